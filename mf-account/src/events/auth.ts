import { getBus } from '@hourspace/bus';

/**
 * Asks mf-auth for the log-in modal; after log-in it sends the person to `dest` (a
 * same-site path, e.g. '/us/profile'), so they land on the page they asked for.
 */
export function requestLogIn(dest: string): void {
  getBus().request('auth:open', { view: 'login', dest });
}
