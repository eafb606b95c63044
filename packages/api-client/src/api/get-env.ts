import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES, fillPath } from '../routes';

/** A location option (spec §3): what a location field holds once resolved. */
export const LocationOptionSchema = v.looseObject({
  query: v.nullish(v.string()),
  latitude: v.nullish(v.number()),
  longitude: v.nullish(v.number()),
  label: v.nullish(v.string()),
});
export type LocationOption = v.InferOutput<typeof LocationOptionSchema>;

/** The environment's locale data (spec §3 Locale); `location_prefill` prefills the location field. */
export const EnvSchema = v.looseObject({
  locale: v.nullish(v.string()),
  language: v.nullish(v.string()),
  country: v.nullish(v.string()),
  region: v.nullish(v.string()),
  url_prefix: v.nullish(v.string()),
  zendesk_url_locale: v.nullish(v.string()),
  translations: v.nullish(v.unknown()),
  fallback: v.nullish(v.boolean()),
  currency: v.nullish(v.string()),
  location_prefill: v.nullish(LocationOptionSchema),
  /** Switches the site reads: Google sign-up shown, referrals button on, referral value. */
  features: v.nullish(
    v.looseObject({
      google_signup: v.nullish(v.boolean()),
      referrals: v.nullish(v.boolean()),
      referral_value: v.nullish(v.number()),
    }),
  ),
});
export type Env = v.InferOutput<typeof EnvSchema>;

/** GET /v1/env/web/{locale} with the basic key. */
export async function getEnv(request: Requester, locale: string): Promise<Env> {
  return request({ method: 'GET', path: fillPath(ROUTES.env, { locale }), auth: 'basic', schema: EnvSchema });
}
