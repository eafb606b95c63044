import { publishSessionRefresh } from '../../events/publications';
import type { Grants, LoginResponse, Profile } from '@hourspace/api-client';
import { FirstNameSchema, LastNameSchema } from '@hourspace/validation';
import * as v from 'valibot';
import { API_ERRORS, callErrorNotice, firstMethod, hasApiError, notice, otherMethodNotice, type Notice } from '../notices';
import { logInAndComplete } from '../complete-login';
import { track, type FlowDeps } from '../flow-deps';
import { fail, show, type Outcome, type SocialIdentity } from '../views';
import { commonSignupFields } from '../signup-fields';

/** Whether the person started from the sign-up or the log-in modal. */
export type SocialIntent = 'signup' | 'login';

/** The failure message of each provider (spec §8). */
export function providerFailedNotice(provider: SocialIdentity['provider']): Notice {
  if (provider === 'apple') return notice('appleFailed');
  if (provider === 'google') return notice('googleFailed');
  return notice('facebookFailed');
}

/** A name the sign-up may send: one that passes the 2 to 35 character rule, else none. */
export function usableName(schema: typeof FirstNameSchema | typeof LastNameSchema, name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const result = v.safeParse(schema, name);
  return result.success ? result.output : undefined;
}

function grantsOfIdentity(deps: FlowDeps, identity: SocialIdentity): Promise<Grants> {
  if (identity.provider === 'apple') return deps.api.getGrants({ apple_id: identity.providerId });
  return deps.api.getGrants(identity.provider === 'google' ? { google_id: identity.providerId } : { facebook_id: identity.providerId });
}

/** Logs in with a provider account that exists. */
export async function socialLogin(deps: FlowDeps, identity: SocialIdentity, dest?: string): Promise<Outcome> {
  const request = {
    grant_type: 'social_login' as const,
    provider: identity.provider,
    social_access_token: identity.token,
    provider_id: identity.providerId,
    ...(identity.email ? { username: identity.email } : {}),
    ...(identity.tokenType ? { social_token_type: identity.tokenType } : {}),
  };
  // No account behind this identity after all (it was removed meanwhile): the social no-match text.
  return logInAndComplete(deps, request, { method: identity.provider, dest }, (error) => (hasApiError(error, 'no_account') ? notice('noMatch') : null));
}

/**
 * The new social user's picture, copied into the image service with its square crop, then
 * stored on the profile (spec §4 step 5). A failure leaves the profile without a photo;
 * the profile form then asks for one.
 */
async function adoptPicture(deps: FlowDeps, identity: SocialIdentity, profile: Profile): Promise<Profile> {
  if (!identity.pictureUrl) return profile;
  try {
    const image = await deps.api.fetchImage(identity.pictureUrl);
    return await deps.api.updateProfile({ avatar_url: image.avatar_url });
  } catch (error) {
    console.warn('[mf-auth] the provider picture could not be stored', error);
    return profile;
  }
}

/**
 * Creates the account of a new social user with `email` (the provider's, or one typed in
 * the social email form), spec §4 step 3 and 5. 'Username in use' opens the log-in modal
 * with err=already-taken. A new Google user with a photo and first and last names of at
 * least 2 characters skips the profile form.
 */
export async function socialSignup(deps: FlowDeps, identity: SocialIdentity, email: string, unsubscribe: boolean): Promise<Outcome> {
  const firstName = usableName(FirstNameSchema, identity.firstName);
  const lastName = usableName(LastNameSchema, identity.lastName);
  let login: LoginResponse;
  try {
    login = await deps.api.signup({
      grant_type: 'social_signup',
      provider: identity.provider,
      provider_id: identity.providerId,
      social_access_token: identity.token,
      ...(identity.tokenType ? { social_token_type: identity.tokenType } : {}),
      social_data: {
        ...(identity.email ? { email: identity.email } : {}),
        ...(identity.firstName ? { first_name: identity.firstName } : {}),
        ...(identity.lastName ? { last_name: identity.lastName } : {}),
      },
      username: email,
      ...(firstName ? { first_name: firstName } : {}),
      ...(lastName ? { last_name: lastName } : {}),
      unsubscribe,
      ...commonSignupFields(deps),
    });
  } catch (error) {
    if (hasApiError(error, API_ERRORS.usernameInUse)) {
      return show({ name: 'login', err: 'already-taken', email, notice: notice('alreadyAssociated', { email }) });
    }
    return fail(callErrorNotice(error, providerFailedNotice(identity.provider)));
  }
  let profile: Profile;
  try {
    ({ profile } = await deps.signIn(login));
  } catch (error) {
    return fail(callErrorNotice(error));
  }
  track(deps, 'sign up', { method: identity.provider, ssoid: profile.SSOid });
  profile = await adoptPicture(deps, identity, profile);
  publishSessionRefresh(deps.bus);

  const hasPhoto = Boolean(profile.avatar_url);
  if (identity.provider === 'google' && hasPhoto && firstName && lastName) {
    return show(profile.email_verified === false ? { name: 'verify-email', signup: true } : { name: 'welcome' });
  }
  return show({
    name: 'complete-profile',
    signup: true,
    prefill: {
      ...(firstName ? { firstName } : {}),
      ...(lastName ? { lastName } : {}),
      ...(profile.avatar_url ? { avatarUrl: profile.avatar_url } : {}),
    },
  });
}

/**
 * Where a provider's person goes (spec §4 Sign-up flow step 3, Login flow). Grants for the
 * provider id first: a linked account logs in (a Facebook one from the sign-up modal sees
 * Welcome back first). Then grants for the email: an account under another method opens
 * the log-in modal with that type (from sign-up) or says which method to use (from
 * log-in). A new person signs up from the sign-up modal: through the social email form
 * when the provider gave no email, and always for Apple (a private relay address may be
 * replaced); from the log-in modal they are told there is no match.
 */
export async function continueWithSocial(
  deps: FlowDeps,
  identity: SocialIdentity,
  options: { intent: SocialIntent; unsubscribe: boolean; dest?: string | undefined },
): Promise<Outcome> {
  let byProvider: Grants;
  try {
    byProvider = await grantsOfIdentity(deps, identity);
  } catch (error) {
    return fail(callErrorNotice(error, providerFailedNotice(identity.provider)));
  }
  if (byProvider[identity.provider]) {
    if (identity.provider === 'facebook' && options.intent === 'signup') return show({ name: 'welcome-back', identity });
    return socialLogin(deps, identity, options.dest);
  }
  if (!identity.email) {
    if (options.intent === 'login') return fail(notice('noMatch'));
    return show({
      name: 'social-email',
      identity,
      unsubscribe: options.unsubscribe,
      ...(identity.provider === 'facebook' ? { notice: notice('facebookNoEmail') } : {}),
    });
  }
  let byEmail: Grants;
  try {
    byEmail = await deps.api.getGrants({ username: identity.email });
  } catch (error) {
    return fail(callErrorNotice(error, providerFailedNotice(identity.provider)));
  }
  const other = firstMethod(byEmail);
  if (other) {
    if (options.intent === 'signup') return show({ name: 'login', type: other, email: identity.email, notice: otherMethodNotice(other) });
    return fail(notice('differentMethod', { method: other }));
  }
  if (options.intent === 'login') return fail(notice('noMatch'));
  if (identity.provider === 'apple') return show({ name: 'social-email', identity, unsubscribe: options.unsubscribe });
  return socialSignup(deps, identity, identity.email, options.unsubscribe);
}

/**
 * The social email form's submit (spec §8 Email taken): an email account says to log in,
 * another method's account says which one, a free email signs up.
 */
export async function socialEmailSignup(deps: FlowDeps, identity: SocialIdentity, email: string, unsubscribe: boolean): Promise<Outcome> {
  let grants: Grants;
  try {
    grants = await deps.api.getGrants({ username: email });
  } catch (error) {
    return fail(callErrorNotice(error));
  }
  if (grants.email) return fail(notice('emailTakenLogin'));
  const other = firstMethod(grants);
  if (other) return fail(notice('accountExistsWith', { method: other }));
  return socialSignup(deps, identity, email, unsubscribe);
}
