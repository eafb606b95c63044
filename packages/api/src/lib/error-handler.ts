import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isConnectionLost } from '../db/client';
import { ApiError, someCause } from './errors';

/** Seconds a client is told to wait when the database is out of reach (a restart takes a few). */
export const DATABASE_RETRY_AFTER_S = 5;

/** Whether the error, or an error it wraps (drizzle wraps the driver's), is a lost database connection. */
export const isDatabaseUnavailable = (error: unknown): boolean => someCause(error, isConnectionLost);

const DESCRIBED: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but says it is JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

/** The largest refused body read to its end rather than closed on (docs/decisions/api-oversized-bodies.md). */
const OVERSIZED_BODY_DRAIN_BYTES = 16 * 1024 * 1024;

/** Whether a 413's body, of this declared length, is drained so the connection stays whole. */
function drainsOversizedBody(contentLength: string | undefined): boolean {
  if (contentLength === undefined || !/^\d{1,9}$/.test(contentLength)) return false;
  return Number(contentLength) <= OVERSIZED_BODY_DRAIN_BYTES;
}

/**
 * Every error's answer: an ApiError as it says; fastify's own 4xx with a plain description; a
 * database out of reach (PostgreSQL restarting, its connection lost) as 503 with Retry-After,
 * which clients and load balancers treat as "try again", not as a bug; anything else 500,
 * logged (docs/decisions/several-api-processes.md).
 */
export function answerError(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ApiError) {
    if (error.statusCode === 429 || error.statusCode === 503) reply.header('retry-after', String(error.extra.retry_after ?? 60));
    return reply.status(error.statusCode).send(error.toBody());
  }
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500 && isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
    return reply.status(503).send({ error: 'Service Unavailable', error_description: 'We could not reach our database. Try again in a few seconds.', statusCode: 503 });
  }
  if (status === 500) {
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'Internal Server Error', error_description: 'Something went wrong on our side.', statusCode: 500 });
  }
  // fastify asks to close after any body it refused. One refused for its declared size is read to
  // its end and dropped instead: closed on unread, the connection is reset and the client, still
  // writing, never reads the 413 (docs/decisions/api-oversized-bodies.md).
  if (status === 413 && drainsOversizedBody(request.headers['content-length'])) reply.removeHeader('connection');
  const code = (error as FastifyError).code ?? '';
  const name = status === 413 ? 'Payload Too Large' : status === 415 ? 'Unsupported Media Type' : 'Bad Request';
  return reply.status(status).send({ error: name, error_description: DESCRIBED[code] ?? error.message, statusCode: status });
}
