import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES, fillPath } from '../routes';

/** An entitlement (spec §3): a promotion with its modal texts. */
export const EntitlementSchema = v.looseObject({
  _id: v.string(),
  external_id: v.string(),
  end: v.string(),
  expired: v.nullish(v.boolean()),
  actions: v.array(
    v.looseObject({
      modal_title: v.nullish(v.string()),
      modal_subtitle: v.nullish(v.string()),
      modal_btn_text: v.nullish(v.string()),
    }),
  ),
});
export type Entitlement = v.InferOutput<typeof EntitlementSchema>;

/**
 * GET /v1/entitlements/external_id/{id}: the user's token when signed in, the basic key otherwise.
 * With the page's `locale` the modal texts come in its language where the offer has them.
 */
export async function getEntitlementByExternalId(request: Requester, externalId: string, locale?: string): Promise<Entitlement> {
  return request({
    method: 'GET',
    path: fillPath(ROUTES.entitlementByExternalId, { id: externalId }),
    ...(locale ? { query: { locale } } : {}),
    auth: 'client',
    schema: EntitlementSchema,
  });
}
