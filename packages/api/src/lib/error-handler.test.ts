import Fastify from 'fastify';
import { DATABASE_RETRY_AFTER_S, answerError, isDatabaseUnavailable } from './error-handler';
import { ApiError } from './errors';

/** A server with the API's error handler and a route that throws what it is given. */
async function throwing(error: unknown) {
  const app = Fastify({ logger: false });
  app.setErrorHandler(answerError);
  app.get('/', async () => {
    throw error;
  });
  await app.ready();
  const answer = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return { status: answer.statusCode, retryAfter: answer.headers['retry-after'], body: answer.json<{ error: string; error_description: string }>() };
}

const coded = (code: string, message = 'boom') => Object.assign(new Error(message), { code });

describe('the API’s answer to an error', () => {
  it('is 503 with Retry-After when the database is out of reach, the driver’s error wrapped or not', async () => {
    // postgres.js's codes for a lost connection, and PostgreSQL's "terminating connection due to administrator command".
    for (const error of [coded('ECONNREFUSED'), coded('CONNECTION_CLOSED'), coded('57P01'), new Error('Failed query: select 1', { cause: coded('CONNECT_TIMEOUT') })]) {
      const answer = await throwing(error);
      expect(answer).toEqual({
        status: 503,
        retryAfter: String(DATABASE_RETRY_AFTER_S),
        body: { error: 'Service Unavailable', error_description: 'We could not reach our database. Try again in a few seconds.', statusCode: 503 },
      });
    }
  });

  it('is 500 for any other failure, saying nothing of it', async () => {
    for (const error of [new Error('secret detail'), coded('23505', 'duplicate key'), coded('42P01', 'relation does not exist')]) {
      const answer = await throwing(error);
      expect(answer.status).toBe(500);
      expect(answer.retryAfter).toBeUndefined();
      expect(JSON.stringify(answer.body)).not.toMatch(/secret|duplicate|relation/);
    }
  });

  it('is the ApiError’s own, with Retry-After on 429', async () => {
    expect(await throwing(new ApiError(429, 'Too Many Requests', 'Slow down.', { retry_after: 7 }))).toMatchObject({ status: 429, retryAfter: '7' });
    expect(await throwing(new ApiError(404, 'not_found', 'No such space.'))).toMatchObject({ status: 404, retryAfter: undefined });
  });

  it('looks a few causes deep, not forever', () => {
    const loop: Error & { cause?: unknown } = new Error('a');
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
