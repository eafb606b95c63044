declare module 'autocannon' {
  /** The part of autocannon's options bin/bench.ts uses. */
  interface Options {
    url: string;
    title?: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Worker threads that generate the load (0: the calling thread). */
    workers?: number;
    /** Request templates; setupRequest may rewrite one before it is sent (a fresh body each time). */
    requests?: RequestSpec[];
  }
  interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestSpec) => RequestSpec;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }
  /** The part of autocannon's result bin/bench.ts reads. */
  interface Result {
    latency: Histogram;
    requests: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): unknown;
  namespace autocannon {
    export type { Options, RequestSpec, Result };
  }
  export = autocannon;
}
