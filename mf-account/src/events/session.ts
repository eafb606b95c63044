import { getBus, type SessionState } from '@hourspace/bus';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => getBus().subscribe('session', onChange);
const snapshot = () => getBus().getState('session');

/** The page's session (the sticky bus topic `session`), undefined until its owner (the shell) sets it. */
export function useSession(): SessionState | undefined {
  return useSyncExternalStore(subscribe, snapshot, () => undefined);
}

/** Asks the shell's page session to read the profile again after this remote changed it. */
export function requestSessionRefresh(): void {
  getBus().request('session:refresh', {});
}
