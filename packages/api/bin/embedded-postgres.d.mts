/** Types of bin/embedded-postgres.mjs (a plain module so test-postgres.mjs runs it without tsx). */
export function freePort(): Promise<number>;
export function startEmbeddedPostgres(options?: { port?: number | string; maxConnections?: number }): Promise<{
  url: string;
  port: number;
  dir: string;
  version: string;
  stop(): Promise<void>;
  /** Fast shutdown, `downMs` with no server, and a start on the same folder and port. */
  restart(options?: { downMs?: number }): Promise<void>;
}>;
