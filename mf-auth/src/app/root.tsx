import { useEffect } from 'react';
import { listenForAuthRequests } from '../events/auth-requests';

/** The auth modal host: it listens from the first page load; the modals are the auth feature. */
export function Root() {
  useEffect(() => listenForAuthRequests(), []);
  return null;
}
