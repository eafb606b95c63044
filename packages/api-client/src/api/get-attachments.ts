import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES, fillPath } from '../routes';
import { EntitlementSchema } from './get-entitlement';

/** An entitlement attached to a profile (spec §3 Attachment), with the entitlement itself. */
export const AttachmentSchema = v.looseObject({
  _id: v.nullish(v.string()),
  entitlement_id: v.string(),
  ns: v.string(),
  key: v.string(),
  value: v.string(),
  created_at: v.nullish(v.string()),
  entitlement: v.nullish(EntitlementSchema),
});
export type Attachment = v.InferOutput<typeof AttachmentSchema>;
export const AttachmentListSchema = v.looseObject({ data: v.array(AttachmentSchema) });

/** GET /v1/entitlements/attachments/profiles/{SSOid} with the access token. */
export async function getAttachments(request: Requester, SSOid: string): Promise<Attachment[]> {
  const list = await request({
    method: 'GET',
    path: fillPath(ROUTES.entitlementAttachmentsOfProfile, { SSOid }),
    auth: 'bearer',
    schema: AttachmentListSchema,
  });
  return list.data;
}
