import * as v from 'valibot';

/**
 * The bus contract's major version. It is part of the globalThis key, so two builds
 * on different majors never share a bus by accident; `release compose` refuses a
 * composition that mixes majors.
 */
export const BUS_CONTRACT_MAJOR = 1;

/** Navigation states of spec §3, owned by packages/session. */
export const NavStateSchema = v.picklist(['NAV_LOADING', 'NAV_LOGGED_OUT', 'NAV_LOGGED_IN_GUEST', 'NAV_LOGGED_IN_HOST', 'NAV_STEP_NAVIGATION']);
export type NavState = v.InferOutput<typeof NavStateSchema>;

/** The profile as remotes may see it: the fields of spec §3, never a secret. */
export const BusProfileSchema = v.looseObject({
  SSOid: v.string(),
  first_name: v.nullish(v.string()),
  last_name: v.nullish(v.string()),
  email: v.nullish(v.string()),
  email_verified: v.nullish(v.boolean()),
  phone: v.nullish(v.string()),
  phone_verified: v.nullish(v.boolean()),
  is_host: v.nullish(v.boolean()),
  host_state: v.nullish(v.string()),
  avatar_url: v.nullish(v.string()),
  preferred_locale: v.nullish(v.string()),
  thread_count: v.nullish(v.number()),
  payouts_enabled: v.nullish(v.boolean()),
});
export type BusProfile = v.InferOutput<typeof BusProfileSchema>;

const AuthViewSchema = v.picklist(['login', 'signup', 'phone', 'verify-email', 'complete-profile']);

/** Events: fire-and-forget news, delivered to every handler present at the time. */
export const EventSchemas = {
  'auth:signed-in': v.object({ SSOid: v.string() }),
  'auth:signed-out': v.object({}),
  'analytics:track': v.object({ event: v.string(), properties: v.optional(v.record(v.string(), v.unknown())) }),
  /** mf-account saved a host's payout details, bank account or identity document: whoever shows payout state reads it again (mf-nav's host warnings). */
  'account:payouts-changed': v.object({ SSOid: v.string() }),
  /** mf-account marked a thread read or unread, sent or edited a message, or saw new ones arrive: whoever shows the unread count reads it again (mf-nav's inbox badge). */
  'account:inbox-changed': v.object({ SSOid: v.string() }),
} as const;

/**
 * Requests: commands with one owner. A request waits (a few seconds) for its handler when
 * none is subscribed yet, and is delivered once, to one handler. These topics were events
 * before contract 1.1; the bus still accepts them through `publish`/`on` from older builds.
 */
export const RequestSchemas = {
  /** Open an auth modal (mf-auth): the shell's hash actions, a save button, the home phone prompt. */
  'auth:open': v.object({
    view: AuthViewSchema,
    source: v.optional(v.string()),
    type: v.optional(v.string()),
    err: v.optional(v.string()),
    dest: v.optional(v.string()),
    ref: v.optional(v.string()),
  }),
  /** Open the promo modal (mf-auth): the shell's `#a=promo&source=`. */
  'promo:open': v.object({ source: v.string() }),
  /** Open the find-a-space modal (mf-search's on-demand `search-modal` application). */
  'search:open': v.object({ source: v.optional(v.string()) }),
  /** Open the popular-activities modal (the same `search-modal` application): the shell's `#a=activities`, the home activities section's call to action. */
  'search:activities': v.object({ source: v.optional(v.string()) }),
  /** Ask the session owner (the shell's page session) to read the profile again after a change. */
  'session:refresh': v.object({}),
} as const;

/** Sticky topics: the last value is kept and handed at once to a late subscriber. */
export const StateSchemas = {
  session: v.object({ navState: NavStateSchema, profile: v.nullable(BusProfileSchema) }),
  locale: v.object({ locale: v.string(), language: v.string(), prefix: v.string() }),
  consent: v.object({ decided: v.boolean(), analytics: v.boolean(), marketing: v.boolean() }),
} as const;

export type EventName = keyof typeof EventSchemas;
export type StateName = keyof typeof StateSchemas;
export type RequestName = keyof typeof RequestSchemas;
export type EventMap = { [K in EventName]: v.InferOutput<(typeof EventSchemas)[K]> };
export type StateMap = { [K in StateName]: v.InferOutput<(typeof StateSchemas)[K]> };
export type RequestMap = { [K in RequestName]: v.InferOutput<(typeof RequestSchemas)[K]> };
export type SessionState = StateMap['session'];
export type LocaleState = StateMap['locale'];
export type ConsentState = StateMap['consent'];
