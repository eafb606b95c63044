import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useInboxChanged } from '../../../events/inbox';
import type { NavApi } from '../../../lib/nav-api';
import { useNavApi } from '../../../lib/nav-api';
import { useLiveConnected, useLiveEvents } from '@hourspace/api-client/react';

/**
 * Query keys of the unread count, under the remote's name. `profileThreadCount` (the
 * profile's thread_count) is part of the key, so a re-read profile whose threads changed
 * (after `session:refresh`) reads the count again.
 */
export const unreadCountKeys = {
  all: ['mf-nav', 'unread-count'] as const,
  user: (SSOid: string, profileThreadCount: number | null | undefined) => [...unreadCountKeys.all, SSOid, profileThreadCount ?? null] as const,
};

/** GET /v1/messages/user/threads/count?is_read=false&to={SSOid}: how many threads have unread messages. */
export async function fetchUnreadCount(api: Pick<NavApi, 'getUnreadThreadCount'>, SSOid: string): Promise<number> {
  return (await api.getUnreadThreadCount(SSOid)).thread_count;
}

/** Read on each mount of the nav, kept only while it shows (the nav never cached it). */
export function unreadCountQuery(api: Pick<NavApi, 'getUnreadThreadCount'>, SSOid: string, profileThreadCount?: number | null) {
  return queryOptions({
    queryKey: unreadCountKeys.user(SSOid, profileThreadCount),
    queryFn: () =>
      fetchUnreadCount(api, SSOid).catch((error: unknown) => {
        console.warn('[mf-nav] the unread count could not be read', error);
        throw error;
      }),
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * How often a visible page reads the count again while the live stream is down (the fallback of
 * docs/decisions/live-events.md): one small count query a minute; none in a background tab, and
 * a read on return to the tab.
 */
export const UNREAD_POLL_MS = 60_000;

/**
 * The signed-in user's unread count query; not asked while signed out (null SSOid). Read
 * again on the live stream's `unread` and `resync` events, on mf-account's
 * `account:inbox-changed`, when the window regains focus, and every {@link UNREAD_POLL_MS}
 * while the page is visible and the stream is down.
 */
export function useUnreadCountQuery(SSOid: string | null, profileThreadCount?: number | null) {
  const api = useNavApi();
  const queryClient = useQueryClient();
  const signedIn = SSOid !== null && SSOid !== '';
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [...unreadCountKeys.all, SSOid ?? ''] });
  useInboxChanged(SSOid, refresh);
  // The count stays the API's (docs/decisions/inbox-unread-refresh.md): the event says when to read it.
  useLiveEvents(signedIn, (event) => (event.type === 'unread' || event.type === 'resync' ? refresh() : undefined));
  const live = useLiveConnected();
  return useQuery({
    ...unreadCountQuery(api, SSOid ?? '', profileThreadCount),
    enabled: signedIn,
    refetchOnWindowFocus: true,
    refetchInterval: signedIn && !live ? UNREAD_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
}

/**
 * The signed-in user's unread count; null while unknown or when it could not be read
 * (the inbox link then shows no badge rather than a wrong one).
 */
export function useUnreadCount(SSOid: string | null, profileThreadCount?: number | null): number | null {
  const query = useUnreadCountQuery(SSOid, profileThreadCount);
  return query.isSuccess ? query.data : null;
}
