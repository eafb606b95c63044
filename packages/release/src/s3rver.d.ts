/** The part of s3rver (a local S3-compatible server, dev only) the release tests use; it ships no types. */
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    configureBuckets?: Array<{ name: string; configs: Array<string | Buffer> }>;
  }
  /** The part of a Koa context a middleware in front of s3rver's routes reads and answers with. */
  interface S3rverContext {
    method: string;
    path: string;
    status: number;
    type: string;
    body: unknown;
    get(header: string): string;
  }
  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Koa's middleware list; one put first runs before s3rver's own (before `run`). */
    middleware: Array<(ctx: S3rverContext, next: () => Promise<void>) => Promise<void>>;
    store: { getMetadata(bucket: string, key: string): Promise<{ etag: string }> };
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
