/**
 * React hooks over the page's one live-event stream (docs/decisions/live-events.md), for every
 * remote that shows live data (the nav's unread badge, the account's inbox). React is the
 * remotes' own: an optional peer of this package.
 */
import { pageLiveEvents, type LiveEvent } from './live-events';
import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The page's live events (docs/decisions/live-events.md) while `enabled` (signed in): one stream
 * per page whichever remotes listen; `onEvent` sees every event.
 */
export function useLiveEvents(enabled: boolean, onEvent: (event: LiveEvent) => void): void {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => {
    if (!enabled) return undefined;
    return pageLiveEvents().subscribe((event) => latest.current(event));
  }, [enabled]);
}

const onStatus = (changed: () => void) => pageLiveEvents().onStatus(changed);
const isConnected = () => pageLiveEvents().connected;
const notOnServer = () => false;

/** Whether the page's stream is open now: polling is the fallback while it is not. */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(onStatus, isConnected, notOnServer);
}
