import * as v from 'valibot';
import { ApiError, ApiErrorCode } from '../errors';
import type { Requester } from '../request';
import { ROUTES } from '../routes';

/** Which sign-in methods an account has (spec §3 Grants check result); absent means no. */
export const GrantsSchema = v.looseObject({
  email: v.optional(v.boolean(), false),
  facebook: v.optional(v.boolean(), false),
  google: v.optional(v.boolean(), false),
  apple: v.optional(v.boolean(), false),
  password_reset: v.optional(v.boolean(), false),
});
export type Grants = v.InferOutput<typeof GrantsSchema>;

/** Exactly one identifier to look up. */
export type GrantsQuery = { username: string } | { facebook_id: string } | { google_id: string } | { apple_id: string };

const KEYS = ['username', 'facebook_id', 'google_id', 'apple_id'] as const;

/** GET /v1/sso/grants with the basic key. */
export async function getGrants(request: Requester, query: GrantsQuery): Promise<Grants> {
  const given = KEYS.filter((key) => {
    const value = (query as Record<string, unknown>)[key];
    return typeof value === 'string' && value.trim() !== '';
  });
  if (given.length !== 1) {
    throw new ApiError(ApiErrorCode.BAD_INPUT, 'getGrants needs exactly one non-empty username, facebook_id, google_id or apple_id.');
  }
  const key = given[0] as (typeof KEYS)[number];
  return request({
    method: 'GET',
    path: ROUTES.grants,
    auth: 'basic',
    query: { [key]: (query as Record<string, string>)[key] },
    schema: GrantsSchema,
  });
}
