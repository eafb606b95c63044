import fs from 'node:fs';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ReleaseError } from './artifacts';
import { contentTypeOf } from './content-types';
import { artifactsRoot } from './paths';

/** How an object is served: what it is and how long a browser or CDN may keep it. */
export interface ObjectMeta {
  contentType: string;
  cacheControl: string;
}

/**
 * Where artifacts, channels and manifests live: the local `artifacts/` folder (the default)
 * or an S3-compatible bucket. Keys are `/`-separated paths relative to the root:
 * `<remote>/<version>/<file>`, `channels/<channel>.json`, `manifests/<channel>/<locale>.json`.
 */
export interface ReleaseStorage {
  /** For messages: the folder or `s3://bucket/prefix` at endpoint. */
  readonly description: string;
  get(key: string): Promise<Buffer | null>;
  put(key: string, body: Buffer, meta: ObjectMeta): Promise<void>;
  /** Every key under a prefix ('' for all), sorted. */
  list(prefix: string): Promise<string[]>;
  remove(key: string): Promise<void>;
}

/** Revalidate on every use: entries, manifests, the page and the release tool's own records change under a stable name. */
export const NO_CACHE = 'no-cache';
/** Content-hashed chunks and everything else inside a versioned artifact folder never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const MUTABLE_IN_ARTIFACT = new Set(['remoteEntry.js', 'mf-manifest.json', 'artifact.json', 'hourspace-remote.json']);

/** The Content-Type and Cache-Control of a key: entries, manifests and records no-cache, the rest of a versioned artifact a year, immutable. */
export function objectMeta(key: string): ObjectMeta {
  const contentType = contentTypeOf(key);
  const parts = key.split('/');
  const inArtifact = parts.length >= 3 && !['manifests', 'channels', 'health'].includes(parts[0]!);
  const mutable = !inArtifact || (parts.length === 3 && MUTABLE_IN_ARTIFACT.has(parts[2]!)) || key.endsWith('.html');
  return { contentType, cacheControl: mutable ? NO_CACHE : IMMUTABLE };
}

function checkKey(key: string): string {
  if (!key || key.startsWith('/') || key.split('/').some((part) => part === '' || part === '.' || part === '..')) throw new ReleaseError(`"${key}" is not a storage key`);
  return key;
}

/** The local folder (`artifacts/`, or HOURSPACE_ARTIFACTS): what `npm start` serves. */
export class LocalStorage implements ReleaseStorage {
  constructor(readonly root: string = artifactsRoot()) {}

  get description(): string {
    return this.root;
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.promises.readFile(path.join(this.root, checkKey(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = path.join(this.root, checkKey(key));
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    await fs.promises.writeFile(temp, body);
    await fs.promises.rename(temp, file);
  }

  async list(prefix: string): Promise<string[]> {
    const walk = (dir: string): string[] =>
      fs.existsSync(dir)
        ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
        : [];
    return walk(this.root)
      .map((file) => path.relative(this.root, file).split(path.sep).join('/'))
      .filter((key) => key.startsWith(prefix) && !key.endsWith('.tmp'))
      .sort();
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(path.join(this.root, checkKey(key)), { force: true });
  }
}

export interface BucketOptions {
  bucket: string;
  /** Any S3-compatible endpoint (MinIO, R2, s3rver…); the AWS default when absent. */
  endpoint?: string;
  region?: string;
  /** A folder inside the bucket, e.g. `hourspace/prod`. */
  prefix?: string;
  /** Explicit credentials; otherwise the AWS SDK's default chain (AWS_ACCESS_KEY_ID, profiles…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** An S3-compatible bucket, path-style so any endpoint works. */
export class BucketStorage implements ReleaseStorage {
  private readonly client: S3Client;
  private readonly prefix: string;

  constructor(private readonly options: BucketOptions) {
    this.prefix = options.prefix ? `${options.prefix.replace(/^\/+|\/+$/g, '')}/` : '';
    this.client = new S3Client({
      region: options.region ?? 'us-east-1',
      forcePathStyle: true,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
    });
  }

  get description(): string {
    return `s3://${this.options.bucket}/${this.prefix}${this.options.endpoint ? ` at ${this.options.endpoint}` : ''}`;
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.prefix + checkKey(key) }));
      return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NoSuchKey' || name === 'NotFound') return null;
      throw error;
    }
  }

  async put(key: string, body: Buffer, meta: ObjectMeta): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.options.bucket, Key: this.prefix + checkKey(key), Body: body, ContentType: meta.contentType, CacheControl: meta.cacheControl }),
    );
  }

  async list(prefix: string): Promise<string[]> {
    return [...(await this.listTagged(prefix)).keys()];
  }

  /** Every key under a prefix, sorted, with its ETag (which changes whenever the object does). */
  async listTagged(prefix: string): Promise<Map<string, string>> {
    const keys: Array<[string, string]> = [];
    let token: string | undefined;
    do {
      const out = await this.client.send(new ListObjectsV2Command({ Bucket: this.options.bucket, Prefix: this.prefix + prefix, ...(token ? { ContinuationToken: token } : {}) }));
      for (const item of out.Contents ?? []) if (item.Key) keys.push([item.Key.slice(this.prefix.length), item.ETag ?? '']);
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
    return new Map(keys.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.prefix + checkKey(key) }));
  }

  /** An object and its ETag, or null when there is none. */
  async getTagged(key: string): Promise<{ body: Buffer; etag: string } | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.prefix + checkKey(key) }));
      return { body: out.Body ? Buffer.from(await out.Body.transformToByteArray()) : Buffer.alloc(0), etag: out.ETag ?? '' };
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NoSuchKey' || name === 'NotFound') return null;
      throw error;
    }
  }

  /**
   * A conditional write (docs/decisions/release-atomic-changes.md): `{ absent: true }` writes
   * only if no object has the key (If-None-Match: *), `{ etag }` only if the object is still
   * that version (If-Match). The new ETag, or null when the condition failed.
   */
  async putIf(key: string, body: Buffer, condition: { absent: true } | { etag: string }): Promise<string | null> {
    try {
      const out = await this.client.send(
        new PutObjectCommand({
          Bucket: this.options.bucket,
          Key: this.prefix + checkKey(key),
          Body: body,
          ContentType: 'application/json; charset=utf-8',
          CacheControl: NO_CACHE,
          ...('etag' in condition ? { IfMatch: condition.etag } : { IfNoneMatch: '*' }),
        }),
      );
      return out.ETag ?? '';
    } catch (error) {
      if (conditionFailed(error)) return null;
      throw error;
    }
  }

  /** Removes an object only if it is still that version (If-Match); false when it was not. */
  async removeIf(key: string, etag: string): Promise<boolean> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.prefix + checkKey(key), IfMatch: etag }));
      return true;
    } catch (error) {
      if (conditionFailed(error) || (error as { name?: string }).name === 'NoSuchKey') return false;
      throw error;
    }
  }

  destroy(): void {
    this.client.destroy();
  }
}

/** 412 (the condition did not hold) or 409 (S3's ConditionalRequestConflict: another conditional write to the key was in flight). */
function conditionFailed(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name;
  return status === 412 || status === 409 || name === 'PreconditionFailed' || name === 'ConditionalRequestConflict';
}

/**
 * The storage a command works on: a bucket when `--bucket` (or HOURSPACE_S3_BUCKET) names
 * one, with `--endpoint` / HOURSPACE_S3_ENDPOINT, `--prefix` / HOURSPACE_S3_PREFIX and
 * HOURSPACE_S3_REGION; otherwise the local folder.
 */
export function storageFrom(options: { bucket?: string; endpoint?: string; prefix?: string }, env: NodeJS.ProcessEnv = process.env): ReleaseStorage {
  const bucket = options.bucket ?? env.HOURSPACE_S3_BUCKET;
  if (!bucket) return new LocalStorage();
  const endpoint = options.endpoint ?? env.HOURSPACE_S3_ENDPOINT;
  const prefix = options.prefix ?? env.HOURSPACE_S3_PREFIX;
  const region = env.HOURSPACE_S3_REGION;
  return new BucketStorage({ bucket, ...(endpoint ? { endpoint } : {}), ...(prefix ? { prefix } : {}), ...(region ? { region } : {}) });
}
