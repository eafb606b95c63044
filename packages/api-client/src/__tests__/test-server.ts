import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, type ApiClient } from '../client';

/** One request as the server saw it. */
export interface SeenRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type Handler = (request: SeenRequest, response: ServerResponse) => void | Promise<void>;

/** A real HTTP server on a random local port, answering with whatever `handle` is set to. */
export interface TestServer {
  url: string;
  seen: SeenRequest[];
  handle: Handler;
  close(): Promise<void>;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startTestServer(): Promise<TestServer> {
  const state: TestServer = {
    url: '',
    seen: [],
    handle: (_request, response) => sendJson(response, 200, {}),
    close: async () => {},
  };
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const seen: SeenRequest = {
        method: incoming.method ?? '',
        url: new URL(incoming.url ?? '/', state.url),
        headers: incoming.headers,
        body: Buffer.concat(chunks),
      };
      state.seen.push(seen);
      Promise.resolve(state.handle(seen, response)).catch((error: unknown) => {
        response.writeHead(599);
        response.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

/** Answers after `ms`, unless the client has gone by then. */
export function answerLater(ms: number, status: number, body: unknown): Handler {
  return (_request, response) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        if (!response.destroyed) sendJson(response, status, body);
        resolve();
      }, ms);
      response.on('close', () => {
        clearTimeout(timer);
        resolve();
      });
    });
}

/** The latest request as the call tests compare it. */
export interface CallSeen {
  method: string;
  /** The path, with the query parameters the harness was told to keep. */
  path: string;
  auth: string | undefined;
  json: unknown;
}

/** A call test file's client and server: `api` is the ApiClient of the test running. */
export interface CallTestHarness {
  readonly api: ApiClient;
  /** Answers every request with `body` and `status` (a 204 with no body). */
  answer(body: unknown, status?: number): void;
  /** The latest request the server saw. */
  last(): CallSeen;
}

/**
 * Before each test a fresh test server and an ApiClient on it (basic key `basic-123`, access
 * token `user-token`), closed after it. `keepQuery` names the query parameters `last().path` keeps.
 */
export function callTestHarness(keepQuery: readonly string[] = []): CallTestHarness {
  let server: TestServer | undefined;
  let api: ApiClient | undefined;
  beforeEach(async () => {
    server = await startTestServer();
    api = createApiClient({ baseUrl: server.url, basicKey: 'basic-123', getAccessToken: () => 'user-token' });
  });
  afterEach(() => server?.close());
  const started = (): TestServer => {
    if (!server) throw new Error('the call test harness is read outside a test');
    return server;
  };
  return {
    get api() {
      started();
      return api as ApiClient;
    },
    answer(body, status = 200) {
      started().handle = (_request, response) => {
        if (status !== 204) return sendJson(response, status, body);
        response.statusCode = 204;
        response.end();
      };
    },
    last() {
      const seen = started().seen.at(-1);
      if (!seen) throw new Error('no request reached the server');
      const query = new URLSearchParams(keepQuery.flatMap((name) => seen.url.searchParams.getAll(name).map((value) => [name, value])));
      return {
        method: seen.method,
        path: seen.url.pathname + (query.size ? `?${query.toString()}` : ''),
        auth: seen.headers.authorization,
        json: seen.body.length ? (JSON.parse(seen.body.toString()) as unknown) : undefined,
      };
    },
  };
}
