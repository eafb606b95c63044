import type { Requester } from '../request';
import { ROUTES } from '../routes';
import { MessageSchema, type Message } from './send-message';

/** The spec does not show the payload; these are the fields packages/api reads (mark read, or edit within 15 minutes). */
export interface UpdateMessageBody {
  id: string;
  is_read?: boolean;
  message?: string;
}

/** PUT /v1/message/update with the access token. */
export async function updateMessage(request: Requester, body: UpdateMessageBody): Promise<Message> {
  return request({ method: 'PUT', path: ROUTES.messageUpdate, auth: 'bearer', json: body, schema: MessageSchema });
}
