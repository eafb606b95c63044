import type { Requester } from '../request';
import { ROUTES } from '../routes';
import { AttachmentSchema, type Attachment } from './get-attachments';

/** Attaches an entitlement to a profile: ns 'profiles', key 'SSOid', value the SSOid. */
export interface AttachBody {
  entitlement_id: string;
  ns: 'profiles';
  key: 'SSOid';
  value: string;
}

/** POST /v1/entitlements/attachments with the access token. */
export async function attachEntitlement(request: Requester, body: AttachBody): Promise<Attachment> {
  return request({ method: 'POST', path: ROUTES.entitlementAttachments, auth: 'bearer', json: body, schema: AttachmentSchema });
}
