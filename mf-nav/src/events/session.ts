import { getBus, type SessionState } from '@hourspace/bus';
import { logout, startSession, type SessionApi } from '@hourspace/session';
import { useStoreAfterHydration } from '@hourspace/ui';
import { useCallback } from 'react';

/** What the nav shows until someone publishes the `session` topic: the loading menu. */
export const LOADING_SESSION: SessionState = { navState: 'NAV_LOADING', profile: null };

function subscribe(onChange: () => void): () => void {
  return getBus().subscribe('session', onChange);
}

function snapshot(): SessionState {
  return getBus().getState('session') ?? LOADING_SESSION;
}

const loadingSnapshot = () => LOADING_SESSION;

/**
 * The sticky `session` topic, re-rendering on every change (NAV_LOADING until it is set). A nav
 * rendered ahead (no session on a server) is the loading nav, and hydrating it starts from the
 * same before showing the page's session.
 */
export function useSessionState(): SessionState {
  return useStoreAfterHydration(subscribe, snapshot, loadingSnapshot);
}

let ownSession = false;

/**
 * Starts the session owner when nobody has published `session` by the time the nav
 * mounts. The shell owns the topic (it publishes NAV_LOGGED_OUT without an access
 * cookie, and starts @hourspace/session when there is one); this is the fallback for
 * a shell that does not, so a signed-in person never sees a nav stuck on loading.
 * Once per page, and never stopped: the session outlives any one mount (see
 * docs/decisions/nav-session-ownership.md).
 */
export function ensureSessionOwner(api: SessionApi): void {
  if (ownSession || getBus().getState('session') !== undefined) return;
  ownSession = true;
  startSession({ api });
}

/** Signs out through @hourspace/session, which publishes NAV_LOGGED_OUT and `auth:signed-out`. */
export function useLogout(api: SessionApi): () => Promise<void> {
  return useCallback(() => logout({ api }), [api]);
}

/** Forgets that this page started a session owner (tests only). */
export function resetSessionOwnerForTests(): void {
  ownSession = false;
}
