import { getBus, type SessionState } from '@hourspace/bus';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => getBus().subscribe('session', onChange);
const snapshot = () => getBus().getState('session');

/** The page's session (the sticky bus topic `session`), undefined until its owner sets it. */
export function useSession(): SessionState | undefined {
  return useSyncExternalStore(subscribe, snapshot, () => undefined);
}

/**
 * Asks the shell for the sign-up modal of a save (source `fav`): through the address's
 * hash, which the shell's hash dispatcher turns into `auth:open` on the bus.
 */
export function requestSignupToSave(): void {
  window.location.hash = 'a=signup&source=fav';
}
