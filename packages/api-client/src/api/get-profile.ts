import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES, TIMEOUTS } from '../routes';

/** The profile (spec §3). Optional fields are nullish: a new account has none of them yet. */
export const ProfileSchema = v.looseObject({
  SSOid: v.string(),
  first_name: v.nullish(v.string()),
  last_name: v.nullish(v.string()),
  organization: v.nullish(v.string()),
  job_title: v.nullish(v.string()),
  email: v.nullish(v.string()),
  email_verified: v.nullish(v.boolean()),
  phone: v.nullish(v.string()),
  phone_formatted: v.nullish(v.string()),
  phone_country: v.nullish(v.string()),
  phone_country_code: v.nullish(v.union([v.string(), v.number()])),
  phone_verified: v.nullish(v.boolean()),
  is_host: v.nullish(v.boolean()),
  host_state: v.nullish(v.string()),
  avatar: v.nullish(v.string()),
  avatar_id: v.nullish(v.string()),
  avatar_url: v.nullish(v.string()),
  preferred_locale: v.nullish(v.string()),
  how_heard: v.nullish(v.string()),
  unsubscribe: v.nullish(v.boolean()),
  created_at: v.nullish(v.string()),
  intercom_hmac: v.nullish(v.string()),
  account_id: v.nullish(v.union([v.string(), v.number()])),
  payouts_enabled: v.nullish(v.boolean()),
  thread_count: v.nullish(v.number()),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

/** GET /v1/profiles/me with the access token; 5 s timeout. */
export async function getProfile(request: Requester, timeout: number = TIMEOUTS.profileRead): Promise<Profile> {
  return request({ method: 'GET', path: ROUTES.profile, auth: 'bearer', timeout, schema: ProfileSchema });
}
