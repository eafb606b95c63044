import { recordFigure } from '@hourspace/contracts/testing/security-figures';
import { testApiOfFile } from './support/test-api';

/**
 * The public content routes (docs/decisions/public-content-pages.md): malformed input answers 4xx, never 5xx; the
 * answers are the same for everyone (no one owns them, a token changes nothing); nothing
 * redirects, and every link they carry stays on this site under the locale's prefix.
 */
const SUITE = 'public content routes';

const api = testApiOfFile({ SEED_SPACES: '40', SEED_PHOTOS: '8' });
let token: string;
beforeAll(async () => {
  token = await api.login('guest@example.com');
});

const MALFORMED = [
  '/v1/legal/en-US/%00',
  '/v1/legal/en-US/..%2F..%2Fetc%2Fpasswd',
  `/v1/legal/en-US/${'a'.repeat(400)}`,
  '/v1/legal/%E0%A4%A/terms',
  '/v1/legal/en-US/constructor',
  '/v1/legal/en-US/__proto__',
  '/v1/resources/en-US?page=0',
  '/v1/resources/en-US?page=-1',
  '/v1/resources/en-US?page=1.5',
  '/v1/resources/en-US?page=abc',
  '/v1/resources/en-US?page=99999999999999999999',
  '/v1/resources/en-US?category=constructor',
  '/v1/resources/en-US?category=%3Cscript%3E',
  '/v1/resources/en-US/toString',
  '/v1/resources/en-US/%2e%2e',
  '/v1/locations/%00',
  '/v1/locations/en-US%20',
];

it('answers malformed paths and queries with 400 or 404, never 5xx', async () => {
  for (const path of MALFORMED) {
    const answer = await api.request('GET', path);
    expect(`${answer.status} ${path}`).toMatch(/^(400|404) /);
  }
  // Keys it does not read (bracketed or unknown) are ignored: the first page of all articles.
  for (const path of ['/v1/resources/en-US?page[]=2', '/v1/resources/en-US?category[x]=guides', '/v1/resources/en-US?debug=1']) {
    const answer = await api.request('GET', path);
    expect(`${answer.status} ${answer.body.page} ${answer.body.category}`).toBe('200 1 null');
  }
  recordFigure(SUITE, 'malformed requests / 5xx', `${MALFORMED.length} / 0`);
});

it('names the bad query field in a 400', async () => {
  const page = await api.request('GET', '/v1/resources/en-US?page=0');
  expect(page.body).toMatchObject({ error: 'validation', issues: [{ field: 'page' }] });
  const category = await api.request('GET', '/v1/resources/en-US?category=toString');
  expect(category.body).toMatchObject({ error: 'validation', issues: [{ field: 'category' }] });
});

it('answers everyone alike: no token needed, a token or a bad one changes nothing, nothing personal is served', async () => {
  for (const path of ['/v1/legal/en-US/privacy', '/v1/resources/en-US', '/v1/resources/en-US/dinner-party-for-20', '/v1/locations/en-US', '/v1/fees']) {
    const anonymous = await api.request('GET', path);
    const signedIn = await api.request('GET', path, { token });
    const forged = await api.request('GET', path, { token: 'not-a-token' });
    expect(anonymous.status).toBe(200);
    expect(signedIn.body).toEqual(anonymous.body);
    expect(forged.body).toEqual(anonymous.body);
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=300');
    expect(anonymous.text).not.toContain('guest@example.com');
  }
});

it('never redirects, and every link it serves is a site path under the locale prefix', async () => {
  const paths = [
    '/v1/legal/fr-CA/terms',
    '/v1/resources/fr-CA',
    '/v1/resources/fr-CA/hybrid-meeting-checklist',
    '/v1/locations/fr-CA',
    '/v1/legal/fr-CA//terms',
    '/v1/resources/fr-CA/',
  ];
  for (const path of paths) {
    const answer = await api.request('GET', path, { redirect: 'manual' });
    expect(answer.status < 300 || answer.status >= 400).toBe(true);
    expect(answer.headers.get('location')).toBeNull();
  }
  const locations = (await api.request('GET', '/v1/locations/fr-CA')).body;
  const hrefs: string[] = locations.countries.flatMap((c: { cities: { href: string }[] }) => c.cities.map((city) => city.href));
  expect(hrefs.length).toBe(38);
  for (const href of hrefs) expect(href).toMatch(/^\/fr-ca\/s\/\?location=[^/\\]+$/);
  recordFigure(SUITE, 'links served / off-site', `${hrefs.length} / 0`);
});
