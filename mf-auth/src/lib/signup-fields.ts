import type { SignupPayload } from '@hourspace/api-client';
import { readAttribution, readEntitlementId, readForterToken } from '@hourspace/session';
import { SUPPORTED_LOCALES } from '@hourspace/validation';
import type { FlowDeps } from './flow-deps';
import { readReferralCode } from './referral-code';

/** The payload fields every sign-up sends besides the credentials (spec §3 Sign-up payload), and the referral code of the link the person came by. */
export function commonSignupFields(
  deps: Pick<FlowDeps, 'locale'>,
): Pick<SignupPayload, 'attr_url' | 'attr_referrer' | 'preferred_locale' | 'forterTokenCookie' | 'entitlement_id' | 'referral_code'> {
  const forter = readForterToken();
  const entitlement = readEntitlementId();
  const referral = readReferralCode();
  return {
    ...readAttribution(),
    ...((SUPPORTED_LOCALES as readonly string[]).includes(deps.locale) ? { preferred_locale: deps.locale } : {}),
    ...(forter ? { forterTokenCookie: forter } : {}),
    ...(entitlement ? { entitlement_id: entitlement } : {}),
    ...(referral ? { referral_code: referral } : {}),
  };
}
