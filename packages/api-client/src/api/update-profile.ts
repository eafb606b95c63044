import type { Requester } from '../request';
import { ROUTES, TIMEOUTS } from '../routes';
import { ProfileSchema, type Profile } from './get-profile';

/** What PUT /v1/profiles/me accepts (spec §7, plus the profile form's fields). */
export interface UpdateProfileBody {
  preferred_locale?: string;
  avatar_url?: string;
  phone?: string;
  phone_formatted?: string;
  phone_country?: string;
  phone_country_code?: string;
  ga_client_id?: string;
  first_name?: string;
  last_name?: string;
  organization?: string;
  job_title?: string;
  /** The profile form's "how did you hear about us" answer. */
  how_heard?: string;
}

/** PUT /v1/profiles/me with the access token; 10 s timeout; returns the updated profile. */
export async function updateProfile(request: Requester, body: UpdateProfileBody, timeout: number = TIMEOUTS.profileUpdate): Promise<Profile> {
  return request({ method: 'PUT', path: ROUTES.profile, auth: 'bearer', json: body, timeout, schema: ProfileSchema });
}
