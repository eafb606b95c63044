/**
 * The live inbox's event stream (docs/decisions/live-events.md), over real HTTP: a message, a
 * booking decision and an unread change reach the right user's stream within 2 s; a reconnect
 * with Last-Event-ID gets what it missed once; nobody else's stream sees them; and with two API
 * apps on one database (HS_TEST_APPS=2: on PostgreSQL, two pools and two LISTEN connections),
 * a write through one reaches a stream held on the other.
 */
import { get as httpGet, type IncomingMessage } from 'node:http';
import { postBooking } from './support/checkout';
import { slotOf } from './support/slots';
import { freshEmail, testApiOfFile } from './support/test-api';

const api = testApiOfFile({ SEED_SPACES: '200', SEED_PHOTOS: '8', HS_TEST_APPS: '2' });

/** How long an event may take to arrive (docs/requirements.md: within 2 seconds). */
const DELIVERY_MS = 2_000;

interface StreamEvent {
  id: string;
  event: string;
  data: Record<string, unknown>;
}

/** An open stream as a test reads it: every event so far, and a wait for the next one that matches. */
interface Stream {
  events: StreamEvent[];
  next(match: (event: StreamEvent) => boolean): Promise<StreamEvent>;
  close(): void;
}

function parseFrame(frame: string): StreamEvent | null {
  const fields = new Map<string, string>();
  for (const line of frame.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trim());
  }
  const event = fields.get('event');
  if (!event) return null;
  return { id: fields.get('id') ?? '', event, data: JSON.parse(fields.get('data') ?? '{}') as Record<string, unknown> };
}

async function openStream(token: string, options: { base?: string; lastEventId?: string } = {}): Promise<Stream> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  // node:http rather than fetch: undici opens a spare connection after an aborted body, which then
  // holds the server's graceful close until Node's header timeout.
  const request = httpGet(`${options.base ?? api.url}/v1/events/stream`, { headers, agent: false });
  const response = await new Promise<IncomingMessage>((resolve, reject) => request.once('response', resolve).once('error', reject));
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
  const events: StreamEvent[] = [];
  const waiters = new Set<{ match: (event: StreamEvent) => boolean; resolve: (event: StreamEvent) => void }>();
  let buffer = '';
  response.setEncoding('utf8');
  response.on('error', () => undefined);
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const event = parseFrame(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (!event) continue;
      events.push(event);
      for (const waiter of [...waiters])
        if (waiter.match(event)) {
          waiters.delete(waiter);
          waiter.resolve(event);
        }
    }
  });
  return {
    events,
    next(match) {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise<StreamEvent>((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        // A bound on delivery, not a sleep: the event normally arrives in milliseconds.
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`no matching event within ${DELIVERY_MS} ms; got ${JSON.stringify(events)}`));
        }, DELIVERY_MS);
      });
    },
    close: () => request.destroy(),
  };
}

const streams: Stream[] = [];
async function stream(token: string, options: { base?: string; lastEventId?: string } = {}): Promise<Stream> {
  const opened = await openStream(token, options);
  streams.push(opened);
  return opened;
}
afterEach(() => {
  for (const opened of streams.splice(0)) opened.close();
});

async function person(name: string): Promise<{ token: string; id: string }> {
  const made = await api.signup(freshEmail(name));
  return { token: made.access_token, id: made.SSOid };
}

async function send(token: string, to: string, message: string, base?: string): Promise<{ id: string; thread_id: string }> {
  const path = '/v1/message/send';
  const answer = base
    ? await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ to, message }),
      }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as { id: string; thread_id: string },
      }))
    : await api.request('POST', path, { token, body: { to, message } });
  expect(answer.status).toBe(201);
  return answer.body;
}

const isMessage = (id: string) => (event: StreamEvent) => event.event === 'message' && event.data.message_id === id;

describe('GET /v1/events/stream', () => {
  it('needs a signed-in user, an event-stream reader and a Last-Event-ID that is one of its ids', async () => {
    expect((await api.request('GET', '/v1/events/stream')).status).toBe(401);
    const { token } = await person('bad-id');
    const answer = await api.request('GET', '/v1/events/stream', { token, headers: { 'last-event-id': 'abc; drop table' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('invalid_last_event_id');
    // Anything but an event-stream reader is answered at once, never held open.
    const plain = await api.request('GET', '/v1/events/stream', { token });
    expect(plain.status).toBe(406);
    expect(plain.body.error).toBe('not_acceptable');
  });

  it('delivers a message sent by A to B with B’s unread count, and never to a third person', async () => {
    const [a, b, c] = await Promise.all([person('a'), person('b'), person('c')]);
    const bStream = await stream(b.token);
    const cStream = await stream(c.token);
    await bStream.next((event) => event.event === 'unread' && event.data.count === 0);
    const sent = await send(a.token, b.id, 'Is the loft free on Saturday?');
    expect((await bStream.next(isMessage(sent.id))).data).toEqual({ thread_id: sent.thread_id, message_id: sent.id });
    await bStream.next((event) => event.event === 'unread' && event.data.count === 1);
    // A fence: once C hears its own message, every earlier notification was handled (commit order).
    const fence = await send(a.token, c.id, 'And you?');
    await cStream.next(isMessage(fence.id));
    expect(cStream.events.some((event) => event.data.message_id === sent.id || event.data.thread_id === sent.thread_id)).toBe(false);
  });

  it('sends the new unread count when the reader opens the thread', async () => {
    const [a, b] = await Promise.all([person('reader-a'), person('reader-b')]);
    const sent = await send(a.token, b.id, 'Hello');
    const bStream = await stream(b.token);
    await bStream.next((event) => event.event === 'unread' && event.data.count === 1);
    expect((await api.request('PUT', `/v1/messages/threads/${sent.thread_id}/read`, { token: b.token })).status).toBe(200);
    await bStream.next((event) => event.event === 'unread' && event.data.count === 0);
  });

  it('gives a reconnect with Last-Event-ID what it missed, once', async () => {
    const [a, b] = await Promise.all([person('gap-a'), person('gap-b')]);
    const first = await stream(b.token);
    const seen = await send(a.token, b.id, 'one');
    const last = await first.next(isMessage(seen.id));
    first.close();
    const missed = [await send(a.token, b.id, 'two'), await send(a.token, b.id, 'three')];
    const again = await stream(b.token, { lastEventId: last.id });
    await again.next((event) => event.event === 'unread' && event.data.count === 1);
    const messages = again.events.filter((event) => event.event === 'message').map((event) => event.data.message_id);
    expect(messages).toEqual(missed.map((message) => message.id));
    // Every event carries an id, and the catch-up's ids follow the one it resumed from.
    expect(again.events.every((event) => /^\d+$/.test(event.id))).toBe(true);
    expect(again.events.filter((event) => event.event === 'message').every((event) => Number(event.id) > Number(last.id))).toBe(true);
  });

  it('tells the guest of the host’s decision on their booking', async () => {
    const hostToken = await api.login('host@example.com');
    const guest = await person('guest');
    const space = (await api.request('GET', `/v1/spaces/${(await api.request('GET', '/v1/hosts/me/spaces', { token: hostToken })).body.data[0].id}`)).body;
    let created;
    for (let day = 60; !created; day++) {
      const { starts_at, ends_at } = slotOf(space, day);
      const answer = await postBooking(api, guest.token, { space_id: space.id, starts_at, ends_at, attendees: 2, activity: 'party', message: 'Hi!', terms: true });
      if (answer.status === 201) created = answer.body as { id: number };
    }
    const guestStream = await stream(guest.token);
    expect((await api.request('PUT', `/v1/bookings/${created.id}`, { token: hostToken, body: { status: 'declined' } })).status).toBe(200);
    const decided = await guestStream.next((event) => event.event === 'booking' && event.data.booking_id === created.id && event.data.status === 'declined');
    expect(decided.data).toEqual({ booking_id: created.id, status: 'declined' });
  });

  it('delivers a message written through one API app to a stream held on the other', async () => {
    const second = api.urls[1] as string;
    expect(second).toBeDefined();
    const [a, b] = await Promise.all([person('two-a'), person('two-b')]);
    const onSecond = await stream(b.token, { base: second });
    const sent = await send(a.token, b.id, 'Written through the first app');
    await onSecond.next(isMessage(sent.id));
    // And back: written through the second, heard on a stream held on the first.
    const onFirst = await stream(a.token);
    const reply = await send(b.token, a.id, 'Answered through the second app', second);
    await onFirst.next(isMessage(reply.id));
  });

  it('holds at most five streams per user on one app', async () => {
    const { token } = await person('tabs');
    for (let tab = 0; tab < 5; tab++) await stream(token);
    const sixth = await api.request('GET', '/v1/events/stream', { token, headers: { accept: 'text/event-stream' } });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toBe('too_many_streams');
  });
});
