import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appendSetCookie } from './refresh-cookie';

/**
 * The browser's memory of the accounts it logged into: a log-in from a browser that carries a
 * valid entry for the account hashes in the password queue's `returning` lane, ahead of
 * strangers (docs/decisions/login-priority.md). It proves nothing else and opens nothing.
 */
export const DEVICE_COOKIE = 'PSDevice';

/** Only the password log-in reads it, so only that call carries it (like PSRefresh, which only /v1/sso carries). */
export const DEVICE_COOKIE_PATH = '/web-templates/v1/sso/authenticate';

/** How long an entry (and the cookie) lasts after the last log-in that renewed it. */
export const DEVICE_COOKIE_SECONDS = 180 * 24 * 3600;

/** Accounts one browser remembers, the most recent first; an older one drops out. */
const MAX_ENTRIES = 4;

/** `<SSOid>.<expiry, epoch seconds>.<HMAC>` entries joined by `~`. */
const ENTRY_SHAPE = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function mac(secret: string, profileId: string, expires: number): string {
  return createHmac('sha256', `device:${secret}`).update(`${profileId}.${expires}`).digest('base64url');
}

interface Entry {
  profileId: string;
  expires: number;
}

/** The entries of the request's cookie whose signature holds and which have not expired. */
function validEntries(cookieHeader: string | undefined, secret: string, nowSeconds: number): Entry[] {
  if (typeof cookieHeader !== 'string') return [];
  const out: Entry[] = [];
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== DEVICE_COOKIE) continue;
    for (const raw of part
      .slice(eq + 1)
      .trim()
      .split('~')
      .slice(0, MAX_ENTRIES)) {
      const match = ENTRY_SHAPE.exec(raw);
      if (!match) continue;
      const [, profileId, exp, signature] = match as unknown as [string, string, string, string];
      const expires = Number(exp);
      const expected = Buffer.from(mac(secret, profileId, expires));
      const given = Buffer.from(signature);
      if (expires > nowSeconds && expected.length === given.length && timingSafeEqual(expected, given)) out.push({ profileId, expires });
    }
  }
  return out;
}

/** Whether the request comes from a browser that logged into `profileId` before (a valid, unexpired, signed entry). */
export function knownDevice(cookieHeader: string | undefined, profileId: string, secret: string, nowSeconds: number): boolean {
  return validEntries(cookieHeader, secret, nowSeconds).some((entry) => entry.profileId === profileId);
}

/**
 * Remembers in the reply that this browser logged into `profileId`: the request's valid
 * entries for other accounts stay, this one is renewed and goes first. `HttpOnly` and
 * `SameSite=Strict` as PSRefresh; `Secure` when the API is reached over https (the request or
 * its public URL), so a plain-http development address keeps it too.
 */
export function rememberDevice(request: FastifyRequest, reply: FastifyReply, options: { profileId: string; secret: string; nowSeconds: number; publicUrl: string }): void {
  const { profileId, secret, nowSeconds } = options;
  const expires = nowSeconds + DEVICE_COOKIE_SECONDS;
  const others = validEntries(request.headers.cookie, secret, nowSeconds).filter((entry) => entry.profileId !== profileId);
  const entries = [{ profileId, expires }, ...others].slice(0, MAX_ENTRIES);
  const value = entries.map((entry) => `${entry.profileId}.${entry.expires}.${mac(secret, entry.profileId, entry.expires)}`).join('~');
  const secure = request.protocol === 'https' || options.publicUrl.startsWith('https:');
  appendSetCookie(reply, `${DEVICE_COOKIE}=${value}; Max-Age=${DEVICE_COOKIE_SECONDS}; Path=${DEVICE_COOKIE_PATH}; HttpOnly;${secure ? ' Secure;' : ''} SameSite=Strict`);
}
