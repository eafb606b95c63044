import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

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
