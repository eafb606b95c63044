import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { emailsTo, textsTo } from '../../src/mailbox';
import { refreshTokenOf } from '../../src/test-data';
import { expect } from '../../fixtures';

/** The API the running system uses. */
export const API = 'http://localhost:8120';
/** The development basic key (pre-login calls). */
export const BASIC_KEY = 'dev-basic-key';
/** The password of every demo account. */
export const DEMO_PASSWORD = 'Marketplace1';
/** A password that passes the sign-up rule. */
export const GOOD_PASSWORD = 'Hourspace2026';

/** A fresh email nobody has used: each test creates its own people. */
export function freshEmail(tag = 'auth'): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A 1x1 PNG, enough for the image service (it crops and resizes for real). */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/**
 * What the local mailbox received for an email address (SMTP) or a phone number (Twilio's
 * protocol), newest first, with the code each carries: an email's line that is only digits, an
 * SMS's first 4-digit number (docs/decisions/mail-and-sms.md). Ids only grow.
 */
async function mailboxMessages(request: APIRequestContext, to: string): Promise<Array<{ id: number; code: string | null }>> {
  if (to.includes('@')) return (await emailsTo(request, to)).map((m) => ({ id: m.id, code: /^\s*(\d{4,8})\s*$/m.exec(m.text)?.[1] ?? null }));
  return (await textsTo(request, to)).map((s) => ({ id: s.id, code: /\b(\d{4})\b/.exec(s.body)?.[1] ?? null }));
}

/** The newest code sent to an email or phone, read from the local mailbox (waits until one arrives after `after`). */
export async function latestCode(request: APIRequestContext, to: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = (await mailboxMessages(request, to)).find((m) => m.id > after && m.code)?.code ?? undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** The id of the newest message the mailbox holds for `to` (0 when none), to wait for the next one. */
export async function lastOutboxId(request: APIRequestContext, to: string): Promise<number> {
  return (await mailboxMessages(request, to))[0]?.id ?? 0;
}

export { refreshTokenOf };

/** The PSRefresh cookie as the API sets it: HttpOnly, Secure, SameSite=Strict, on its token paths only. */
export function refreshCookie(token: string) {
  return { name: 'PSRefresh', value: token, domain: 'localhost', path: '/v1/sso', httpOnly: true, secure: true, sameSite: 'Strict' as const };
}

/** Creates an email account through the API (the sign-up call), answering its tokens (the refresh token from its cookie). */
export async function createAccount(request: APIRequestContext, email: string, password = GOOD_PASSWORD) {
  const answer = await request.post(`${API}/v1/profiles`, {
    data: { grant_type: 'signup', username: email, password, unsubscribe: false, first_name: 'Erin', last_name: 'Example' },
  });
  expect(answer.status()).toBe(201);
  const body = (await answer.json()) as { access_token: string; SSOid: string; expires_in: number };
  return { ...body, refresh_token: refreshTokenOf(answer) };
}

/** Signs a page in as an account by its tokens (as the sign-in and the API's cookie do), without the modal. */
export async function useSession(context: BrowserContext, tokens: { access_token: string; refresh_token: string; SSOid: string }): Promise<void> {
  await context.addCookies([
    { name: 'PSAccess', value: tokens.access_token, url: 'http://localhost:8080' },
    { name: 'PSUser', value: tokens.SSOid, url: 'http://localhost:8080' },
    refreshCookie(tokens.refresh_token),
  ]);
}

/** The PSAccess cookie of the page's context, if set. */
export async function accessCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies('http://localhost:8080')).find((c) => c.name === 'PSAccess')?.value;
}

/** The auth dialog named `name`. */
export function dialog(page: Page, name: string | RegExp) {
  return page.getByRole('dialog', { name });
}

/** Sends a request on the page's bus, as another remote would (it waits for its handler). */
export async function busRequest(page: Page, topic: string, payload: unknown): Promise<void> {
  await page.evaluate(
    ([t, p]) => {
      const bus = (globalThis as unknown as Record<symbol, { request(topic: string, payload: unknown): void }>)[Symbol.for('hourspace.bus.v1')];
      bus?.request(t as string, p);
    },
    [topic, payload] as const,
  );
}

/** The fake providers' test identities (packages/api/src/content/identities.ts). */
export const IDENTITIES = {
  googleOnly: { id: '100000000000000000001', name: /Gabriel Gomez/ },
  googleNewFull: { id: '100000000000000000002', name: /Nora Newman/ },
  googleNewShort: { id: '100000000000000000003', name: /^A B/ },
  googleOfGuest: { id: '100000000000000000004', name: /Grace Guest/ },
  appleOnly: { id: '000123.apple.demo.0001', name: /Ada Appleby/ },
  appleRelay: { id: '000123.apple.new.0002', name: /Theo Hidden/ },
  appleNoEmail: { id: '000123.apple.new.0003', name: /Iris Quiet/ },
  facebookOnly: { id: '10150000000000001', name: /Fiona Fairweather/ },
  facebookNoEmail: { id: '10150000000000002', name: /Felix Noemail/ },
  facebookNew: { id: '10150000000000003', name: /Freya Fresh/ },
} as const;

/**
 * The fresh copies the fake providers' choosers offer of their new people: a person no one has
 * seen (a new id and email each time the chooser opens), so a new-user test checks the new-user
 * path on every run, also on a kept database (docs/decisions/e2e-test-data.md). The Google and
 * Apple choosers name them in the button's description, the Facebook SDK in the name.
 */
export const FRESH_PEOPLE = {
  googleNewFull: /^Nora Newman.*A new person each time/,
  googleNewShort: /^A B.*A new person each time/,
  appleNoEmail: /^Iris Quiet.*A new person each time/,
  facebookNoEmail: /^Felix Noemail, a new person each time/,
} as const;
