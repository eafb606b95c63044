import { randomBytes } from 'node:crypto';
import { bundle, httpOrigin } from './html';
import { resolveLocale, STRINGS } from './i18n';
import { cardFramePage, challengePage } from './pages';

/**
 * The browser half of the local processor (docs/decisions/payments-provider.md, card entry on
 * the processor's origin): the Stripe.js subset at `/v3/`, the card element's frame at
 * `/elements/card` and the test 3-D Secure page at `/3ds/challenge`. The HTTP server asks this
 * function first for GET paths under `/v3`, `/elements/` and `/3ds/`; null means "not mine".
 */
export interface BrowserResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export { resolveLocale, STRINGS, type Locale, type BrowserStrings } from './i18n';

const PUBLISHABLE_KEY = /^pk_[A-Za-z0-9_]{1,200}$/;
const ACCOUNT = /^acct_[A-Za-z0-9_]{1,200}$/;
const ELEMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const INTENT_ID = /^(?:seti|pi)_[A-Za-z0-9_]{1,200}$/;
const CLIENT_SECRET = /^(?:seti|pi)_[A-Za-z0-9_]{1,200}_secret_[A-Za-z0-9_]{1,200}$/;

const PARENT_SCRIPTS = ['shared.js', 'stripe-elements.js', 'stripe-challenge.js', 'stripe.js'];
const CARD_FRAME_SCRIPTS = ['shared.js', 'card-validation.js', 'card-frame.js'];
const CHALLENGE_SCRIPTS = ['shared.js', 'challenge.js'];

function plain(status: number, message: string): BrowserResponse {
  return { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' }, body: `${message}\n` };
}

/** A frame page: its script and style carry this answer's nonce, and any site may frame it (pages embed it). */
function html(render: (nonce: string) => string): BrowserResponse {
  const nonce = randomBytes(16).toString('base64');
  return {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors *`,
    },
    body: render(nonce),
  };
}

/** Only the fields of the card element's options the frame applies; the rest stays with the page. */
function frameOptions(raw: string | null): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '{}');
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const source = parsed as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const flag of ['hidePostalCode', 'hideIcon', 'disabled']) if (typeof source[flag] === 'boolean') picked[flag] = source[flag];
  if (source.style && typeof source.style === 'object') picked.style = source.style;
  const value = source.value as { postalCode?: unknown } | undefined;
  if (value && typeof value.postalCode === 'string') picked.value = { postalCode: value.postalCode.slice(0, 10) };
  return picked;
}

function stripeJs(origin: string): BrowserResponse {
  return {
    status: 200,
    headers: {
      'Content-Type': 'application/javascript; charset=utf-8',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
    body: bundle(PARENT_SCRIPTS, { origin, strings: STRINGS }),
  };
}

function cardFrame(query: URLSearchParams): BrowserResponse {
  const parentOrigin = httpOrigin(query.get('parent'));
  const key = query.get('key') ?? '';
  const elementId = query.get('id') ?? '';
  const account = query.get('account');
  if (!parentOrigin) return plain(400, 'parent must be the http(s) origin of the page that mounts the card element.');
  if (!PUBLISHABLE_KEY.test(key)) return plain(400, 'key must be a publishable key (pk_…).');
  if (!ELEMENT_ID.test(elementId)) return plain(400, 'id must name the card element.');
  if (account !== null && !ACCOUNT.test(account)) return plain(400, 'account must be a connected account id (acct_…).');
  const locale = resolveLocale(query.get('locale'));
  const config = { elementId, parentOrigin, key, stripeAccount: account, locale, strings: STRINGS, options: frameOptions(query.get('options')) };
  return html((nonce) => cardFramePage(locale, STRINGS[locale], nonce, bundle(CARD_FRAME_SCRIPTS, config)));
}

function challenge(query: URLSearchParams): BrowserResponse {
  const parentOrigin = httpOrigin(query.get('parent'));
  const intentId = query.get('intent') ?? '';
  const clientSecret = query.get('client_secret') ?? '';
  const key = query.get('key') ?? '';
  const account = query.get('account');
  if (!parentOrigin) return plain(400, 'parent must be the http(s) origin of the page that opened the challenge.');
  if (!INTENT_ID.test(intentId) || !CLIENT_SECRET.test(clientSecret) || !clientSecret.startsWith(`${intentId}_secret_`)) {
    return plain(400, "intent and client_secret must name the same SetupIntent or PaymentIntent (the secret is the intent's id, _secret_, and more).");
  }
  if (!PUBLISHABLE_KEY.test(key)) return plain(400, 'key must be a publishable key (pk_…).');
  if (account !== null && !ACCOUNT.test(account)) return plain(400, 'account must be a connected account id (acct_…).');
  const locale = resolveLocale(query.get('locale'));
  const text = STRINGS[locale];
  const config = { intentId, clientSecret, key, stripeAccount: account, parentOrigin, strings: text };
  return html((nonce) => challengePage(locale, text, nonce, bundle(CHALLENGE_SCRIPTS, config)));
}

/**
 * The answer for a browser path, or null when the path is not one of ours (the server then
 * answers as for any unknown path). `origin` is the processor's own origin, which the script
 * uses for the frames and for its REST calls.
 */
export function browserRoute(method: string, pathname: string, query: URLSearchParams, origin: string): BrowserResponse | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (pathname === '/v3' || pathname === '/v3/') return stripeJs(origin);
  if (pathname === '/elements/card') return cardFrame(query);
  if (pathname === '/3ds/challenge') return challenge(query);
  return null;
}
