import type { NavApi } from '../../../app/nav-api';
import { useNavApi } from '../../../app/nav-api';
import { useResource } from '../../../app/use-resource';

/** GET /v1/messages/user/threads/count?is_read=false&to={SSOid}: how many threads have unread messages. */
export async function fetchUnreadCount(api: Pick<NavApi, 'getUnreadThreadCount'>, SSOid: string): Promise<number> {
  return (await api.getUnreadThreadCount(SSOid)).thread_count;
}

/**
 * The signed-in user's unread count; null while unknown or when it could not be read
 * (the inbox link then shows no badge rather than a wrong one). `profileThreadCount`
 * (the profile's thread_count) is part of the key, so a re-read profile whose threads
 * changed (after `session:refresh`) reads the count again.
 */
export function useUnreadCount(SSOid: string | null, profileThreadCount?: number | null): number | null {
  const api = useNavApi();
  const resource = useResource(SSOid ? `unread:${SSOid}:${profileThreadCount ?? ''}` : null, () =>
    fetchUnreadCount(api, SSOid ?? '').catch((error: unknown) => {
      console.warn('[mf-nav] the unread count could not be read', error);
      throw error;
    }),
  );
  return resource.status === 'success' ? resource.data : null;
}
