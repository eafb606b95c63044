import { clearWebEnvironment, findWebEnvironment, setWebEnvironment } from '@hourspace/contracts';
import { createApiClient, type ApiClient } from '../client';
import { ApiError, ApiErrorCode } from '../errors';
import { ROUTES, TIMEOUTS, fillPath } from '../routes';
import { answerLater, sendJson, startTestServer, type TestServer } from './test-server';

const PROFILE = { SSOid: 'u-1', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', is_host: true };
const LOGIN = { access_token: 'a', refresh_token: 'r', expires_in: 900, SSOid: 'u-1' };
const ACCOUNT = { details_submitted: true, payouts_enabled: true, external_accounts: { data: [] }, settings: { payouts: { schedule: { interval: 'weekly' } } } };
const SPACE = {
  id: 7,
  title: 'Sunny loft',
  latitude: 40.7,
  longitude: -74,
  hourly_price: 85,
  currency: 'USD',
  photo: { url: 'http://localhost:8120/v1/images/p1' },
};

let server: TestServer;
let client: ApiClient;

beforeEach(async () => {
  server = await startTestServer();
  client = createApiClient({ baseUrl: server.url, basicKey: 'basic-123', getAccessToken: () => 'user-token' });
});

afterEach(async () => {
  await server.close();
});

function answer(body: unknown, status = 200) {
  server.handle = (_request, response) => sendJson(response, status, body);
}

function last() {
  const seen = server.seen.at(-1);
  if (!seen) throw new Error('no request reached the server');
  return {
    ...seen,
    get json(): unknown {
      return seen.body.length ? (JSON.parse(seen.body.toString()) as unknown) : undefined;
    },
  };
}

interface Case {
  name: string;
  call: (api: ApiClient) => Promise<unknown>;
  answer: unknown;
  method: string;
  path: string;
  auth: 'user' | 'basic' | 'none';
  body?: unknown;
  query?: Record<string, string>;
}

const CASES: Case[] = [
  { name: 'getEnv', call: (api) => api.getEnv('en-US'), answer: { location_prefill: null }, method: 'GET', path: '/v1/env/web/en-US', auth: 'basic' },
  { name: 'getKeywords', call: (api) => api.getKeywords('fr-FR'), answer: [{ id: 'yoga', dropdown: 'Yoga' }], method: 'GET', path: '/v1/env/keywords/fr-FR', auth: 'basic' },
  {
    name: 'signup',
    call: (api) => api.signup({ grant_type: 'signup', username: 'ada@example.com', password: 'Secret123', unsubscribe: false }),
    answer: LOGIN,
    method: 'POST',
    path: '/v1/profiles',
    auth: 'none',
    body: { grant_type: 'signup', username: 'ada@example.com', password: 'Secret123', unsubscribe: false },
  },
  { name: 'getProfile', call: (api) => api.getProfile(), answer: PROFILE, method: 'GET', path: '/v1/profiles/me', auth: 'user' },
  {
    name: 'updateProfile',
    call: (api) => api.updateProfile({ preferred_locale: 'fr-FR' }),
    answer: PROFILE,
    method: 'PUT',
    path: '/v1/profiles/me',
    auth: 'user',
    body: { preferred_locale: 'fr-FR' },
  },
  {
    name: 'authenticate',
    call: (api) => api.authenticate({ grant_type: 'password', username: 'ada@example.com', password: 'x', signin: true }),
    answer: LOGIN,
    method: 'POST',
    path: '/web-templates/v1/sso/authenticate',
    auth: 'none',
    body: { grant_type: 'password', username: 'ada@example.com', password: 'x', signin: true },
  },
  { name: 'logout', call: (api) => api.logout(), answer: { success: true }, method: 'GET', path: '/v1/sso/users/logout/', auth: 'user' },
  { name: 'refreshSession', call: (api) => api.refreshSession(), answer: { ...LOGIN, refresh_token: null }, method: 'POST', path: '/v1/sso/refresh', auth: 'none' },
  {
    name: 'getGrants',
    call: (api) => api.getGrants({ username: 'ada@example.com' }),
    answer: { email: true },
    method: 'GET',
    path: '/v1/sso/grants',
    auth: 'basic',
    query: { username: 'ada@example.com' },
  },
  {
    name: 'getExperience',
    call: (api) => api.getExperience({ name: 'terms', trigger: 'sign-in' }),
    answer: { data: [] },
    method: 'GET',
    path: '/v1/profiles/me/experience',
    auth: 'user',
    query: { name: 'terms', trigger: 'sign-in' },
  },
  { name: 'sendEmailCode', call: (api) => api.sendEmailCode(), answer: {}, method: 'GET', path: '/v1/profiles/me/email/verify', auth: 'user' },
  {
    name: 'verifyEmailCode',
    call: (api) => api.verifyEmailCode('1234'),
    answer: {},
    method: 'PUT',
    path: '/v1/profiles/me/email/verify',
    auth: 'user',
    body: { email_verification_code: '1234' },
  },
  { name: 'sendPhoneCode', call: (api) => api.sendPhoneCode(), answer: {}, method: 'GET', path: '/v1/profiles/me/phone/verify', auth: 'user' },
  {
    name: 'verifyPhoneCode',
    call: (api) => api.verifyPhoneCode('9876'),
    answer: {},
    method: 'PUT',
    path: '/v1/profiles/me/phone/verify',
    auth: 'user',
    body: { phone_verification_code: '9876' },
  },
  {
    name: 'appleConnect',
    call: (api) => api.appleConnect({ source: 'nav', actionRequested: 'login', reqFromPath: '/us/' }),
    answer: { stateCode: 's', clientId: 'c' },
    method: 'POST',
    path: '/apple-connect',
    auth: 'none',
    body: { source: 'nav', actionRequested: 'login', reqFromPath: '/us/' },
  },
  {
    name: 'googleConnect',
    call: (api) => api.googleConnect({ action: 'login' }),
    answer: { state: 's', clientId: 'c', nonce: 'n', redirectUri: 'http://localhost/cb' },
    method: 'POST',
    path: '/google-connect',
    auth: 'none',
    body: { action: 'login' },
  },
  {
    name: 'getUnreadThreadCount',
    call: (api) => api.getUnreadThreadCount('u-1'),
    answer: { thread_count: 3 },
    method: 'GET',
    path: '/v1/messages/user/threads/count',
    auth: 'user',
    query: { is_read: 'false', to: 'u-1' },
  },
  {
    name: 'sendMessage',
    call: (api) => api.sendMessage({ to: 'u-2', message: 'Hi <b>there</b>' }),
    answer: { id: 'm-1' },
    method: 'POST',
    path: '/v1/message/send',
    auth: 'user',
    body: { to: 'u-2', message: 'Hi there' },
  },
  {
    name: 'updateMessage',
    call: (api) => api.updateMessage({ id: 'm-1', is_read: true }),
    answer: { id: 'm-1' },
    method: 'PUT',
    path: '/v1/message/update',
    auth: 'user',
    body: { id: 'm-1', is_read: true },
  },
  {
    name: 'payments.getAccounts',
    call: (api) => api.payments.getAccounts('u-1'),
    answer: ACCOUNT,
    method: 'GET',
    path: '/v2/payments/users/u-1/accounts',
    auth: 'user',
  },
  {
    name: 'payments.saveAccounts (update)',
    call: (api) => api.payments.saveAccounts('u-1', { country: 'US' }),
    answer: ACCOUNT,
    method: 'PUT',
    path: '/v2/payments/users/u-1/accounts',
    auth: 'user',
    body: { country: 'US' },
  },
  {
    name: 'payments.saveAccounts (create)',
    call: (api) => api.payments.saveAccounts('u-1', { country: 'US' }, { create: true }),
    answer: ACCOUNT,
    method: 'POST',
    path: '/v2/payments/users/u-1/accounts',
    auth: 'user',
    body: { country: 'US' },
  },
  {
    name: 'payments.getRecipients',
    call: (api) => api.payments.getRecipients('u-1'),
    answer: { data: [{ id: 'r-1' }] },
    method: 'GET',
    path: '/v2/payments/users/u-1/recipients',
    auth: 'user',
  },
  {
    name: 'payments.createRecipient',
    call: (api) => api.payments.createRecipient('u-1', { last_4: '1234' }),
    answer: { id: 'r-1' },
    method: 'POST',
    path: '/v2/payments/users/u-1/recipients',
    auth: 'user',
    body: { last_4: '1234' },
  },
  {
    name: 'payments.getCards',
    call: (api) => api.payments.getCards('u-1'),
    answer: { data: [{ id: 'c-1', brand: 'visa', last4: '4242' }] },
    method: 'GET',
    path: '/v2/payments/users/u-1/cards',
    auth: 'user',
  },
  {
    name: 'payments.setupCard',
    call: (api) => api.payments.setupCard('u-1'),
    answer: { id: 'seti_1', client_secret: 'seti_1_secret_x' },
    method: 'POST',
    path: '/v2/payments/users/u-1/cards/setup',
    auth: 'user',
    body: {},
  },
  {
    name: 'payments.saveCard',
    call: (api) => api.payments.saveCard('u-1', 'seti_1'),
    answer: { id: 'c-1' },
    method: 'POST',
    path: '/v2/payments/users/u-1/cards/seti_1',
    auth: 'user',
  },
  {
    name: 'payments.getPayouts',
    call: (api) => api.payments.getPayouts('u-1'),
    answer: {
      data: [
        {
          id: 'po_1',
          booking_id: 'b-1',
          total_amount: 12000,
          fee_amount: 1800,
          payout_amount: 10200,
          currency: 'usd',
          status: 'paid',
          transfers: [{ id: 'tr_1', amount: 10200, currency: 'usd', status: 'paid', created_at: '2026-12-01T10:00:00Z' }],
          created_at: '2026-12-01T09:00:00Z',
        },
      ],
    },
    method: 'GET',
    path: '/v2/payments/users/u-1/payouts',
    auth: 'user',
  },
  {
    name: 'payments.getBankReady',
    call: (api) => api.payments.getBankReady('u-1'),
    answer: { ready: false },
    method: 'GET',
    path: '/v2/payments/users/u-1/bank/ready',
    auth: 'user',
  },
  {
    name: 'entitlements.getByExternalId',
    call: (api) => api.entitlements.getByExternalId('spring'),
    answer: { _id: 'e-1', external_id: 'spring', end: '2030-01-01T00:00:00Z', actions: [] },
    method: 'GET',
    path: '/v1/entitlements/external_id/spring',
    auth: 'user',
  },
  {
    name: 'entitlements.getByExternalId in a locale',
    call: (api) => api.entitlements.getByExternalId('spring', 'fr-CA'),
    answer: { _id: 'e-1', external_id: 'spring', end: '2030-01-01T00:00:00Z', actions: [] },
    method: 'GET',
    path: '/v1/entitlements/external_id/spring',
    query: { locale: 'fr-CA' },
    auth: 'user',
  },
  {
    name: 'entitlements.getAttachments',
    call: (api) => api.entitlements.getAttachments('u-1'),
    answer: { data: [] },
    method: 'GET',
    path: '/v1/entitlements/attachments/profiles/u-1',
    auth: 'user',
  },
  {
    name: 'entitlements.attach',
    call: (api) => api.entitlements.attach({ entitlement_id: 'e-1', ns: 'profiles', key: 'SSOid', value: 'u-1' }),
    answer: { entitlement_id: 'e-1', ns: 'profiles', key: 'SSOid', value: 'u-1' },
    method: 'POST',
    path: '/v1/entitlements/attachments',
    auth: 'user',
    body: { entitlement_id: 'e-1', ns: 'profiles', key: 'SSOid', value: 'u-1' },
  },
  {
    name: 'acceptTerms',
    call: (api) => api.acceptTerms(),
    answer: { success: true, version: 2 },
    method: 'POST',
    path: '/v1/profiles/me/experience/terms/accept',
    auth: 'user',
  },
  {
    name: 'requestPasswordReset',
    call: (api) => api.requestPasswordReset('ada@example.com'),
    answer: { success: true },
    method: 'POST',
    path: '/v1/sso/password-reset',
    auth: 'basic',
    body: { username: 'ada@example.com' },
  },
  {
    name: 'resetPassword',
    call: (api) => api.resetPassword({ token: 't', password: 'Secret123' }),
    answer: { success: true },
    method: 'PUT',
    path: '/v1/sso/password-reset',
    auth: 'none',
    body: { token: 't', password: 'Secret123' },
  },
  {
    name: 'fetchImage',
    call: (api) => api.fetchImage('http://localhost:8120/dev/google/photos/a.jpg'),
    answer: { public_id: 'i', secure_url: 'http://x/v1/images/i', avatar_url: 'http://x/v1/images/i/100x100' },
    method: 'POST',
    path: '/v1/images/fetch',
    auth: 'user',
    body: { url: 'http://localhost:8120/dev/google/photos/a.jpg' },
  },
  {
    name: 'getActivities',
    call: (api) => api.getActivities('de-DE'),
    answer: { data: [{ id: 'yoga', dropdown: 'Yoga' }] },
    method: 'GET',
    path: '/v1/activities',
    auth: 'none',
    query: { locale: 'de-DE' },
  },
  {
    name: 'getActivitySuggestions',
    call: (api) => api.getActivitySuggestions({ q: 'yog', locale: 'en-US' }),
    answer: { suggestions: [{ value: { id: 'yoga' }, query: 'yoga', label: 'Yoga' }] },
    method: 'GET',
    path: '/v1/activities/suggestions',
    auth: 'none',
    query: { q: 'yog', locale: 'en-US', limit: '5' },
  },
  {
    name: 'getPlacePredictions',
    call: (api) => api.getPlacePredictions({ input: 'brookl', locale: 'en-US' }),
    answer: { status: 'OK', predictions: [{ place_id: 'p1', description: 'Brooklyn, NY, the US' }] },
    method: 'GET',
    path: '/v1/maps/place-predictions',
    auth: 'none',
    query: { input: 'brookl', locale: 'en-US' },
  },
  {
    name: 'geocode',
    call: (api) => api.geocode({ place_id: 'p1' }),
    answer: { status: 'OK', results: [{ place_id: 'p1', formatted_address: 'Brooklyn', geometry: { location: { lat: 40.6, lng: -73.9 } } }] },
    method: 'GET',
    path: '/v1/maps/geocode',
    auth: 'none',
    query: { place_id: 'p1' },
  },
  {
    name: 'getHomeSections',
    call: (api) => api.getHomeSections('en-GB'),
    answer: { locale: 'en-GB', order: ['intro'], sections: { intro: { heading1: 'Hi', images: [] } } },
    method: 'GET',
    path: '/v1/home/en-GB/sections',
    auth: 'none',
  },
  {
    name: 'getPopularKeywords',
    call: (api) => api.getPopularKeywords('en-US'),
    answer: { locale: 'en-US', country: 'US', keywords: [{ keyword: 'party', locations: [{ city: 'Austin', state: 'TX', permalink: '/plan/party/austin' }] }] },
    method: 'GET',
    path: '/v1/keywords/popular/en-US',
    auth: 'none',
  },
  {
    name: 'getBrowseTree',
    call: (api) => api.getBrowseTree('fr-FR'),
    answer: {
      locale: 'fr-FR',
      tree: [{ label: 'Événements', path: '/fr/plan/activities#event', children: [{ label: 'Tout voir', path: '/fr/plan/activities#event', see_all: true }] }],
    },
    method: 'GET',
    path: '/v1/browse/fr-FR',
    auth: 'none',
  },
  {
    name: 'searchSpaces',
    call: (api) => api.searchSpaces({ activity: 'yoga', location: 'brooklyn', page: 2 }),
    answer: { total: 31, page: 2, pageSize: 30, results: [SPACE] },
    method: 'GET',
    path: '/v1/spaces/search',
    auth: 'none',
    query: { activity: 'yoga', location: 'brooklyn', page: '2' },
  },
  {
    name: 'trackEvent',
    call: (api) => api.trackEvent({ consent: true, event: 'locale updated', properties: { changed_to: 'fr-FR' } }),
    answer: { accepted: 1, stored: 1 },
    method: 'POST',
    path: '/v1/analytics/track',
    auth: 'user',
    body: { consent: true, event: 'locale updated', properties: { changed_to: 'fr-FR' } },
  },
];

describe('the API client', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('sends %s to its spec path with the right method, header and body', async (_name, c) => {
    answer(c.answer);
    await c.call(client);
    const seen = last();
    expect(seen.method).toBe(c.method);
    expect(seen.url.pathname).toBe(c.path);
    const expectedAuth = { user: 'Bearer user-token', basic: 'Bearer basic-123', none: undefined }[c.auth];
    expect(seen.headers.authorization).toBe(expectedAuth);
    expect(seen.json).toEqual(c.body);
    for (const [key, value] of Object.entries(c.query ?? {})) expect(seen.url.searchParams.get(key)).toBe(value);
  });

  it('reads the bearer from the PSAccess cookie by default', async () => {
    const holder = globalThis as { document?: unknown };
    holder.document = { cookie: 'other=1; PSAccess=cookie-token' };
    try {
      await createApiClient({ baseUrl: server.url }).logout();
    } finally {
      delete holder.document;
    }
    expect(last().headers.authorization).toBe('Bearer cookie-token');
  });

  it('sends no Authorization header on a user call when there is no access token', async () => {
    answer(PROFILE);
    await createApiClient({ baseUrl: server.url, getAccessToken: () => undefined }).getProfile();
    expect(last().headers.authorization).toBeUndefined();
  });

  it("sends the page environment's client key when none is given (the unit tests' setup sets the local one)", async () => {
    answer({ email: false });
    await createApiClient({ baseUrl: server.url }).getGrants({ google_id: 'g-1' });
    expect(last().headers.authorization).toBe('Bearer dev-basic-key');
    expect(last().url.searchParams.get('google_id')).toBe('g-1');
  });

  it('refuses a grants check without exactly one identifier before sending anything', async () => {
    await expect(client.getGrants({ username: ' ' })).rejects.toMatchObject({ code: ApiErrorCode.BAD_INPUT });
    await expect(client.getGrants({ username: 'a@b.co', google_id: 'g' } as never)).rejects.toMatchObject({ code: ApiErrorCode.BAD_INPUT });
    expect(server.seen).toHaveLength(0);
  });

  it('refuses an empty path parameter instead of calling another route', async () => {
    await expect(client.getEnv('')).rejects.toThrow(ApiError);
    await expect(client.payments.getCards(' ')).rejects.toThrow('The path parameter "id"');
    expect(server.seen).toHaveLength(0);
  });

  it('encodes path parameters', () => {
    expect(fillPath(ROUTES.entitlementByExternalId, { id: 'a/b c' })).toBe('/v1/entitlements/external_id/a%2Fb%20c');
  });

  it('sends apple-connect and google-connect to the site origin when one is configured', async () => {
    const site = await startTestServer();
    try {
      site.handle = (_request, response) => sendJson(response, 200, { stateCode: 's', clientId: 'c' });
      await createApiClient({ baseUrl: server.url, siteUrl: site.url }).appleConnect({ actionRequested: 'login', reqFromPath: '/' });
      expect(site.seen.map((seen) => seen.url.pathname)).toEqual(['/apple-connect']);
      expect(server.seen).toHaveLength(0);
    } finally {
      await site.close();
    }
  });

  it('uploads an image as multipart with the file under "file"', async () => {
    answer({ public_id: 'img-1', secure_url: 'http://localhost/img-1.jpg', avatar_url: 'http://localhost/img-1.jpg/100x100' });
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const result = await client.uploadImage(new Blob([bytes], { type: 'image/jpeg' }), 'me.jpg');
    const seen = last();
    expect(result.secure_url).toBe('http://localhost/img-1.jpg');
    expect(seen.method).toBe('POST');
    expect(seen.url.pathname).toBe(ROUTES.imageUpload);
    expect(seen.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const text = seen.body.toString('latin1');
    expect(text).toContain('name="file"; filename="me.jpg"');
    expect(text).toContain('Content-Type: image/jpeg');
    expect(seen.body.includes(Buffer.from(bytes))).toBe(true);
  });

  it('refuses to upload something that is not a file', async () => {
    await expect(client.uploadImage('not a file' as unknown as Blob)).rejects.toMatchObject({ code: ApiErrorCode.BAD_INPUT });
    expect(server.seen).toHaveLength(0);
  });

  it('keeps the spec timeouts: 10 s default, 5 s profile read, 10 s profile update and payments', () => {
    expect(TIMEOUTS).toEqual({ default: 10_000, profileRead: 5_000, profileUpdate: 10_000, payments: 10_000 });
  });

  it('reads the profile with its own timeout, shorter than the others', async () => {
    server.handle = answerLater(300, 200, PROFILE);
    const api = createApiClient({ baseUrl: server.url, getAccessToken: () => 't', timeouts: { profileRead: 100 } });
    await expect(api.getProfile()).rejects.toMatchObject({ code: ApiErrorCode.TIMEOUT });
    await expect(api.updateProfile({ first_name: 'Ada' })).resolves.toMatchObject({ SSOid: 'u-1' });
  });

  it('times payments lookups out at their configured timeout', async () => {
    server.handle = answerLater(300, 200, { data: [{ id: 'c-1' }] });
    const api = createApiClient({ baseUrl: server.url, timeouts: { payments: 100 } });
    await expect(api.payments.getCards('u-1')).rejects.toMatchObject({ code: ApiErrorCode.TIMEOUT });
  });

  it('refuses a malformed base URL or timeout with a clear message', () => {
    expect(() => createApiClient({ baseUrl: 'localhost:8120' })).toThrow('baseUrl must be an absolute http(s) URL');
    expect(() => createApiClient({ timeouts: { default: 0 } })).toThrow('timeouts.default must be a positive whole number of ms');
  });

  it('sends the user token to the entitlement lookup when signed in and the basic key otherwise', async () => {
    answer({ _id: 'e-1', external_id: 'spring', end: '2030-01-01T00:00:00Z', actions: [] });
    await createApiClient({ baseUrl: server.url, basicKey: 'basic-123', getAccessToken: () => undefined }).entitlements.getByExternalId('spring');
    expect(last().headers.authorization).toBe('Bearer basic-123');
  });

  it('answers null for a host without a payout account', async () => {
    answer({ error: 'Not Found', error_description: 'payout_account_missing', statusCode: 404 }, 404);
    await expect(client.payments.getAccounts('u-1')).resolves.toBeNull();
    answer({ error: 'Forbidden', error_description: 'You can only see your own payment details.', statusCode: 403 }, 403);
    await expect(client.payments.getAccounts('u-2')).rejects.toMatchObject({ status: 403 });
  });

  it('unwraps list answers and picks the first geocoding result', async () => {
    answer({ data: [{ id: 'c-1', brand: 'visa', last4: '4242' }] });
    await expect(client.payments.getCards('u-1')).resolves.toEqual([{ id: 'c-1', brand: 'visa', last4: '4242' }]);
    answer({ status: 'ZERO_RESULTS', results: [] });
    await expect(client.geocode({ address: 'nowhere at all' })).resolves.toBeNull();
    answer({ status: 'ZERO_RESULTS', predictions: [] });
    await expect(client.getPlacePredictions({ input: 'zzz' })).resolves.toEqual([]);
  });

  it('keeps the extra fields of an error body, such as the sign-in methods of an account', async () => {
    answer({ error: 'Invalid grant: user credentials are invalid', error_description: 'social_account', statusCode: 400, google: true, email: false }, 400);
    const error = await client.authenticate({ grant_type: 'password', username: 'a@b.co', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toMatchObject({ google: true, email: false });
  });

  it('parses a sign-in answer and refuses one without an access token', async () => {
    answer(LOGIN);
    await expect(client.refreshSession()).resolves.toMatchObject(LOGIN);
    answer({ SSOid: 'u-1' });
    await expect(client.refreshSession()).rejects.toMatchObject({ code: ApiErrorCode.SCHEMA });
  });

  it('sends credentials (cookies) only on the calls that set, trade or end the refresh cookie', async () => {
    const modes = new Map<string, RequestCredentials>();
    const recording = createApiClient({
      baseUrl: server.url,
      getAccessToken: () => 'user-token',
      fetch: async (input, init) => {
        const request = input instanceof Request ? input : new Request(input, init);
        modes.set(new URL(request.url).pathname, request.credentials);
        return fetch(request);
      },
    });
    server.handle = (request, response) => {
      const path = request.url.pathname;
      if (path === '/v1/profiles/me') return sendJson(response, 200, PROFILE);
      if (path === '/v1/sso/grants') return sendJson(response, 200, { email: true });
      if (path === '/v1/profiles/me/experience') return sendJson(response, 200, { data: [] });
      return sendJson(response, 200, LOGIN);
    };
    await recording.authenticate({ grant_type: 'password', username: 'ada@example.com', password: 'x' });
    await recording.authenticate({ grant_type: 'social_login', provider: 'google', social_access_token: 't' });
    await recording.signup({ grant_type: 'signup', username: 'ada@example.com', password: 'Secret123' });
    await recording.refreshSession();
    await recording.logout();
    await recording.getProfile();
    await recording.getGrants({ username: 'ada@example.com' });
    await recording.getExperience();
    expect(Object.fromEntries(modes)).toEqual({
      '/web-templates/v1/sso/authenticate': 'include',
      '/v1/profiles': 'include',
      '/v1/sso/refresh': 'include',
      '/v1/sso/users/logout/': 'include',
      '/v1/profiles/me': 'same-origin',
      '/v1/sso/grants': 'same-origin',
      '/v1/profiles/me/experience': 'same-origin',
    });
  });
});

describe('home sections', () => {
  it('leaves a malformed section out and names it, keeping the others', async () => {
    answer({ locale: 'en-US', order: ['intro', 'blog'], sections: { intro: { heading1: 'Hi', images: [] }, blog: { heading1: 42, images: 'none' } } });
    const home = await client.getHomeSections('en-US');
    expect(Object.keys(home.sections)).toEqual(['intro']);
    expect(home.malformed.blog).toEqual(expect.stringContaining('heading1'));
  });

  it('refuses an answer that is not the sections shape', async () => {
    answer({ intro: { heading1: 'Hi' } });
    await expect(client.getHomeSections('en-US')).rejects.toMatchObject({ code: ApiErrorCode.SCHEMA });
  });
});

describe("the page's environment (no build carries an API origin or key)", () => {
  let saved: ReturnType<typeof findWebEnvironment>;
  beforeEach(() => {
    saved = findWebEnvironment();
  });
  afterEach(() => {
    if (saved) setWebEnvironment(saved);
  });

  it('calls the API origin and sends the client key the shell set from the manifest', async () => {
    setWebEnvironment({ ...saved!, apiOrigin: server.url, basicKey: 'pk-from-the-channel' });
    answer({ email: false });
    await createApiClient().getGrants({ google_id: 'g-1' });
    expect(last().headers.authorization).toBe('Bearer pk-from-the-channel');
  });

  it('refuses to guess an API when nothing set the environment and no origin is given', () => {
    clearWebEnvironment();
    expect(() => createApiClient()).toThrow(/no baseUrl: pass it, or let the shell set the page's environment/);
    expect(() => createApiClient({ baseUrl: 'https://api.test' })).toThrow(/no basicKey/);
    expect(() => createApiClient({ baseUrl: 'https://api.test', basicKey: 'k' })).not.toThrow();
  });
});
