import { getBus } from '@hourspace/bus';

/**
 * Asks mf-auth for the log-in modal; after log-in it sends the person to `dest` (a
 * same-site path, e.g. '/us/profile'), so they land on the page they asked for.
 */
export function requestLogIn(dest: string): void {
  getBus().request('auth:open', { view: 'login', dest });
}

/** Asks mf-auth for its phone modals: the number ('Never miss a booking update'), then the code. */
export function requestPhoneVerification(): void {
  getBus().request('auth:open', { view: 'phone' });
}

/** Asks mf-auth for the email verification modal, which sends a new code as it opens. */
export function requestEmailVerification(): void {
  getBus().request('auth:open', { view: 'verify-email' });
}
