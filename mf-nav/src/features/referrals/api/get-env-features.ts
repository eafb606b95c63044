import * as v from 'valibot';
import type { NavApi } from '../../../app/nav-api';
import { useNavApi } from '../../../app/nav-api';
import { useResource } from '../../../app/use-resource';

/** The referral reward (spec §9): $50. */
export const REFERRAL_VALUE = 50;

/** The `features` GET /v1/env/web/{locale} answers, as far as the nav reads them. */
export const EnvFeaturesSchema = v.looseObject({
  referrals: v.optional(v.boolean(), false),
  referral_value: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), REFERRAL_VALUE),
});
export type EnvFeatures = v.InferOutput<typeof EnvFeaturesSchema>;

/** The locale's feature switches; all off when the answer has none. */
export async function fetchEnvFeatures(api: Pick<NavApi, 'getEnv'>, locale: string): Promise<EnvFeatures> {
  const env = await api.getEnv(locale);
  const parsed = v.safeParse(EnvFeaturesSchema, (env as { features?: unknown }).features ?? {});
  return parsed.success ? parsed.output : { referrals: false, referral_value: REFERRAL_VALUE };
}

/**
 * The referrals button state (spec §2): shown only in en-US and only when the locale's
 * features say referrals is on. Null: hidden. Other locales never ask.
 */
export function useReferrals(locale: string, signedIn: boolean): { value: number } | null {
  const api = useNavApi();
  const resource = useResource(signedIn && locale === 'en-US' ? `features:${locale}` : null, () =>
    fetchEnvFeatures(api, locale).catch((error: unknown) => {
      console.warn('[mf-nav] the locale features could not be read', error);
      throw error;
    }),
  );
  return resource.status === 'success' && resource.data.referrals ? { value: resource.data.referral_value } : null;
}
