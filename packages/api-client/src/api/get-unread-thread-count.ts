import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES } from '../routes';

export const UnreadThreadCountSchema = v.looseObject({ thread_count: v.pipe(v.number(), v.integer(), v.minValue(0)) });
export type UnreadThreadCount = v.InferOutput<typeof UnreadThreadCountSchema>;

/** GET /v1/messages/user/threads/count?is_read=false&to={SSOid} with the access token. */
export async function getUnreadThreadCount(request: Requester, SSOid: string): Promise<UnreadThreadCount> {
  return request({
    method: 'GET',
    path: ROUTES.unreadThreadCount,
    auth: 'bearer',
    query: { is_read: 'false', to: SSOid },
    schema: UnreadThreadCountSchema,
  });
}
