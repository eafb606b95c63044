import { browserRoute } from '../index';
import { LOCALES, STRINGS, resolveLocale } from '../i18n';

const ORIGIN = 'http://localhost:8130';
const PAGE = 'http://localhost:8100';
const get = (path: string, params: Record<string, string> = {}) => browserRoute('GET', path, new URLSearchParams(params), ORIGIN);
const card = (params: Record<string, string> = {}) => get('/elements/card', { id: 'card1', key: 'pk_test_hourspace_local', parent: PAGE, ...params });
const challenge = (params: Record<string, string> = {}) =>
  get('/3ds/challenge', { intent: 'seti_abc', client_secret: 'seti_abc_secret_xyz', key: 'pk_test_hourspace_local', parent: PAGE, ...params });
const inlineScript = (html: string) => /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

describe('browserRoute', () => {
  it.each(['/v3', '/v3/'])('serves the Stripe.js subset at %s as uncached JavaScript any page may load', (path) => {
    const answer = get(path);
    expect(answer?.status).toBe(200);
    expect(answer?.headers).toMatchObject({
      'Content-Type': 'application/javascript; charset=utf-8',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    expect(answer?.body).toContain('window.Stripe = Stripe');
    expect(answer?.body).toContain(JSON.stringify(ORIGIN));
    expect(() => new Function(answer?.body ?? '')).not.toThrow();
  });

  it('leaves other paths and methods to the server', () => {
    expect(get('/v3/other.js')).toBeNull();
    expect(get('/elements/payment')).toBeNull();
    expect(get('/3ds/other')).toBeNull();
    expect(browserRoute('POST', '/v3/', new URLSearchParams(), ORIGIN)).toBeNull();
  });

  it('serves the card frame as HTML with a nonce for its one script and style, frameable anywhere', () => {
    const answer = card();
    expect(answer?.status).toBe(200);
    expect(answer?.headers['Content-Type']).toBe('text/html; charset=utf-8');
    expect(answer?.headers['X-Content-Type-Options']).toBe('nosniff');
    const csp = answer?.headers['Content-Security-Policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("default-src 'none'");
    expect(answer?.body).toContain(`<script nonce="${nonce}">`);
    expect(answer?.body).toContain(`<style nonce="${nonce}">`);
    expect(() => new Function(inlineScript(answer?.body ?? ''))).not.toThrow();
    expect(card()?.headers['Content-Security-Policy']).not.toBe(csp);
  });

  it.each([
    ['en', 'Card number', 'Expiration date (MM / YY)', 'Security code (CVC)'],
    ['fr', 'Numéro de carte', 'Date d&#39;expiration (MM / AA)', 'Code de sécurité (CVC)'],
    ['es', 'Número de tarjeta', 'Fecha de caducidad (MM / AA)', 'Código de seguridad (CVC)'],
    ['de', 'Kartennummer', 'Ablaufdatum (MM / JJ)', 'Sicherheitscode (CVC)'],
  ])('labels the three card fields in %s', (locale, number, expiry, cvc) => {
    const body = card({ locale })?.body ?? '';
    expect(body).toContain(`<html lang="${locale}">`);
    expect(body).toContain(`for="hs-number">${number}</label>`);
    expect(body).toContain(`for="hs-expiry">${expiry}</label>`);
    expect(body).toContain(`for="hs-cvc">${cvc}</label>`);
  });

  it.each(['auto', 'pt-BR', '', 'fr-CA'])('speaks English for the locale %p unless it is one of ours', (locale) => {
    expect(card({ locale })?.body).toContain(`<html lang="${locale === 'fr-CA' ? 'fr' : 'en'}">`);
  });

  it.each([
    ['a missing parent', { parent: '' }],
    ['a javascript: parent', { parent: 'javascript:alert(1)' }],
    ['a parent with a path', { parent: 'http://localhost:8100/account' }],
    ['a parent with credentials', { parent: 'http://user@localhost:8100' }],
    ['a secret key', { key: 'sk_test_hourspace_local' }],
    ['an element id with markup', { id: '"><script>' }],
    ['a malformed account', { account: 'acct_<b>' }],
  ])('refuses the card frame for %s', (_name, params) => {
    const answer = card(params);
    expect(answer?.status).toBe(400);
    expect(answer?.headers['Content-Type']).toBe('text/plain; charset=utf-8');
  });

  it('keeps markup in the options out of the page: the frame config is JSON with < escaped', () => {
    const body = card({ options: JSON.stringify({ style: { base: { color: '</script><img src=x onerror=alert(1)>' } }, hidePostalCode: false }) })?.body ?? '';
    expect(body).not.toContain('<img');
    expect(body.match(/<\/script>/g)).toHaveLength(1);
    expect(body).toContain('\\u003c/script\\u003e');
  });

  it('ignores options that are not JSON', () => {
    expect(card({ options: '{not json' })?.status).toBe(200);
  });

  it.each(LOCALES.map((locale) => [locale]))('serves the test 3-D Secure page in %s', (locale) => {
    const text = STRINGS[locale];
    const answer = challenge({ locale });
    expect(answer?.status).toBe(200);
    expect(answer?.headers['Content-Security-Policy']).toContain('frame-ancestors *');
    const escape = (s: string) => s.replace(/'/g, '&#39;');
    for (const line of [text.testNotice, text.completeAuthentication, text.failAuthentication, text.dialogLabel]) expect(answer?.body).toContain(escape(line));
    expect(() => new Function(inlineScript(answer?.body ?? ''))).not.toThrow();
  });

  it('says "This is a test authentication page" in English', () => {
    expect(challenge()?.body).toContain('This is a test authentication page');
  });

  it.each([
    ['a secret of another intent', { client_secret: 'seti_other_secret_xyz' }],
    ['an intent id with markup', { intent: 'seti_<b>', client_secret: 'seti_<b>_secret_x' }],
    ['a parent that is not http(s)', { parent: 'data:text/html,x' }],
    ['no publishable key', { key: '' }],
  ])('refuses the challenge page for %s', (_name, params) => {
    expect(challenge(params)?.status).toBe(400);
  });
});

describe('translations', () => {
  const keysOf = (value: object, prefix = ''): string[] =>
    Object.entries(value).flatMap(([key, inner]) => (typeof inner === 'object' ? keysOf(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`]));

  it.each(['fr', 'es', 'de'] as const)('%s has every English text, translated', (locale) => {
    expect(keysOf(STRINGS[locale]).sort()).toEqual(keysOf(STRINGS.en).sort());
    const english = STRINGS.en as unknown as Record<string, unknown>;
    const same = keysOf(STRINGS[locale]).filter((key) => {
      const path = key.split('.');
      const pick = (root: unknown) => path.reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], root);
      return pick(STRINGS[locale]) === pick(english);
    });
    // Only the CVC placeholder may match: the same abbreviation in every language.
    expect(same.filter((key) => key !== 'cvcPlaceholder')).toEqual([]);
  });

  it('resolves a locale option as Stripe.js takes it', () => {
    expect(resolveLocale('auto')).toBe('en');
    expect(resolveLocale(undefined)).toBe('en');
    expect(resolveLocale('de-AT')).toBe('de');
    expect(resolveLocale('ES')).toBe('es');
    expect(resolveLocale('it')).toBe('en');
  });
});
