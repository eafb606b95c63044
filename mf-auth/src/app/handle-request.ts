import type { RequestMap } from '@hourspace/bus';
import { currentSession } from '../events/session-events';
import type { Method } from '../lib/notices';
import { clearAuthHash } from '../lib/page';
import { rememberReferralCode } from '../lib/referral-code';
import { loadPromo } from '../features/promo/lib/promo';
import { readAppleReturn } from '../lib/social/apple';
import { resumeApple } from '../features/social/lib/apple-return';
import type { FlowDeps } from '../lib/flow-deps';
import { show, type Outcome } from '../lib/views';

const METHODS: readonly string[] = ['google', 'apple', 'facebook', 'email'];
const SIGNED_IN_VIEWS = new Set(['phone', 'verify-email', 'complete-profile']);

/**
 * What an `auth:open` request opens. The Apple return fragment (which the shell passes
 * on as a plain log-in or sign-up) is read from the address bar first and removed from it
 * at once, tokens included. The phone, verification and profile modals need a signed-in
 * person; for anyone else they are ignored.
 */
export async function outcomeOfAuthRequest(deps: FlowDeps, request: RequestMap['auth:open'], hash: string = window.location.hash): Promise<Outcome> {
  const appleReturn = readAppleReturn(hash);
  if (appleReturn) {
    clearAuthHash();
    return resumeApple(deps, appleReturn);
  }
  if (SIGNED_IN_VIEWS.has(request.view) && !currentSession()?.profile) {
    console.warn(`[mf-auth] "${request.view}" was asked for without a signed-in person; ignored`);
    return { kind: 'stay' };
  }
  switch (request.view) {
    case 'login':
      return show({
        name: 'login',
        ...(request.type && METHODS.includes(request.type) ? { type: request.type as Method } : {}),
        ...(request.err ? { err: request.err } : {}),
        ...(request.dest ? { dest: request.dest } : {}),
      });
    case 'signup':
      rememberReferralCode(request.ref);
      return show({ name: 'signup', ...(request.source ? { source: request.source } : {}), ...(request.ref ? { ref: request.ref } : {}) });
    case 'phone':
      return show({ name: 'phone' });
    case 'verify-email':
      return show({ name: 'verify-email' });
    case 'complete-profile': {
      const profile = currentSession()?.profile;
      const prefill = {
        ...(profile?.first_name ? { firstName: profile.first_name } : {}),
        ...(profile?.last_name ? { lastName: profile.last_name } : {}),
        ...(profile?.avatar_url ? { avatarUrl: profile.avatar_url } : {}),
      };
      return show({ name: 'complete-profile', prefill });
    }
  }
}

/** What a `promo:open` request opens: the promo modal, or nothing for an unknown offer. */
export async function outcomeOfPromoRequest(deps: FlowDeps, request: RequestMap['promo:open']): Promise<Outcome> {
  const promo = await loadPromo(deps, request.source);
  if (!promo) {
    clearAuthHash();
    return { kind: 'stay' };
  }
  return show({ name: 'promo', promo });
}
