import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts `server` on a free port of 127.0.0.1 and answers its base URL. */
export async function listenLocally(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Stops `server`; resolves once it is closed. */
export function closeServer(server: http.Server): Promise<void> {
  return new Promise<void>((resolve) => server.close(() => resolve()));
}
