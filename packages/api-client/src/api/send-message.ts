import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES } from '../routes';

/** A message as the API answers it. */
export const MessageSchema = v.looseObject({
  id: v.string(),
  thread_id: v.nullish(v.string()),
  from: v.nullish(v.string()),
  to: v.nullish(v.string()),
  message: v.nullish(v.string()),
  created_at: v.nullish(v.string()),
  read_at: v.nullish(v.string()),
  is_read: v.nullish(v.boolean()),
});
export type Message = v.InferOutput<typeof MessageSchema>;

/** The spec does not show the payload; these are the fields packages/api reads. */
export interface SendMessageBody {
  /** The recipient's SSOid. */
  to: string;
  message: string;
  thread_id?: string;
  space_id?: number;
}

/** POST /v1/message/send with the access token. */
export async function sendMessage(request: Requester, body: SendMessageBody): Promise<Message> {
  return request({ method: 'POST', path: ROUTES.messageSend, auth: 'bearer', json: body, schema: MessageSchema });
}
