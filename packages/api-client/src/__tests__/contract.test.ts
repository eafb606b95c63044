/**
 * The client against the real API (packages/api, in a child process on port 0 with an
 * in-memory PGlite): every typed call goes over HTTP to the route it names and its
 * schema parses the real answer, so client and server cannot drift apart unnoticed.
 */
import { freshEmail, latestCode, startTestApi, type TestApi } from '@hourspace/api/test/support/test-api';
import sharp from 'sharp';
import { createApiClient, isApiError, type ApiClient } from '../index';

// A 4x4 PNG: the smallest picture the image service accepts and crops.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGM4EaABRwzEcQASUhQBFGG4BQAAAABJRU5ErkJggg==', 'base64');

/** A 1024x683 JPEG, the smallest listing photo the API takes, coloured by `seed`. */
async function roomPhoto(seed: number): Promise<Blob> {
  const data = await sharp({ create: { width: 1024, height: 683, channels: 3, background: { r: (seed * 53) % 256, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(data)], { type: 'image/jpeg' });
}

let api: TestApi;
let client: ApiClient;
/** The access token the client sends; undefined means logged out. */
let token: string | undefined;
/** Every typed call of the client ('payments.getCards', ...), and those this file made. */
const allCalls: string[] = [];
const madeCalls = new Set<string>();

/** Wraps each call of the client (in place) so the last test can tell which were never made. */
function recordCalls(node: Record<string, unknown>, prefix: string): void {
  for (const [key, value] of Object.entries(node)) {
    const name = `${prefix}${key}`;
    if (name === 'request') continue;
    if (typeof value === 'function') {
      allCalls.push(name);
      node[key] = (...args: unknown[]) => {
        madeCalls.add(name);
        return (value as (...args: unknown[]) => unknown)(...args);
      };
    } else if (typeof value === 'object' && value !== null) {
      recordCalls(value as Record<string, unknown>, `${name}.`);
    }
  }
}

/** The PSRefresh cookie as a browser would keep it: node's fetch has no cookie jar. */
let refreshCookie: string | undefined;

/**
 * A fetch that plays the browser's part for the HttpOnly refresh cookie: stored from the
 * answers of calls sent with credentials, sent back on those calls under its path.
 */
const browserFetch: typeof fetch = async (input, init) => {
  const request = input instanceof Request ? input : new Request(input, init);
  const withCookies = request.credentials === 'include';
  const headers = new Headers(request.headers);
  if (withCookies && refreshCookie && new URL(request.url).pathname.startsWith('/v1/sso/')) headers.set('cookie', `PSRefresh=${refreshCookie}`);
  const response = await fetch(new Request(request, { headers }));
  if (withCookies) {
    for (const line of response.headers.getSetCookie()) {
      const match = /^PSRefresh=([^;]*)/.exec(line);
      if (match) refreshCookie = match[1] || undefined;
    }
  }
  return response;
};

beforeAll(async () => {
  api = await startTestApi({ SEED_SPACES: '60', SEED_PHOTOS: '4' });
  client = createApiClient({ baseUrl: api.url, getAccessToken: () => token, fetch: browserFetch });
  recordCalls(client as unknown as Record<string, unknown>, '');
}, 180_000);
afterAll(() => api?.close());
beforeEach(() => {
  token = undefined;
});

async function logIn(email: string): Promise<{ access_token: string; SSOid: string; refresh_token?: string | null | undefined }> {
  const answer = await client.authenticate({ grant_type: 'password', username: email, password: 'Marketplace1' });
  token = answer.access_token;
  return answer;
}

async function signUp(tag: string): Promise<{ email: string; SSOid: string }> {
  const email = freshEmail(tag);
  const answer = await client.signup({ grant_type: 'signup', username: email, password: 'Marketplace1', unsubscribe: false });
  token = answer.access_token;
  return { email, SSOid: answer.SSOid };
}

describe('public content calls read the real answers', () => {
  it('getHomeSections returns the locale, the page order and every section', async () => {
    const home = await client.getHomeSections('en-US');
    expect(home.locale).toBe('en-US');
    expect(home.order.length).toBeGreaterThan(0);
    for (const key of home.order) expect(home.sections[key]).toBeDefined();
    expect(home.sections.intro?.heading1).toEqual(expect.any(String));
    expect(home.malformed).toEqual({});
  });

  it('getPopularKeywords returns the country and its keywords with city permalinks', async () => {
    const popular = await client.getPopularKeywords('fr-FR');
    expect(popular).toMatchObject({ locale: 'fr-FR', country: 'FR' });
    expect(popular.keywords[0]?.locations[0]?.permalink).toMatch(/^\/fr\//);
  });

  it('getBrowseTree returns the tree of the locale', async () => {
    const tree = await client.getBrowseTree('en-US');
    expect(tree.length).toBeGreaterThan(0);
    expect(tree[0]?.children?.length).toBeGreaterThan(0);
  });

  it('getEnv and getKeywords read the locale with the basic key', async () => {
    const env = await client.getEnv('en-GB');
    expect(env).toMatchObject({ locale: 'en-GB', country: 'GB' });
    const keywords = await client.getKeywords('en-US');
    expect(keywords.length).toBeGreaterThan(0);
  });

  it('getActivities and getActivitySuggestions list activities, at most 5 suggestions', async () => {
    expect((await client.getActivities('en-US')).length).toBeGreaterThan(5);
    const suggestions = await client.getActivitySuggestions({ q: 'meting', locale: 'en-US' });
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(5);
  });

  it('getPlacePredictions and geocode resolve a city', async () => {
    const predictions = await client.getPlacePredictions({ input: 'Paris', locale: 'en-US' });
    const first = predictions[0];
    if (!first) throw new Error('no prediction for Paris');
    const place = await client.geocode({ place_id: first.place_id });
    expect(place?.geometry.location.lat).toEqual(expect.any(Number));
    expect(await client.geocode({ address: 'zzqxzzqx nowhere' })).toBeNull();
  });

  it('searchSpaces returns a page of results', async () => {
    const page = await client.searchSpaces({ location: 'Paris, France', locale: 'fr-FR' });
    expect(page.pageSize).toBe(30);
    expect(page.results.length).toBeGreaterThan(0);
  });

  it('trackEvent is accepted with and without consent', async () => {
    expect(await client.trackEvent({ consent: true, event: 'page viewed', properties: { path: '/' } })).toEqual({ accepted: 1, stored: 1 });
    expect(await client.trackEvent({ consent: false, events: [{ event: 'a' }, { event: 'b' }] })).toEqual({ accepted: 2, stored: 0 });
  });

  it('googleConnect and appleConnect start the providers on the API origin', async () => {
    const google = await client.googleConnect({ action: 'login' });
    expect(google.authorizeUrl).toContain(google.state);
    const apple = await client.appleConnect({ actionRequested: 'login', reqFromPath: '/' });
    expect(apple.authorizeUrl).toContain(apple.stateCode);
  });
});

describe('sign-in calls', () => {
  it('getGrants answers by username and by apple_id', async () => {
    expect(await client.getGrants({ username: 'guest@example.com' })).toMatchObject({ email: true, apple: false });
    expect(await client.getGrants({ apple_id: '000123.apple.demo.0001' })).toMatchObject({ apple: true, email: false });
  });

  it('authenticate logs in, refreshSession trades the refresh cookie, and a wrong password is an ApiError', async () => {
    const login = await logIn('guest@example.com');
    expect(login.refresh_token).toBeNull();
    const first = refreshCookie;
    expect(first).toEqual(expect.any(String));
    const refreshed = await client.refreshSession();
    expect(refreshed.SSOid).toBe(login.SSOid);
    expect(refreshed.refresh_token).toBeNull();
    expect(refreshCookie).toEqual(expect.any(String));
    expect(refreshCookie).not.toBe(first);
    const failure = await client.authenticate({ grant_type: 'password', username: 'guest@example.com', password: 'Wrong-password1' }).catch((e: unknown) => e);
    expect(isApiError(failure) && failure.error).toBe('Invalid Password');
  });

  it('getProfile, updateProfile, getExperience and logout work with the access token', async () => {
    const { SSOid } = await logIn('guest@example.com');
    expect((await client.getProfile()).SSOid).toBe(SSOid);
    expect((await client.updateProfile({ job_title: 'Planner' })).job_title).toBe('Planner');
    expect((await client.getExperience({ name: 'terms', trigger: 'page-load' })).data).toEqual([]);
    await client.logout();
    await expect(client.getProfile()).rejects.toMatchObject({ status: 401 });
    // Log-out removed the refresh cookie as well.
    expect(refreshCookie).toBeUndefined();
  });

  it('logout with only the refresh cookie (no access token) ends the session', async () => {
    await logIn('guest@example.com');
    const access = token;
    token = undefined;
    await client.logout();
    expect(refreshCookie).toBeUndefined();
    token = access;
    await expect(client.getProfile()).rejects.toMatchObject({ status: 401 });
  });

  it('acceptTerms clears the pending terms', async () => {
    await logIn('terms@example.com');
    expect((await client.getExperience({ name: 'terms', trigger: 'sign-in' })).data.length).toBeGreaterThan(0);
    expect((await client.acceptTerms()).success).toBe(true);
    expect((await client.getExperience({ name: 'terms', trigger: 'sign-in' })).data).toEqual([]);
  });

  it('requestPasswordReset and resetPassword set a new password', async () => {
    const { email } = await signUp('reset');
    token = undefined;
    await client.requestPasswordReset(email);
    const mail = await api.request('GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
    const resetToken = /token=([\w-]+)/.exec(mail.text)?.[1];
    if (!resetToken) throw new Error(`no reset link for ${email}`);
    await client.resetPassword({ token: resetToken, password: 'Marketplace2' });
    expect((await client.authenticate({ grant_type: 'password', username: email, password: 'Marketplace2' })).access_token).toEqual(expect.any(String));
  });

  it('getReferrals answers the code, and a sign-up with it (referral_code) is credited to its owner', async () => {
    await signUp('inviter');
    const before = await client.getReferrals();
    expect(before.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(before.earned.amount).toBe(0);
    const inviter = token;
    const invited = await client.signup({ grant_type: 'signup', username: freshEmail('invited'), password: 'Marketplace1', unsubscribe: false, referral_code: before.code });
    expect(invited.access_token).toEqual(expect.any(String));
    token = inviter;
    const after = await client.getReferrals();
    expect(after.referrals).toHaveLength(1);
    expect(after.earned).toEqual({ amount: before.reward.amount, currency: before.reward.currency });
  });

  it('requestPasswordReset with a locale puts its prefix on the emailed link', async () => {
    const { email } = await signUp('reset-locale');
    token = undefined;
    await client.requestPasswordReset(email, 'fr-FR');
    const mail = await api.request('GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
    expect(new URL(mail.body.data[0].link).pathname).toBe('/fr/app/password-reset');
  });

  it('sendEmailCode and verifyEmailCode verify the email', async () => {
    const { email } = await signUp('verify');
    expect((await client.sendEmailCode()).expires_in).toEqual(expect.any(Number));
    await client.verifyEmailCode(await latestCode(api, email));
    expect((await client.getProfile()).email_verified).toBe(true);
  });

  it('sendPhoneCode and verifyPhoneCode verify the phone', async () => {
    await signUp('phone');
    const phone = `+1415555${String(Math.floor(1000 + Math.random() * 8999))}`;
    await client.updateProfile({ phone, phone_country: 'US' });
    await client.sendPhoneCode();
    await client.verifyPhoneCode(await latestCode(api, phone));
    expect((await client.getProfile()).phone_verified).toBe(true);
  });
});

describe('messages', () => {
  it('sendMessage, updateMessage and getUnreadThreadCount', async () => {
    const host = await logIn('host@example.com');
    const guest = await logIn('guest@example.com');
    expect((await client.getUnreadThreadCount(guest.SSOid)).thread_count).toBeGreaterThan(0);
    const sent = await client.sendMessage({ to: host.SSOid, message: 'Is the loft free on Friday?' });
    expect(sent.to).toBe(host.SSOid);
    expect((await client.updateMessage({ id: sent.id, message: 'Is the loft free on Saturday?' })).message).toBe('Is the loft free on Saturday?');
  });
});

describe('reviews and listing drafts', () => {
  it('reviews.aboutMe lists the host’s reviews and reviews.respond saves a response', async () => {
    await logIn('host@example.com');
    const reviews = await client.reviews.aboutMe();
    const [review] = reviews.as_host.data;
    if (!review) throw new Error('host@example.com has no reviews');
    expect((await client.reviews.respond(review.id, 'Thank you for coming!')).host_response).toBe('Thank you for coming!');
  });

  it('listingDrafts.create, list, get and update keep a space in progress', async () => {
    await signUp('drafts');
    const [place] = await client.getPlacePredictions({ input: 'Brooklyn', locale: 'en-US' });
    if (!place) throw new Error('no place for Brooklyn');
    const draft = await client.listingDrafts.create({ title: 'Sunny loft with a terrace', activities: ['party'], place_id: place.place_id, capacity: 30 });
    expect(draft.steps).toEqual(expect.objectContaining({ basics: true, price: false, description: false }));
    expect((await client.listingDrafts.update(draft.id, { hourly_price: 80, min_hours: 2 })).hourly_price).toBe(80);
    expect((await client.listingDrafts.get(draft.id)).min_hours).toBe(2);
    expect((await client.listingDrafts.list()).map((d) => d.id)).toEqual([draft.id]);
  });

  it('listingDrafts.checklist names what is missing, publish refuses with it, remove deletes', async () => {
    await signUp('go-live');
    const [place] = await client.getPlacePredictions({ input: 'Brooklyn', locale: 'en-US' });
    if (!place) throw new Error('no place for Brooklyn');
    const draft = await client.listingDrafts.create({ title: 'Loft I will not finish', activities: ['party'], place_id: place.place_id, capacity: 30 });
    const checklist = await client.listingDrafts.checklist(draft.id);
    expect(checklist.ready).toBe(false);
    expect(checklist.items.map((i) => i.code)).toContain('photos');
    const refused = await client.listingDrafts.publish(draft.id).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.status).toBe(409);
    await client.listingDrafts.remove(draft.id);
    expect(await client.listingDrafts.list()).toEqual([]);
  });

  it('hostListings.list, get, update, pause and resume edit a published listing', async () => {
    await logIn('host@example.com');
    const listings = await client.hostListings.list();
    const [first] = listings.data;
    if (!first) throw new Error('host@example.com has no spaces');
    const listing = await client.hostListings.get(first.id);
    expect(listing.opening_hours?.mon).toEqual(expect.objectContaining({ opens: expect.any(String) }));
    expect((await client.hostListings.update(first.id, { house_rules: 'No confetti, please.' })).house_rules).toBe('No confetti, please.');
    expect((await client.hostListings.pause(first.id)).status).toBe('paused');
    expect((await client.hostListings.resume(first.id)).status).toBe('published');
  });

  it('listingDrafts.uploadPhoto, arrangePhotos and deletePhoto keep a draft’s photos (docs/decisions/listing-photos.md)', async () => {
    await signUp('photos');
    const [place] = await client.getPlacePredictions({ input: 'Brooklyn', locale: 'en-US' });
    if (!place) throw new Error('no place for Brooklyn');
    const draft = await client.listingDrafts.create({ title: 'Loft with photos to upload', activities: ['party'], place_id: place.place_id, capacity: 30 });
    const progress: number[] = [];
    const a = await client.listingDrafts.uploadPhoto(draft.id, await roomPhoto(1), { onProgress: (fraction) => progress.push(fraction) });
    const b = await client.listingDrafts.uploadPhoto(draft.id, await roomPhoto(2));
    expect(a).toEqual({ id: expect.any(String), url: `${api.url}/v1/images/${a.id}`, blurHash: expect.any(String), width: 1024, height: 683, alt: null });
    expect(progress.at(-1)).toBe(1);
    const arranged = await client.listingDrafts.arrangePhotos(draft.id, { order: [b.id, a.id], alt: { [b.id]: 'The roof terrace' } });
    expect(arranged.photos?.map((p) => [p.id, p.alt])).toEqual([
      [b.id, 'The roof terrace'],
      [a.id, null],
    ]);
    expect((await client.listingDrafts.deletePhoto(draft.id, b.id)).photos?.map((p) => p.id)).toEqual([a.id]);
  });

  it('hostListings.uploadPhoto, arrangePhotos and deletePhoto edit a published listing’s photos', async () => {
    await logIn('host@example.com');
    const [first] = (await client.hostListings.list()).data;
    if (!first) throw new Error('host@example.com has no spaces');
    const seeded = ((await client.hostListings.get(first.id)).photos ?? []).map((p) => p.id);
    // Enough that one can go: a published listing keeps at least 5.
    const added: string[] = [];
    while (seeded.length + added.length < 6) added.push((await client.hostListings.uploadPhoto(first.id, await roomPhoto(10 + added.length))).id);
    const order = [...added, ...seeded];
    expect((await client.hostListings.arrangePhotos(first.id, { order })).photos.map((p) => p.id)).toEqual(order);
    expect((await client.hostListings.deletePhoto(first.id, order[0] as string)).photos.map((p) => p.id)).toEqual(order.slice(1));
  });
});

describe('payments', () => {
  it('a new host saves a payout account, a bank account and a card', async () => {
    const { SSOid } = await signUp('payouts');
    expect(await client.payments.getAccounts(SSOid)).toBeNull();
    const account = await client.payments.saveAccounts(
      SSOid,
      {
        country: 'US',
        first_name: 'Ada',
        last_name: 'Lovelace',
        address1: '1 Market St',
        city: 'San Francisco',
        state: 'CA',
        zipcode: '94105',
        dob: '1990-04-12',
        ssn_last_4: '1234',
      },
      { create: true },
    );
    expect(account?.details_submitted).toEqual(expect.any(Boolean));
    expect(await client.payments.getAccounts(SSOid)).not.toBeNull();
    const bank = await client.payments.createRecipient(SSOid, { country: 'US', account_holder_name: 'Ada Lovelace', account_number: '000123456789', routing_number: '110000000' });
    expect(bank.last4).toBe('6789');
    expect((await client.payments.getRecipients(SSOid)).map((r) => r.id)).toEqual([bank.id]);
    // A card is saved from a SetupIntent the page confirmed with Stripe.js; one nobody confirmed is refused and saves nothing.
    const setup = await client.payments.setupCard(SSOid);
    expect(setup.id).toMatch(/^seti_/);
    expect(setup.client_secret).toEqual(expect.any(String));
    const unconfirmed = await client.payments.saveCard(SSOid, setup.id).catch((error: unknown) => error);
    expect(isApiError(unconfirmed) && unconfirmed.status >= 400 && unconfirmed.status < 500).toBe(true);
    expect(await client.payments.getCards(SSOid)).toEqual([]);
    expect(await client.payments.getPayouts(SSOid)).toEqual([]);
    expect((await client.payments.getBankReady(SSOid)).ready).toEqual(expect.any(Boolean));
  });
});

describe('entitlements', () => {
  it('getByExternalId works logged out (a promo link) and signed in', async () => {
    const offer = await client.entitlements.getByExternalId('welcome10');
    expect(offer).toMatchObject({ external_id: 'welcome10', expired: false });
    await logIn('guest@example.com');
    expect((await client.entitlements.getByExternalId('welcome10'))._id).toBe(offer._id);
  });

  it('attach adds an offer that getAttachments then lists', async () => {
    const { SSOid } = await signUp('promo');
    expect(await client.entitlements.getAttachments(SSOid)).toEqual([]);
    const attached = await client.entitlements.attach({ entitlement_id: 'welcome10', ns: 'profiles', key: 'SSOid', value: SSOid });
    expect(attached.entitlement?.external_id).toBe('welcome10');
    const list = await client.entitlements.getAttachments(SSOid);
    expect(list.map((a) => a.entitlement_id)).toEqual([attached.entitlement_id]);
  });
});

describe('images', () => {
  it('uploadImage stores a PNG and fetchImage copies it from its URL', async () => {
    await signUp('avatar');
    const uploaded = await client.uploadImage(new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
    expect(uploaded.avatar_url).toBe(`${uploaded.secure_url}/100x100`);
    const fetched = await client.fetchImage(uploaded.secure_url);
    expect(fetched.public_id).not.toBe(uploaded.public_id);
    expect(fetched.avatar_url).toMatch(/\/100x100$/);
  });
});

describe('coverage', () => {
  it('every typed call of the client was made against the real API above', () => {
    expect(allCalls.length).toBeGreaterThan(40);
    expect(allCalls.filter((name) => !madeCalls.has(name))).toEqual([]);
  });
});
