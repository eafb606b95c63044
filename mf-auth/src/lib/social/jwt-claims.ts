import * as v from 'valibot';

/** The claims of a Google or Apple id_token this remote reads (never trusted: the API verifies the token). */
export const IdTokenClaimsSchema = v.looseObject({
  sub: v.string(),
  email: v.optional(v.string()),
  given_name: v.optional(v.string()),
  family_name: v.optional(v.string()),
  picture: v.optional(v.string()),
  nonce: v.optional(v.string()),
});
export type IdTokenClaims = v.InferOutput<typeof IdTokenClaimsSchema>;

function base64UrlDecode(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads a JWT's payload for display and routing; null when it is not a JWT with a `sub`. */
export function readIdTokenClaims(token: string): IdTokenClaims | null {
  const [, payload, , extra] = token.split('.');
  if (!payload || extra !== undefined) return null;
  try {
    const result = v.safeParse(IdTokenClaimsSchema, JSON.parse(base64UrlDecode(payload)));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

/** Google One Tap rule (spec §5), applied to every provider name: used only if longer than 1 character. */
export function nameIfLongEnough(name: string | undefined | null): string | undefined {
  const trimmed = name?.trim();
  return trimmed && trimmed.length > 1 ? trimmed : undefined;
}
