import { getBus, type SessionState } from '@hourspace/bus';
import { useStoreAfterHydration } from '@hourspace/ui';

const subscribe = (onChange: () => void) => getBus().subscribe('session', onChange);
const snapshot = () => getBus().getState('session');

/** The page's session (the sticky bus topic `session`), undefined until its owner sets it. */
export function useSession(): SessionState | undefined {
  return useStoreAfterHydration(subscribe, snapshot, () => undefined);
}

/** Asks mf-auth for the sign-up modal of a save (source `fav`); the bus keeps it until mf-auth takes it. */
export function requestSignupToSave(): void {
  getBus().request('auth:open', { view: 'signup', source: 'fav' });
}

/** Asks mf-auth for the sign-up modal of a booking request (source `book`); the panel sends the request once `session` is a user's. */
export function requestSignupToBook(): void {
  getBus().request('auth:open', { view: 'signup', source: 'book' });
}

/** Asks mf-auth for the sign-up modal of "Message the host" (source `msg`: "Sign up to message hosts."); the dialog opens once `session` is a user's. */
export function requestSignupToMessage(): void {
  getBus().request('auth:open', { view: 'signup', source: 'msg' });
}
