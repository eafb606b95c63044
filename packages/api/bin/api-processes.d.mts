/** Types of api-processes.mjs (API processes as `npm start` runs one, for the soak and the e2e). */
export function developmentApiEnv(options: { databaseUrl: string; port: number; processorUrl: string; extra?: Record<string, string> }): NodeJS.ProcessEnv;

export class ApiProcess {
  constructor(name: string, port: number, env: NodeJS.ProcessEnv, logFile: string);
  readonly name: string;
  readonly port: number;
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** How it ended when nobody asked it to (a crash), else undefined. */
  crashed: string | undefined;
  start(): Promise<void>;
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL after `graceMs` (10 s). */
  stop(graceMs?: number): Promise<void>;
}

export function untilHealthy(url: string): Promise<void>;
