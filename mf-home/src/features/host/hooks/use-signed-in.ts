import { useEffect, useState } from 'react';
import { followSession } from '../../../events/session';

/** Whether someone is signed in, from the bus's sticky `session` topic (false while it loads). */
export function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => followSession((state) => setSignedIn(state.navState === 'NAV_LOGGED_IN_GUEST' || state.navState === 'NAV_LOGGED_IN_HOST')), []);
  return signedIn;
}
