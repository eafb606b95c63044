import type S3rver from 's3rver';

const PRECONDITION_FAILED =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message></Error>';

/**
 * s3rver 3.7 ignores If-None-Match and If-Match on PutObject and DeleteObject; S3 (since 2024),
 * R2 and MinIO honour them, and the release tool's lease relies on them
 * (docs/decisions/release-atomic-changes.md). This puts S3's documented behaviour in front of
 * s3rver's routes: writes to one key run one at a time, and a conditional one that does not
 * hold answers 412 PreconditionFailed without writing. Call before `run()`.
 */
export function withConditionalWrites(server: S3rver): void {
  const queues = new Map<string, Promise<void>>();
  server.middleware.unshift(async (ctx, next) => {
    if (ctx.method !== 'PUT' && ctx.method !== 'DELETE') return next();
    const [bucket, ...rest] = ctx.path.slice(1).split('/').map(decodeURIComponent);
    const key = rest.join('/');
    if (!bucket || !key) return next();
    const run = async () => {
      const ifMatch = ctx.get('if-match');
      const ifNoneMatch = ctx.get('if-none-match');
      if (ifMatch || ifNoneMatch) {
        const etag = await server.store.getMetadata(bucket, key).then(
          (metadata) => metadata.etag.replace(/"/g, ''),
          () => null,
        );
        const holds = ifNoneMatch === '*' ? etag === null : etag !== null && (!ifMatch || ifMatch.replace(/"/g, '') === etag);
        if (!holds) {
          ctx.status = 412;
          ctx.type = 'application/xml';
          ctx.body = PRECONDITION_FAILED;
          return;
        }
      }
      await next();
    };
    const id = `${bucket}/${key}`;
    const done = (queues.get(id) ?? Promise.resolve()).then(run, run);
    queues.set(
      id,
      done.catch(() => undefined),
    );
    await done;
  });
}
