import { MESSAGES, type EntitlementAttachment } from '@hourspace/validation';
import { and, eq } from 'drizzle-orm';
import { entitlementAttachments, entitlements } from '../db/schema';
import { ApiError, notFound, validationError } from '../lib/errors';
import type { AppContext } from './context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type EntitlementRow = typeof entitlements.$inferSelect;

/** The languages an action's texts may be written in besides English. */
const TEXT_LANGUAGES = ['fr', 'es', 'de'] as const;
type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** The language of a locale tag ("fr-CA" → fr) when an action may carry texts in it; English (null) otherwise. */
export function textLanguageOf(locale: unknown): TextLanguage | null {
  if (typeof locale !== 'string' || locale.length > 35) return null;
  const language = locale.slice(0, 2).toLowerCase();
  return (TEXT_LANGUAGES as readonly string[]).includes(language) ? (language as TextLanguage) : null;
}

type ActionTexts = { modal_title?: unknown; modal_subtitle?: unknown; modal_btn_text?: unknown };
type StoredAction = ActionTexts & { translations?: Partial<Record<TextLanguage, ActionTexts>> } & Record<string, unknown>;

/**
 * An entitlement's actions in a language (docs/decisions/accessibility-and-languages.md): each action keeps its English texts
 * unless its `translations` has that language's; the translations themselves are not sent.
 */
function localisedActions(actions: unknown, language: TextLanguage | null): unknown {
  if (!Array.isArray(actions)) return actions;
  return (actions as StoredAction[]).map((action) => {
    if (typeof action !== 'object' || action === null) return action;
    const { translations, ...english } = action;
    const texts = language ? translations?.[language] : undefined;
    return texts ? { ...english, ...texts } : english;
  });
}

/** Spec §3 Entitlement, its modal texts in `language` where it has them. */
function entitlementJson(row: EntitlementRow, now: number, language: TextLanguage | null = null) {
  return {
    _id: row.id,
    external_id: row.externalId,
    end: row.end.toISOString(),
    expired: row.end.getTime() <= now,
    actions: localisedActions(row.actions, language),
  };
}

function attachmentJson(row: typeof entitlementAttachments.$inferSelect, entitlement: EntitlementRow, now: number) {
  return {
    _id: row.id,
    entitlement_id: row.entitlementId,
    ns: row.ns,
    key: row.key,
    value: row.value,
    created_at: row.createdAt.toISOString(),
    entitlement: entitlementJson(entitlement, now),
  };
}

/** An entitlement by the external id a promo link carries, its texts in the page's locale (`fr-CA`; English for any other). */
export async function entitlementByExternalId(ctx: AppContext, id: string, locale?: unknown) {
  const [row] = await ctx.db.select().from(entitlements).where(eq(entitlements.externalId, id));
  if (!row) throw notFound('No such entitlement.');
  return entitlementJson(row, ctx.clock.now(), textLanguageOf(locale));
}

/** The entitlements attached to a profile. */
export async function attachmentsOf(ctx: AppContext, profileId: string) {
  const rows = await ctx.db
    .select({ attachment: entitlementAttachments, entitlement: entitlements })
    .from(entitlementAttachments)
    .innerJoin(entitlements, eq(entitlements.id, entitlementAttachments.entitlementId))
    .where(and(eq(entitlementAttachments.ns, 'profiles'), eq(entitlementAttachments.key, 'SSOid'), eq(entitlementAttachments.value, profileId)));
  return { data: rows.map((r) => attachmentJson(r.attachment, r.entitlement, ctx.clock.now())) };
}

/** Attaches an entitlement (by _id or external id); attaching twice answers the first attachment, not created. */
export async function attachEntitlement(ctx: AppContext, body: EntitlementAttachment) {
  const [entitlement] = await ctx.db
    .select()
    .from(entitlements)
    .where(UUID.test(body.entitlement_id) ? eq(entitlements.id, body.entitlement_id) : eq(entitlements.externalId, body.entitlement_id));
  if (!entitlement) throw validationError([{ field: 'entitlement_id', message: MESSAGES['entitlement.id'] }]);
  if (entitlement.end.getTime() <= ctx.clock.now()) throw new ApiError(400, 'entitlement_expired', 'This offer has ended.');
  const [created] = await ctx.db
    .insert(entitlementAttachments)
    .values({ entitlementId: entitlement.id, ns: body.ns, key: body.key, value: body.value })
    .onConflictDoNothing()
    .returning();
  if (created) return { created: true, attachment: attachmentJson(created, entitlement, ctx.clock.now()) };
  const [existing] = await ctx.db
    .select()
    .from(entitlementAttachments)
    .where(
      and(
        eq(entitlementAttachments.entitlementId, entitlement.id),
        eq(entitlementAttachments.ns, body.ns),
        eq(entitlementAttachments.key, body.key),
        eq(entitlementAttachments.value, body.value),
      ),
    );
  if (!existing) throw new Error('attachment conflict without a row');
  return { created: false, attachment: attachmentJson(existing, entitlement, ctx.clock.now()) };
}
