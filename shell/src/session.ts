import type { Bus } from '@hourspace/bus';

function hasCookie(name: string): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${name}=`));
}

/**
 * Publishes the `session` topic. A visitor with no session cookie is logged out at once
 * and downloads nothing more; with one, the session package (and the API client) load as
 * a separate chunk and read the profile. PSUser is the hint that outlives PSAccess: the
 * refresh cookie it stands for is HttpOnly, so no script here can see it.
 */
export async function startPageSession(bus: Bus): Promise<void> {
  if (!hasCookie('PSAccess') && !hasCookie('PSUser')) {
    bus.setState('session', { navState: 'NAV_LOGGED_OUT', profile: null });
    return;
  }
  bus.setState('session', { navState: 'NAV_LOADING', profile: null });
  const [{ startSession }, { createApiClient }] = await Promise.all([import('@hourspace/session'), import('@hourspace/api-client')]);
  // The same API address and key every remote's client uses: the page's environment, from the manifest.
  startSession({ api: createApiClient(), bus });
}
