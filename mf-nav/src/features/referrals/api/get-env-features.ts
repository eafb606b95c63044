import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import type { NavApi } from '../../../lib/nav-api';
import { useNavApi } from '../../../lib/nav-api';

/** The referral reward (spec §9): $50. */
export const REFERRAL_VALUE = 50;

/** The `features` GET /v1/env/web/{locale} answers, as far as the nav reads them. */
export const EnvFeaturesSchema = v.looseObject({
  referrals: v.optional(v.boolean(), false),
  referral_value: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), REFERRAL_VALUE),
});
export type EnvFeatures = v.InferOutput<typeof EnvFeaturesSchema>;

/** Query keys of the locale's feature switches, under the remote's name. */
export const envFeaturesKeys = {
  all: ['mf-nav', 'env-features'] as const,
  locale: (locale: string) => [...envFeaturesKeys.all, locale] as const,
};

/** The locale's feature switches; all off when the answer has none. */
export async function fetchEnvFeatures(api: Pick<NavApi, 'getEnv'>, locale: string): Promise<EnvFeatures> {
  const env = await api.getEnv(locale);
  const parsed = v.safeParse(EnvFeaturesSchema, (env as { features?: unknown }).features ?? {});
  return parsed.success ? parsed.output : { referrals: false, referral_value: REFERRAL_VALUE };
}

/** Read on each mount of the nav, kept only while it shows (the nav never cached it). */
export function envFeaturesQuery(api: Pick<NavApi, 'getEnv'>, locale: string) {
  return queryOptions({
    queryKey: envFeaturesKeys.locale(locale),
    queryFn: () =>
      fetchEnvFeatures(api, locale).catch((error: unknown) => {
        console.warn('[mf-nav] the locale features could not be read', error);
        throw error;
      }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** The locale's feature switches, asked only while `enabled`. */
export function useEnvFeaturesQuery(locale: string, enabled: boolean) {
  const api = useNavApi();
  return useQuery({ ...envFeaturesQuery(api, locale), enabled });
}

/**
 * The referrals button state (spec §2): shown only in en-US and only when the locale's
 * features say referrals is on. Null: hidden. Other locales never ask.
 */
export function useReferrals(locale: string, signedIn: boolean): { value: number } | null {
  const query = useEnvFeaturesQuery(locale, signedIn && locale === 'en-US');
  return query.isSuccess && query.data.referrals ? { value: query.data.referral_value } : null;
}
