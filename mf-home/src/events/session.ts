import { getBus, type SessionState } from '@hourspace/bus';

/** Follows the sticky `session` topic: called at once with the last value, then on every change. */
export function followSession(handler: (state: SessionState) => void): () => void {
  return getBus().subscribe('session', handler);
}
