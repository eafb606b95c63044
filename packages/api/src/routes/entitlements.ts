import { EntitlementAttachmentSchema, MESSAGES } from '@hourspace/validation';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { entitlementAttachments, entitlements } from '../db/schema';
import { ApiError, forbidden, notFound, validationError } from '../lib/errors';
import { objectBody, parseWith } from '../lib/validate';
import { requireClient, requireUser } from '../services/auth';
import type { AppContext } from '../services/context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type EntitlementRow = typeof entitlements.$inferSelect;

/** Spec §3 Entitlement. */
function entitlementJson(row: EntitlementRow) {
  return { _id: row.id, external_id: row.externalId, end: row.end.toISOString(), expired: row.end.getTime() <= Date.now(), actions: row.actions };
}

function attachmentJson(row: typeof entitlementAttachments.$inferSelect, entitlement: EntitlementRow) {
  return { _id: row.id, entitlement_id: row.entitlementId, ns: row.ns, key: row.key, value: row.value, created_at: row.createdAt.toISOString(), entitlement: entitlementJson(entitlement) };
}

export function entitlementRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** An entitlement by the external id a promo link carries (basic key or user token). */
  app.get<{ Params: { id: string } }>('/v1/entitlements/external_id/:id', async (request) => {
    await requireClient(ctx, request);
    const id = request.params.id;
    if (id.length > 100) throw notFound('No such entitlement.');
    const [row] = await ctx.db.select().from(entitlements).where(eq(entitlements.externalId, id));
    if (!row) throw notFound('No such entitlement.');
    return entitlementJson(row);
  });

  app.get<{ Params: { SSOid: string } }>('/v1/entitlements/attachments/profiles/:SSOid', async (request) => {
    const { profile } = await requireUser(ctx, request);
    if (request.params.SSOid !== profile.id) throw forbidden('You can only list your own entitlements.');
    const rows = await ctx.db
      .select({ attachment: entitlementAttachments, entitlement: entitlements })
      .from(entitlementAttachments)
      .innerJoin(entitlements, eq(entitlements.id, entitlementAttachments.entitlementId))
      .where(and(eq(entitlementAttachments.ns, 'profiles'), eq(entitlementAttachments.key, 'SSOid'), eq(entitlementAttachments.value, profile.id)));
    return { data: rows.map((r) => attachmentJson(r.attachment, r.entitlement)) };
  });

  /** Attaches an entitlement to the caller's profile; attaching twice answers the first attachment. */
  app.post('/v1/entitlements/attachments', async (request, reply) => {
    const { profile } = await requireUser(ctx, request);
    const body = parseWith(EntitlementAttachmentSchema, objectBody(request.body));
    if (body.value !== profile.id) throw forbidden('You can only attach entitlements to your own profile.');
    const [entitlement] = await ctx.db
      .select()
      .from(entitlements)
      .where(UUID.test(body.entitlement_id) ? eq(entitlements.id, body.entitlement_id) : eq(entitlements.externalId, body.entitlement_id));
    if (!entitlement) throw validationError([{ field: 'entitlement_id', message: MESSAGES['entitlement.id'] }]);
    if (entitlement.end.getTime() <= Date.now()) throw new ApiError(400, 'entitlement_expired', 'This offer has ended.');
    const [created] = await ctx.db
      .insert(entitlementAttachments)
      .values({ entitlementId: entitlement.id, ns: body.ns, key: body.key, value: body.value })
      .onConflictDoNothing()
      .returning();
    if (created) return reply.status(201).send(attachmentJson(created, entitlement));
    const [existing] = await ctx.db
      .select()
      .from(entitlementAttachments)
      .where(and(eq(entitlementAttachments.entitlementId, entitlement.id), eq(entitlementAttachments.ns, body.ns), eq(entitlementAttachments.key, body.key), eq(entitlementAttachments.value, body.value)));
    if (!existing) throw new Error('attachment conflict without a row');
    return reply.status(200).send(attachmentJson(existing, entitlement));
  });
}
