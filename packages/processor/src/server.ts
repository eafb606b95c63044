import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import qs from 'qs';
import { type Core, type Ctx, DEFAULT_API_VERSION } from './core';
import { StripeError, invalid } from './errors';
import { expand } from './expand';
import { base62 } from './ids';
import { match, type Route } from './router';

/** What the browser half answers (src/browser/index.ts, owned by its own engineer). */
export type BrowserRoute = (method: string, pathname: string, query: URLSearchParams, origin: string) => { status: number; headers: Record<string, string>; body: string } | null;

/** A handler's answer that is not JSON (the test files). */
export interface RawAnswer {
  raw: true;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const BROWSER_PREFIXES = ['/v3', '/elements/', '/3ds/'];
const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Stripe-Version, Idempotency-Key, Stripe-Account, X-Stripe-Client-User-Agent',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Expose-Headers': 'Request-Id, Stripe-Version, Idempotent-Replayed',
  'Access-Control-Max-Age': '600',
};

function masked(key: string): string {
  return key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}` : key;
}

/** `Authorization: Bearer <key>`, or basic auth with the key as the user (older clients). */
function apiKey(req: FastifyRequest, params: Record<string, unknown>): string | null {
  const header = req.headers.authorization;
  // Stripe.js itself sends the publishable key as a `key` parameter.
  if (!header) return typeof params.key === 'string' && params.key.startsWith('pk_') ? params.key : null;
  const [scheme, value] = header.split(' ', 2);
  if (!value) return null;
  if (scheme?.toLowerCase() === 'bearer') return value.trim();
  if (scheme?.toLowerCase() === 'basic') return Buffer.from(value, 'base64').toString('utf8').split(':')[0] ?? null;
  return null;
}

function authenticate(core: Core, req: FastifyRequest, params: Record<string, unknown>, needs: Route['auth']): Ctx['key'] {
  const key = apiKey(req, params);
  if (!key) {
    throw new StripeError(
      401,
      'invalid_request_error',
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  const kind = key === core.config.secretKey ? 'secret' : key === core.config.publishableKey ? 'publishable' : null;
  if (!kind) throw new StripeError(401, 'invalid_request_error', `Invalid API Key provided: ${masked(key)}`);
  if (kind === 'publishable' && needs === 'secret') {
    throw new StripeError(401, 'invalid_request_error', 'This API call cannot be made with a publishable API key. Please use a secret API key.');
  }
  return kind;
}

export async function buildServer(core: Core, routes: Route[], browser: () => Promise<BrowserRoute | null>): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: MAX_FILE_BYTES + 1024 * 1024 });
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 20 } });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  const send = (reply: FastifyReply, status: number, payload: unknown): FastifyReply =>
    reply
      .code(status)
      .header('Content-Type', 'application/json; charset=utf-8')
      .send(JSON.stringify(payload, null, 2));

  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, _req, reply) => {
    if (err instanceof StripeError) return send(reply, err.status, err.toJSON());
    if (err.code === 'FST_REQ_FILE_TOO_LARGE' || err.statusCode === 413) {
      return send(reply, 400, invalid(`The file is larger than the maximum of ${MAX_FILE_BYTES} bytes (10 MB).`, 'file', 'file_too_large').toJSON());
    }
    if (err.statusCode && err.statusCode < 500) return send(reply, 400, invalid(err.message).toJSON());
    core.config.log(`processor: ${err.stack ?? err.message}`);
    return send(reply, 500, new StripeError(500, 'api_error', 'An unexpected error occurred in the processor.').toJSON());
  });

  app.route({
    method: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    url: '/*',
    handler: async (req, reply) => {
      const requestId = `req_${base62(14)}`;
      const url = new URL(req.url, 'http://processor.local');
      // Date on the processor's own clock, as Stripe's answers carry Stripe's time: a client
      // orders what it read against the events it receives (`created`, the same clock), and a
      // moved test clock must move both (docs/decisions/payments-provider.md).
      reply.headers({
        ...CORS,
        Date: new Date(core.now()).toUTCString(),
        'Request-Id': requestId,
        'Stripe-Version': String(req.headers['stripe-version'] ?? DEFAULT_API_VERSION),
      });
      if (req.method === 'OPTIONS') return reply.code(204).send();

      if (req.method === 'GET' && BROWSER_PREFIXES.some((p) => url.pathname.startsWith(p))) {
        const handler = await browser();
        const answer = handler?.(req.method, url.pathname, url.searchParams, core.origin) ?? null;
        if (!answer) return reply.code(404).header('Content-Type', 'text/plain; charset=utf-8').send('Not found');
        return reply.code(answer.status).headers(answer.headers).send(answer.body);
      }

      const found = match(routes, req.method, url.pathname);
      if (!found)
        throw new StripeError(
          404,
          'invalid_request_error',
          `Unrecognized request URL (${req.method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        );
      const rawBody = typeof req.body === 'string' ? req.body : '';
      const body = { ...qs.parse(url.search.slice(1), { depth: 10, arrayLimit: 100 }), ...qs.parse(rawBody, { depth: 10, arrayLimit: 100 }) };
      const key = found.route.auth === 'none' ? 'secret' : authenticate(core, req, body, found.route.auth);
      delete body.key;
      const idemHeader = req.headers['idempotency-key'];
      const idempotencyKey = req.method === 'POST' && typeof idemHeader === 'string' && idemHeader ? idemHeader : null;
      const store = core.store.state.idempotency;
      const scope = `${key}:${idempotencyKey}`;
      const fingerprint = createHash('sha256').update(`${req.method} ${url.pathname}\n${rawBody}`).digest('hex');
      if (idempotencyKey) {
        const cutoff = core.now() - IDEMPOTENCY_TTL_MS;
        for (const [k, rec] of Object.entries(store)) if (rec.at < cutoff) delete store[k];
        const prior = store[scope];
        if (prior && prior.fingerprint !== fingerprint) {
          throw new StripeError(
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          );
        }
        if (prior) return reply.code(prior.status).header('Idempotent-Replayed', 'true').header('Content-Type', 'application/json; charset=utf-8').send(prior.body);
      }

      const ctx: Ctx = { core, path: found.path, body, key, requestId, idempotencyKey, raw: req };
      let status = 200;
      let payload: string;
      try {
        const result = (await found.route.handler(ctx)) as unknown as RawAnswer | Record<string, unknown>;
        if (result.raw === true) {
          const rawAnswer = result as RawAnswer;
          return reply.code(rawAnswer.status).headers(rawAnswer.headers).send(rawAnswer.body);
        }
        payload = JSON.stringify(expand(core, result as Record<string, unknown>, body), null, 2);
      } catch (err) {
        if (!(err instanceof StripeError)) throw err;
        status = err.status;
        payload = JSON.stringify(err.toJSON(), null, 2);
      }
      if (idempotencyKey && status < 500) {
        store[scope] = { fingerprint, status, body: payload, at: core.now() };
        core.store.changed();
      }
      return reply.code(status).header('Content-Type', 'application/json; charset=utf-8').send(payload);
    },
  });
  return app;
}
