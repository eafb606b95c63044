import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config/storage';

/** An object as the store gives it back. */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/**
 * The object store (docs/decisions/listing-photos.md). One implementation, `s3ObjectStore`, on
 * the official AWS SDK, in every mode: development and the tests run it against a local S3
 * server, production against the configured bucket.
 */
export interface ObjectStore {
  /** Writes `key` (replacing it), with the headers a reader is given. */
  put(key: string, body: Buffer, meta: { contentType: string; cacheControl: string }): Promise<void>;
  /** The object, or undefined when there is none under `key`. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes the keys; a key that is not there is no error. */
  remove(keys: string[]): Promise<void>;
  /** `s3://bucket at endpoint`, for logs and errors. */
  readonly description: string;
  close(): void;
}

/** Whether an SDK error means "no such object". */
function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
}

/** The S3 implementation of the object store. */
export function s3ObjectStore(config: StorageConfig): ObjectStore {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
  });
  const Bucket = config.bucket;
  return {
    description: `s3://${Bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`,
    async put(key, body, meta) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: meta.contentType, CacheControl: meta.cacheControl }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return undefined;
        return { body: Buffer.from(await answer.Body.transformToByteArray()), contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(keys) {
      // One DeleteObject each (a photo has three sizes): DeleteObjects needs a Content-MD5 some
      // S3-compatible servers do not check the same way, and S3 answers 204 for a missing key.
      await Promise.all(keys.map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))));
    },
    close() {
      client.destroy();
    },
  };
}
