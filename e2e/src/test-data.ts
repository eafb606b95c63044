/**
 * The e2e specs' own people, spaces and free hours, made through the API (its sign-up and its
 * development routes) for each test: no spec changes a demo account, none uses up what a kept
 * database has, and a rerun finds things as the first run did (docs/decisions/e2e-test-data.md).
 * The fixtures in fixtures.ts hand these to the tests.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { DEV_PROCESSOR_ORIGIN, DEV_STRIPE_PUBLISHABLE_KEY } from '@hourspace/contracts/dev-environment';
import { expect, type APIRequestContext, type APIResponse, type BrowserContext } from '@playwright/test';

/** The API the running system uses (development mode). */
export const API = 'http://localhost:8120';
/** Where the e2e servers' API writes its log (playwright.config.ts), for the checks that nothing secret reaches it. */
export const API_LOG = path.resolve(__dirname, '../.cache/api.log');
/** The site every remote is composed on. */
const SITE = 'http://localhost:8080';
/** A password that passes the sign-up rule. */
const PASSWORD = 'Hourspace2026';

/** What a person made for one test: a guest (an email sign-up) or a host (POST /dev/hosts: no payout account yet). */
export interface Person {
  role: 'guest' | 'host';
  email: string;
  password: string;
  SSOid: string;
  access_token: string;
  refresh_token: string;
}

/** A space a test's host owns: a copy of a demo space, its first reviews unanswered (POST /dev/spaces). */
export interface Space {
  id: number;
  title: string;
}

/** Three free hours of a space (its local time, as bookings speak). */
export interface Slot {
  date: string;
  starts_at: string;
  ends_at: string;
}

let counter = 0;
/** An email nobody has used. */
function freshEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The refresh token in the PSRefresh cookie an API answer sets (the JSON withholds it). */
export function refreshTokenOf(answer: APIResponse): string {
  const line = answer
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value)
    .find((value) => value.startsWith('PSRefresh='));
  const token = line?.slice('PSRefresh='.length).split(';')[0];
  if (!token) throw new Error(`the answer set no PSRefresh cookie (${answer.status()} ${answer.url()})`);
  return token;
}

async function tokensOf(answer: APIResponse, what: string): Promise<{ access_token: string; SSOid: string; refresh_token: string }> {
  if (!answer.ok()) throw new Error(`${what} failed: ${answer.status()} ${await answer.text()}`);
  const body = (await answer.json()) as { access_token: string; SSOid: string };
  return { access_token: body.access_token, SSOid: body.SSOid, refresh_token: refreshTokenOf(answer) };
}

/**
 * A new guest (the API's email sign-up) or host (a development host with no payout account), logged in through the API
 * (`api`: the running system's unless a journey started its own).
 */
export async function makePerson(request: APIRequestContext, role: Person['role'], payout: 'none' | 'ready' = 'none', api = API): Promise<Person> {
  if (role === 'guest') {
    const email = freshEmail('guest');
    const answer = await request.post(`${api}/v1/profiles`, {
      data: { grant_type: 'signup', username: email, password: PASSWORD, unsubscribe: false, first_name: 'Gina', last_name: 'Guest' },
    });
    return { role, email, password: PASSWORD, ...(await tokensOf(answer, `sign up ${email}`)) };
  }
  const created = await request.post(`${api}/dev/hosts`, { data: { payout } });
  if (created.status() !== 201) throw new Error(`POST /dev/hosts failed: ${created.status()} ${await created.text()}`);
  const { email, password } = (await created.json()) as { email: string; password: string };
  return logIn(request, { role, email, password }, api);
}

/** `person` logged in through the API (a new session: fresh access and refresh tokens). */
export async function logIn(request: APIRequestContext, person: Pick<Person, 'role' | 'email' | 'password'>, api = API): Promise<Person> {
  const answer = await request.post(`${api}/web-templates/v1/sso/authenticate`, { data: { grant_type: 'password', username: person.email, password: person.password } });
  return { ...person, ...(await tokensOf(answer, `log in ${person.email}`)) };
}

/**
 * Puts a person's session into a browser context as the app's own log-in leaves it: PSAccess
 * and PSUser for the site, the API's HttpOnly PSRefresh on its token paths.
 */
export async function signIn(context: BrowserContext, person: Person): Promise<void> {
  await context.addCookies([
    { name: 'PSAccess', value: person.access_token, url: SITE },
    { name: 'PSUser', value: person.SSOid, url: SITE },
    { name: 'PSRefresh', value: person.refresh_token, domain: 'localhost', path: '/v1/sso', httpOnly: true, secure: true, sameSite: 'Strict' },
  ]);
}

/** What a test's space may be asked to be: instant book (off by default) and its cancellation policy. */
export interface SpaceTerms {
  instant_book?: boolean;
  cancellation_policy?: 'flexible' | 'moderate' | 'strict';
}

/** A new space of `host` (who must be signed in through the API: any person becomes a host by it). */
export async function makeSpace(request: APIRequestContext, host: Person, terms: SpaceTerms = {}): Promise<Space> {
  const answer = await request.post(`${API}/dev/spaces`, { headers: { authorization: `Bearer ${host.access_token}` }, data: terms });
  if (answer.status() !== 201) throw new Error(`POST /dev/spaces failed: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as Space;
}

/**
 * Three hours (10:00 to 13:00) of `space` the quote says are free, on the `nth` day from 30
 * days ahead on that is: the space is the test's own, so the first day asked is free unless the
 * test has booked or blocked it; `nth` keeps two slots of one test apart.
 */
export async function findFreeSlot(request: APIRequestContext, space: Space, nth = 0, from: { now?: number; days?: number } = {}): Promise<Slot> {
  const first = (from.days ?? 30) + nth;
  for (let day = first; day < first + 60; day++) {
    const date = new Date((from.now ?? Date.now()) + day * 86_400_000).toISOString().slice(0, 10);
    const slot = { date, starts_at: `${date}T10:00:00`, ends_at: `${date}T13:00:00` };
    const answer = await request.get(`${API}/v1/spaces/${space.id}/quote`, { params: { starts_at: slot.starts_at, ends_at: slot.ends_at } });
    expect(answer.ok(), `quote for space ${space.id}`).toBe(true);
    if (((await answer.json()) as { available: boolean }).available) return slot;
  }
  throw new Error(`space ${space.id} has no free three hours in sixty days`);
}

/** Stripe's test cards the local processor knows (docs/decisions/payments-provider.md). */
export const TEST_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002', asks3ds: '4000002760003184' } as const;

/** A form-encoded call of the local processor with its publishable key, as Stripe.js in the card frame makes it. */
async function processorCall(request: APIRequestContext, path: string, fields: Record<string, string>): Promise<Record<string, unknown>> {
  const answer = await request.post(`${DEV_PROCESSOR_ORIGIN}${path}`, { headers: { authorization: `Bearer ${DEV_STRIPE_PUBLISHABLE_KEY}` }, form: fields });
  if (!answer.ok()) throw new Error(`processor ${path} failed: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as Record<string, unknown>;
}

/**
 * A card saved for `person` through the API's set-up flow, the frame's part done as Stripe.js
 * does it (the card to the processor, the set-up confirmed with it): the saved card's id
 * (`card_…`) a booking request pays with. 4242 by default; 3184's set-up asks for 3-D Secure
 * and is not for this helper.
 */
export async function savedCard(request: APIRequestContext, person: Person, number: string = TEST_CARDS.succeeds): Promise<string> {
  const auth = { authorization: `Bearer ${person.access_token}` };
  const setup = await request.post(`${API}/v2/payments/users/${person.SSOid}/cards/setup`, { headers: auth });
  if (setup.status() !== 201) throw new Error(`card set-up failed: ${setup.status()} ${await setup.text()}`);
  const { id, client_secret } = (await setup.json()) as { id: string; client_secret: string };
  const method = await processorCall(request, '/v1/payment_methods', {
    type: 'card',
    'card[number]': number,
    'card[exp_month]': '12',
    'card[exp_year]': String(new Date().getUTCFullYear() + 2),
    'card[cvc]': '123',
    'billing_details[name]': 'Gina Guest',
  });
  await processorCall(request, `/v1/setup_intents/${id}/confirm`, { payment_method: String(method.id), client_secret });
  const saved = await request.post(`${API}/v2/payments/users/${person.SSOid}/cards/${id}`, { headers: auth });
  if (!saved.ok()) throw new Error(`saving the card failed: ${saved.status()} ${await saved.text()}`);
  return ((await saved.json()) as { id: string }).id;
}

/**
 * A guest's booking request for `slot` of `space`, with `message` (the thread the host sees),
 * paid with a new saved 4242 card: the processor holds the total (docs/decisions/checkout-flow.md).
 */
export async function requestBooking(request: APIRequestContext, guest: Person, space: Space, slot: Slot, message: string): Promise<{ id: number; thread_id: string }> {
  const card = await savedCard(request, guest);
  const answer = await request.post(`${API}/v1/bookings`, {
    headers: { authorization: `Bearer ${guest.access_token}`, 'idempotency-key': `e2e-${randomUUID()}` },
    data: { space_id: space.id, starts_at: slot.starts_at, ends_at: slot.ends_at, attendees: 2, activity: 'party', message, terms: true, payment_method: card },
  });
  if (answer.status() !== 201) throw new Error(`POST /v1/bookings failed: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as { id: number; thread_id: string };
}
