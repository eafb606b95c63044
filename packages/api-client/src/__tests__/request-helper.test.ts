import * as v from 'valibot';
import { createApiClient } from '../client';
import { ApiError, ApiErrorCode, UNEXPECTED_ERROR_MESSAGE, userMessageFor } from '../errors';
import { TIMESTAMP_PARAM, createRequester } from '../request';
import { answerLater, sendJson, startTestServer, type TestServer } from './test-server';

const PROFILE = { SSOid: 'u-1', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', is_host: false };

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await server.close();
});

function requester(timeout = 10_000) {
  return createRequester({
    baseUrl: server.url,
    siteUrl: server.url,
    basicKey: 'test-basic-key',
    getAccessToken: () => 'user-token',
    timeout,
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw new Error(`expected an ApiError, got ${String(error)}`);
  }
  throw new Error('expected the call to fail');
}

describe('the request helper', () => {
  it.each(['PATCH', 'HEAD', 'OPTIONS', 'TRACE', 'patch'])('refuses %s before sending anything', async (method) => {
    const error = await failure(requester()({ method, path: '/v1/anything', schema: v.unknown() }));
    expect(error.code).toBe(ApiErrorCode.METHOD_NOT_ALLOWED);
    expect(error.message).toContain('only sends GET, PUT, POST, DELETE');
    expect(server.seen).toHaveLength(0);
  });

  it.each(['GET', 'PUT', 'POST', 'DELETE', 'delete'])('sends %s', async (method) => {
    await requester()({ method, path: '/v1/anything', schema: v.unknown() });
    expect(server.seen.map((seen) => seen.method)).toEqual([method.toUpperCase()]);
  });

  it('strips HTML tags from every string value of a JSON body, at any depth', async () => {
    server.handle = (request, response) => sendJson(response, 200, JSON.parse(request.body.toString()));
    const body = {
      first_name: '<b>Ada</b>',
      nested: { list: ['<script>alert(1)</script>ok', 3, true, null], deeper: { note: 'a <i>b</i> c' } },
      sneaky: '<<b>script>x',
      maths: '3 < 5 and 7 > 2',
      count: 4,
    };
    const answer = await requester()({ method: 'POST', path: '/echo', json: body, schema: v.unknown() });
    expect(answer).toEqual({
      first_name: 'Ada',
      nested: { list: ['alert(1)ok', 3, true, null], deeper: { note: 'a b c' } },
      sneaky: 'x',
      maths: '3 < 5 and 7 > 2',
      count: 4,
    });
    expect(server.seen[0]?.headers['content-type']).toContain('application/json');
    expect(body.first_name).toBe('<b>Ada</b>');
  });

  it('sends a call’s extra headers, such as Idempotency-Key, but never lets them replace the authorization', async () => {
    await requester()({
      method: 'POST',
      path: '/v1/bookings',
      auth: 'bearer',
      headers: { 'Idempotency-Key': 'book-abc-123', Authorization: 'Bearer stolen' },
      json: {},
      schema: v.unknown(),
    });
    expect(server.seen[0]?.headers['idempotency-key']).toBe('book-abc-123');
    expect(server.seen[0]?.headers.authorization).toBe('Bearer user-token');
  });

  it('adds the timestamp query parameter to every request and keeps the others', async () => {
    const before = Date.now();
    await requester()({ method: 'GET', path: '/v1/things', query: { q: 'yoga', skip: undefined }, schema: v.unknown() });
    await requester()({ method: 'DELETE', path: '/v1/things', schema: v.unknown() });
    const [first, second] = server.seen;
    const stamp = Number(first?.url.searchParams.get(TIMESTAMP_PARAM));
    expect(TIMESTAMP_PARAM).toBe('_ts');
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
    expect(first?.url.searchParams.get('q')).toBe('yoga');
    expect(first?.url.searchParams.has('skip')).toBe(false);
    expect(second?.url.searchParams.has(TIMESTAMP_PARAM)).toBe(true);
  });

  it('gives up with a timeout error when the answer is slower than the configured timeout', async () => {
    server.handle = answerLater(2_000, 200, {});
    const started = Date.now();
    const error = await failure(requester(150)({ method: 'GET', path: '/slow', schema: v.unknown() }));
    expect(error.code).toBe(ApiErrorCode.TIMEOUT);
    expect(error.status).toBe(0);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(userMessageFor(error)).toBe(UNEXPECTED_ERROR_MESSAGE);
  });

  it('uses a per-call timeout over the default one', async () => {
    server.handle = answerLater(400, 200, { ok: true });
    const request = requester(150);
    await expect(request({ method: 'GET', path: '/slow', timeout: 2_000, schema: v.unknown() })).resolves.toEqual({ ok: true });
    const error = await failure(request({ method: 'GET', path: '/slow', schema: v.unknown() }));
    expect(error.code).toBe(ApiErrorCode.TIMEOUT);
  });

  it("fails with exactly 'Invalid JSON' when a successful answer is not JSON", async () => {
    server.handle = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>maintenance</html>');
    };
    const error = await failure(requester()({ method: 'GET', path: '/html', schema: v.unknown() }));
    expect(error.message).toBe('Invalid JSON');
    expect(error.code).toBe(ApiErrorCode.INVALID_JSON);
    expect(userMessageFor(error)).toBe(UNEXPECTED_ERROR_MESSAGE);
  });

  it('treats an empty 200 answer as invalid JSON but a 204 as no content', async () => {
    server.handle = (_request, response) => {
      response.writeHead(200);
      response.end();
    };
    expect((await failure(requester()({ method: 'GET', path: '/empty', schema: v.unknown() }))).message).toBe('Invalid JSON');
    server.handle = (_request, response) => {
      response.writeHead(204);
      response.end();
    };
    await expect(requester()({ method: 'GET', path: '/none', schema: v.null() })).resolves.toBeNull();
  });

  it('keeps the raw API error on an error status and maps it to the spec message', async () => {
    server.handle = (_request, response) => sendJson(response, 401, { error: 'Invalid Password', error_description: 'Invalid Password', statusCode: 401 });
    const error = await failure(requester()({ method: 'POST', path: '/login', json: {}, schema: v.unknown() }));
    expect(error).toMatchObject({ code: ApiErrorCode.HTTP, status: 401, error: 'Invalid Password', error_description: 'Invalid Password' });
    expect(userMessageFor(error)).toBe('An unexpected error occurred. Please try again in a few minutes.');
  });

  it('maps a server error without a JSON body to the spec message', async () => {
    server.handle = (_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<h1>Bad gateway</h1>');
    };
    const error = await failure(requester()({ method: 'GET', path: '/down', schema: v.unknown() }));
    expect(error).toMatchObject({ code: ApiErrorCode.HTTP, status: 502, error: undefined });
    expect(userMessageFor(error)).toBe(UNEXPECTED_ERROR_MESSAGE);
  });

  it('shows the spec message of a 400 validation answer and keeps its issues', async () => {
    const issues = [{ field: 'email', message: 'Please enter a valid email.' }];
    server.handle = (_request, response) => sendJson(response, 400, { error: 'validation', error_description: 'Please enter a valid email.', statusCode: 400, issues });
    const error = await failure(requester()({ method: 'POST', path: '/v1/profiles', json: {}, schema: v.unknown() }));
    expect(error.issues).toEqual(issues);
    expect(userMessageFor(error)).toBe('Please enter a valid email.');
  });

  it('does not show the raw text of a 400 answer that is not a validation failure', async () => {
    server.handle = (_request, response) => sendJson(response, 400, { error: 'invalid_grant', error_description: 'Invalid grant: user credentials are invalid' });
    const error = await failure(requester()({ method: 'POST', path: '/login', json: {}, schema: v.unknown() }));
    expect(error.error_description).toBe('Invalid grant: user credentials are invalid');
    expect(userMessageFor(error)).toBe(UNEXPECTED_ERROR_MESSAGE);
  });

  it('turns a 2xx answer carrying an API error into an ApiError', async () => {
    server.handle = (_request, response) => sendJson(response, 200, { error: 'Invalid Password', error_description: 'Invalid Password', statusCode: 403 });
    const error = await failure(requester()({ method: 'POST', path: '/login', json: {}, schema: v.unknown() }));
    expect(error).toMatchObject({ code: ApiErrorCode.HTTP, status: 403, error: 'Invalid Password' });
  });

  it('rejects an answer that does not match its schema with a stable code instead of crashing', async () => {
    server.handle = (_request, response) => sendJson(response, 200, { first_name: 'Ada' });
    const error = await failure(createApiClient({ baseUrl: server.url }).getProfile());
    expect(error.code).toBe(ApiErrorCode.SCHEMA);
    expect(error.message).toContain('GET /v1/profiles/me');
    expect(userMessageFor(error)).toBe(UNEXPECTED_ERROR_MESSAGE);
  });

  it('fails with a network error when the API cannot be reached', async () => {
    const url = server.url;
    await server.close();
    const error = await failure(createApiClient({ baseUrl: url }).getEnv('en-US'));
    expect(error.code).toBe(ApiErrorCode.NETWORK);
    expect(userMessageFor(error)).toBe(UNEXPECTED_ERROR_MESSAGE);
    server = await startTestServer();
  });

  it('refuses a body on a GET and a circular body before sending anything', async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect((await failure(requester()({ method: 'GET', path: '/x', json: { a: 1 }, schema: v.unknown() }))).code).toBe(ApiErrorCode.BAD_INPUT);
    expect((await failure(requester()({ method: 'POST', path: '/x', json: circular, schema: v.unknown() }))).code).toBe(ApiErrorCode.BAD_INPUT);
    expect(server.seen).toHaveLength(0);
  });

  it('maps anything that is not an ApiError to the spec message', () => {
    expect(userMessageFor(new Error('boom'))).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(userMessageFor(undefined)).toBe(UNEXPECTED_ERROR_MESSAGE);
  });

  it('returns the parsed answer of a call that succeeds', async () => {
    server.handle = (_request, response) => sendJson(response, 200, { ...PROFILE, extra: 'kept' });
    await expect(createApiClient({ baseUrl: server.url, getAccessToken: () => 't' }).getProfile()).resolves.toEqual({ ...PROFILE, extra: 'kept' });
  });
});
