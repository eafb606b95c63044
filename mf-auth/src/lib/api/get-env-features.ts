import type { ApiClient } from '@hourspace/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';

/** The environment's feature switches this remote reads (GET /v1/env/web/{locale} `features`). */
export const EnvFeaturesSchema = v.object({
  google_signup: v.fallback(v.optional(v.boolean(), false), false),
  /** Google One Tap's script and client id; absent locally (the fake providers have no One Tap). */
  google_one_tap: v.fallback(v.optional(v.object({ script_url: v.pipe(v.string(), v.url()), client_id: v.string() })), undefined),
});
export type EnvFeatures = v.InferOutput<typeof EnvFeaturesSchema>;

/** Everything off: what a missing or unreadable answer means. */
export const FEATURES_OFF: EnvFeatures = { google_signup: false, google_one_tap: undefined };

/** Query keys of the feature switches, under the remote's name (docs/decisions/server-state.md). */
export const envFeaturesKeys = {
  all: ['mf-auth', 'env-features'] as const,
  locale: (locale: string) => [...envFeaturesKeys.all, locale] as const,
};

/** The locale's feature switches; a malformed answer means off. */
export async function getEnvFeatures(api: Pick<ApiClient, 'getEnv'>, locale: string): Promise<EnvFeatures> {
  const env = await api.getEnv(locale);
  const parsed = v.safeParse(EnvFeaturesSchema, (env as { features?: unknown }).features ?? {});
  return parsed.success ? parsed.output : FEATURES_OFF;
}

/**
 * Asked once per page and locale (never stale, never collected). A failed call is not
 * kept, so the next modal that needs the switches asks again.
 */
export function envFeaturesQuery(api: Pick<ApiClient, 'getEnv'>, locale: string) {
  return queryOptions({
    queryKey: envFeaturesKeys.locale(locale),
    queryFn: () =>
      getEnvFeatures(api, locale).catch((error: unknown) => {
        console.warn('[mf-auth] the environment could not be read', error);
        throw error;
      }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/**
 * The locale's feature switches: FEATURES_OFF until known and when they cannot be read,
 * since a missing switch must never show a button that cannot work.
 */
export function useEnvFeaturesQuery({ api, locale }: { api: Pick<ApiClient, 'getEnv'>; locale: string }) {
  return useQuery(envFeaturesQuery(api, locale));
}
