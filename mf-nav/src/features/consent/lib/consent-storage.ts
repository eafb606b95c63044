import type { ConsentState } from '@hourspace/bus';
import { browserInUsTimeZone, isUsTimeZone } from '@hourspace/validation';
import * as v from 'valibot';

/** Where the choices are kept (see docs/decisions/nav-consent.md for why not a cookie). */
export const CONSENT_STORAGE_KEY = 'hourspace.consent.v1';

/** A decision is asked again after this long (12 months, the common regulator ceiling). */
export const CONSENT_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/** The choices a person can make; strictly necessary storage is not a choice. */
export interface ConsentChoices {
  analytics: boolean;
  marketing: boolean;
}

export const StoredConsentSchema = v.object({
  analytics: v.boolean(),
  marketing: v.boolean(),
  decidedAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type StoredConsent = v.InferOutput<typeof StoredConsentSchema>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage blocked (some private modes, sandboxed frames): choices last for the page only.
    return null;
  }
}

function globalPrivacyControl(): boolean {
  return typeof navigator !== 'undefined' && (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/**
 * The choices of someone who has not decided. A Global Privacy Control signal is an
 * opt-out; otherwise the regime of the browser's time zone, as for marketing email
 * (spec §5): US zones are opt-out (on until refused), everywhere else opt-in (off).
 */
export function defaultChoices(env: { timeZone?: string | undefined; gpc?: boolean } = {}): ConsentChoices {
  const gpc = env.gpc ?? globalPrivacyControl();
  const optOutRegime = 'timeZone' in env ? isUsTimeZone(env.timeZone) : browserInUsTimeZone();
  const on = optOutRegime && !gpc;
  return { analytics: on, marketing: on };
}

// This page's latest decision: it holds when the browser refuses to store it.
let pageDecision: StoredConsent | null = null;

function readRaw(): unknown {
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** The decision in force, or null when there is none, it is unreadable, or it has expired. */
export function readStoredConsent(now = Date.now()): StoredConsent | null {
  const result = v.safeParse(StoredConsentSchema, pageDecision ?? readRaw());
  if (!result.success || now - result.output.decidedAt > CONSENT_LIFETIME_MS || result.output.decidedAt > now) return null;
  return result.output;
}

/** Stores a decision; false when the browser refused to keep it (it then holds for this page only). */
export function writeStoredConsent(choices: ConsentChoices, now = Date.now()): boolean {
  const record: StoredConsent = { analytics: choices.analytics, marketing: choices.marketing, decidedAt: now };
  const target = storage();
  if (target) {
    try {
      target.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
      pageDecision = null;
      return true;
    } catch {
      // Quota or a blocked store: fall through to this page's memory.
    }
  }
  pageDecision = record;
  return false;
}

/** Forgets this page's unsaved decision (another tab stored a newer one; tests). */
export function forgetPageDecision(): void {
  pageDecision = null;
}

/** The `consent` topic's value for what is stored (or the default when nothing is). */
export function currentConsent(now = Date.now()): ConsentState {
  const stored = readStoredConsent(now);
  if (stored) return { decided: true, analytics: stored.analytics, marketing: stored.marketing };
  return { decided: false, ...defaultChoices() };
}
