import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { ApiError, badRequest } from '../lib/errors';
import { requireUser } from '../services/auth';
import type { AppContext } from '../services/context';
import { liveHubFor, type LiveEvent, type LiveHub, type LiveStream } from '../services/live-events';

/** Between two heartbeats; each also re-checks the session and the token's expiry (docs/decisions/live-events.md). */
export const HEARTBEAT_MS = 15_000;

/** The Last-Event-ID header as an event id (microseconds), null when absent; 400 when it is not one of ours. */
export function lastEventIdOf(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  if (header === undefined || header === '') return null;
  if (typeof header !== 'string' || !/^\d{1,17}$/.test(header.trim()))
    throw badRequest('invalid_last_event_id', 'Last-Event-ID must be the id of an event this stream sent (digits).');
  return Number(header.trim());
}

function frame(event: LiveEvent): string {
  return `id: ${event.id}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/** Opens the response as an event stream, with the headers the hooks (CORS) already set. */
function openStream(reply: FastifyReply): void {
  reply.hijack();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = String(value);
  reply.raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // Proxies (nginx) must pass each event on at once.
    'x-accel-buffering': 'no',
  });
  reply.raw.flushHeaders();
}

/** Serves one stream: catch-up first, then live events, heartbeats and the session's end. */
async function serve(ctx: AppContext, hub: LiveHub, mine: Set<LiveStream>, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { profile } = await requireUser(ctx, request);
  const lastId = lastEventIdOf(request);
  // Only an event-stream reader gets a stream: any other GET (a crawler, a fuzzer, a mistyped
  // fetch) is answered at once instead of held open.
  if (!/\btext\/event-stream\b/.test(request.headers.accept ?? '')) throw new ApiError(406, 'not_acceptable', 'This is an event stream: send Accept: text/event-stream.');
  let open = true;
  const stream: LiveStream = {
    userId: profile.id,
    send: (event) => {
      if (open) reply.raw.write(frame(event));
    },
    close: () => {
      if (!open) return;
      open = false;
      clearInterval(timer);
      hub.remove(stream);
      mine.delete(stream);
      reply.raw.end();
    },
  };
  if (!hub.add(stream)) throw new ApiError(429, 'too_many_streams', 'Too many open event streams for this account; close another tab.', { retry_after: 15 });
  mine.add(stream);
  openStream(reply);
  reply.raw.on('close', () => stream.close());
  // Synchronous from the log to here, so no live event slips between the catch-up and the stream.
  const caught = lastId === null ? { events: [] } : hub.catchUp(profile.id, lastId);
  if (caught === 'resync') stream.send({ id: String(hub.latestId(profile.id)), event: 'resync', data: {} });
  else for (const event of caught.events) stream.send(event);
  hub.sendUnread(profile.id, String(hub.latestId(profile.id)), stream);
  const timer = setInterval(() => {
    // Logged out, or the token expired (the API's clock): the stream ends and the client refreshes first.
    requireUser(ctx, request).then(
      () => open && reply.raw.write(': heartbeat\n\n'),
      () => stream.close(),
    );
  }, HEARTBEAT_MS);
}

/** GET /v1/events/stream: the signed-in user's messages, booking changes and unread count, live (docs/decisions/live-events.md). */
export function eventRoutes(app: FastifyInstance, ctx: AppContext, database: Database): void {
  const hub = liveHubFor(database);
  // Listening before the app serves, so a reconnect's catch-up covers everything since.
  app.addHook('onReady', async () => void (await hub));
  // This app's streams only: apps sharing one PGlite share its hub.
  const mine = new Set<LiveStream>();
  app.addHook('preClose', async () => {
    for (const stream of [...mine]) stream.close();
  });
  app.get('/v1/events/stream', async (request, reply) => {
    await serve(ctx, await hub, mine, request, reply);
    return reply;
  });
}
