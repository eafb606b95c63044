import { getBus, type SessionState } from '@hourspace/bus';
import { useSyncExternalStore } from 'react';

/**
 * Calls `onSignedIn` with the SSOid each time a different person is signed in (the
 * `session` sticky topic), including the one already signed in when this starts.
 */
export function onSignedIn(onSignedInUser: (SSOid: string) => void, bus = getBus()): () => void {
  let lastUser: string | null = null;
  return bus.subscribe('session', (state: SessionState) => {
    const user = state.profile?.SSOid ?? null;
    if (user && user !== lastUser) onSignedInUser(user);
    lastUser = user;
  });
}

/** The signed-in profile as the bus carries it, with the phone fields the phone modals read. */
export type SessionProfile = NonNullable<SessionState['profile']> & {
  phone_country?: string | null;
  phone_formatted?: string | null;
};

/** The session as last published, if any. */
export function currentSession(bus = getBus()): (Omit<SessionState, 'profile'> & { profile: SessionProfile | null }) | undefined {
  return bus.getState('session');
}

const subscribeSession = (onChange: () => void) => getBus().subscribe('session', onChange);
const sessionSnapshot = () => getBus().getState('session');

/** The page's session (the sticky `session` topic) for a page of this remote; undefined until the shell sets it. */
export function useSession(): SessionState | undefined {
  return useSyncExternalStore(subscribeSession, sessionSnapshot, () => undefined);
}
