declare module 'autocannon' {
  /** The part of autocannon's options bin/bench.ts uses. */
  interface Options {
    url: string;
    title?: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
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
    non2xx: number;
  }
  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): unknown;
  namespace autocannon {
    export type { Options, Result };
  }
  export = autocannon;
}
