import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A random base62 string, as Stripe's ids and secrets are. */
export function base62(length: number): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  for (let i = 0; out.length < length && i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b < 248) out += ALPHABET[b % 62];
  }
  return out.length === length ? out : out + base62(length - out.length);
}

/** `cus_…`, `pi_…`, `evt_…`: Stripe's prefixes over 24 random base62 characters. */
export function newId(prefix: string): string {
  return `${prefix}_${base62(24)}`;
}

/** An intent's client secret: its id, `_secret_`, then random characters (Stripe's shape). */
export function clientSecret(intentId: string): string {
  return `${intentId}_secret_${base62(25)}`;
}
