import type { ApiClient } from '@hourspace/api-client';
import type { Bus } from '@hourspace/bus';
import { COOKIE, getCookie, logout, removeCookie } from '@hourspace/session';
import * as v from 'valibot';
import { safeDestination, sitePath } from '../../../lib/page';

/** One pending terms version as GET /v1/profiles/me/experience?name=terms lists it. */
export const PendingTermsSchema = v.looseObject({
  name: v.string(),
  version: v.number(),
  title: v.string(),
  published_at: v.string(),
});
export type PendingTerms = v.InferOutput<typeof PendingTermsSchema>;

/** The newest pending terms, or null when there is nothing to accept (an unknown shape counts as nothing). */
export async function loadPendingTerms(api: Pick<ApiClient, 'getExperience'>): Promise<PendingTerms | null> {
  const experience = await api.getExperience({ name: 'terms', trigger: 'page-load' });
  for (const item of experience.data) {
    const parsed = v.safeParse(PendingTermsSchema, item);
    if (parsed.success && parsed.output.name === 'terms') return parsed.output;
  }
  return null;
}

/**
 * Where to go once the terms are settled: the URL kept in `turls` at sign-in when it passes the
 * one same-site check (`sameSiteTarget`), else the home page of the locale. The cookie is used once.
 */
export function takeReturnTarget(prefix: string): string {
  const kept = getCookie(COOKIE.turls);
  removeCookie(COOKIE.turls);
  const target = safeDestination(kept);
  // Back to this page would be a loop.
  if (!target || /\/updated-terms(?:[?#]|$)/.test(target)) return sitePath(prefix, '/');
  return target;
}

/** Accepts the current terms; answers where to go next. */
export async function acceptPendingTerms(api: Pick<ApiClient, 'acceptTerms'>, prefix: string): Promise<string> {
  await api.acceptTerms();
  return takeReturnTarget(prefix);
}

/** Declining logs out (the terms are the condition of the account's use); answers where to go next: home. */
export async function declinePendingTerms(deps: { api: ApiClient; bus: Bus }, prefix: string): Promise<string> {
  removeCookie(COOKIE.turls);
  await logout(deps);
  return sitePath(prefix, '/');
}
