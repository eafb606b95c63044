import { EntitlementAttachmentSchema } from '@hourspace/validation';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../lib/errors';
import { objectBody, parseWith } from '../lib/validate';
import { requireClient, requireUser } from '../services/auth';
import type { AppContext } from '../services/context';
import { attachEntitlement, attachmentsOf, entitlementByExternalId } from '../services/entitlements';

export function entitlementRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** An entitlement by the external id a promo link carries (basic key or user token), its texts in `?locale=` (English for none or another). */
  app.get<{ Params: { id: string }; Querystring: { locale?: unknown } }>('/v1/entitlements/external_id/:id', async (request) => {
    await requireClient(ctx, request);
    const id = request.params.id;
    if (id.length > 100) throw notFound('No such entitlement.');
    return entitlementByExternalId(ctx, id, request.query.locale);
  });

  app.get<{ Params: { SSOid: string } }>('/v1/entitlements/attachments/profiles/:SSOid', async (request) => {
    const { profile } = await requireUser(ctx, request);
    if (request.params.SSOid !== profile.id) throw forbidden('You can only list your own entitlements.');
    return attachmentsOf(ctx, profile.id);
  });

  /** Attaches an entitlement to the caller's profile; attaching twice answers the first attachment. */
  app.post('/v1/entitlements/attachments', async (request, reply) => {
    const { profile } = await requireUser(ctx, request);
    const body = parseWith(EntitlementAttachmentSchema, objectBody(request.body));
    if (body.value !== profile.id) throw forbidden('You can only attach entitlements to your own profile.');
    const { created, attachment } = await attachEntitlement(ctx, body);
    return reply.status(created ? 201 : 200).send(attachment);
  });
}
