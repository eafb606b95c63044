import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The local folder: a bucket operation must never write here.
const local = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-release-local-'));
process.env.HOURSPACE_ARTIFACTS = local;

import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { RemoteDeclaration } from '@hourspace/contracts';
import { declarationOf } from '@hourspace/contracts/registry';
import { listArtifacts, publish } from '../artifacts';
import { onStorage, pullSite } from '../bucket';
import { createChannel } from '../channel-store';
import { promote, rollback, status } from '../channels';
import { REMOTE_NAMES } from '../paths';
import { BucketStorage, IMMUTABLE, NO_CACHE, objectMeta, type ReleaseStorage } from '../storage';
import { fakeBuild } from './fake-build';

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const BUCKET = 'hourspace-releases';

/** A remote's build with six hashed chunks. */
const build = (content: string, declaration: RemoteDeclaration): string =>
  fakeBuild(content, declaration, { files: Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`chunks/c${n}.12345678${n}0.js`, `${content} ${n}`])) });

let server: S3rver;
let endpoint: string;
let bucket: BucketStorage;
let client: S3Client;

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: fs.mkdtempSync(path.join(os.tmpdir(), 'hs-s3rver-')),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  endpoint = `http://127.0.0.1:${port}`;
  bucket = new BucketStorage({ bucket: BUCKET, endpoint, prefix: 'prod-site', credentials: CREDENTIALS });
  client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS });
});

afterAll(async () => {
  bucket.destroy();
  client.destroy();
  await server.close();
  fs.rmSync(local, { recursive: true, force: true });
});

const publishAll = (storage: ReleaseStorage, version: string) =>
  onStorage(storage, () => Object.fromEntries(REMOTE_NAMES.map((r) => [r, publish(r, { version, distDir: build(`${r}-${version}`, declarationOf(r)) }).version])));

const manifest = async (locale: string) => JSON.parse(String(await bucket.get(`manifests/prod/${locale}.json`))) as { remotes: Record<string, { version: string }> };

describe('object storage: an S3-compatible bucket', () => {
  it('gives each key its Content-Type and Cache-Control', () => {
    expect(objectMeta('mf-home/1.0.0/remoteEntry.js')).toEqual({ contentType: 'text/javascript; charset=utf-8', cacheControl: NO_CACHE });
    expect(objectMeta('mf-home/1.0.0/chunks/c1.1234567810.js')).toEqual({ contentType: 'text/javascript; charset=utf-8', cacheControl: IMMUTABLE });
    expect(objectMeta('mf-home/1.0.0/artifact.json').cacheControl).toBe(NO_CACHE);
    expect(objectMeta('manifests/prod/de-DE.json')).toEqual({ contentType: 'application/json; charset=utf-8', cacheControl: NO_CACHE });
    expect(objectMeta('manifests/prod/de-DE.html').cacheControl).toBe(NO_CACHE);
    expect(objectMeta('mf-home/1.0.0/logo.svg')).toEqual({ contentType: 'image/svg+xml', cacheControl: IMMUTABLE });
  });

  it('publishes, creates a channel and promotes in the bucket, leaving the local folder alone', async () => {
    const versions = await publishAll(bucket, '1.0.0');
    await publishAll(bucket, '1.1.0');
    await onStorage(bucket, () => createChannel('prod', versions, Object.fromEntries(REMOTE_NAMES.map((r) => [r, `https://cdn.example.com/${r}`]))));
    await onStorage(bucket, () => promote('prod', 'mf-home@1.1.0', 'de-DE'));

    expect((await manifest('de-DE')).remotes['mf-home']!.version).toBe('1.1.0');
    expect((await manifest('en-US')).remotes['mf-home']!.version).toBe('1.0.0');
    expect((await onStorage(bucket, () => status('prod')))['de-DE']['mf-home']).toBe('1.1.0');
    expect(await bucket.list('mf-home/1.1.0/')).toContain('mf-home/1.1.0/chunks/c3.1234567830.js');
    expect(fs.readdirSync(local)).toEqual([]);

    const head = (key: string) => client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `prod-site/${key}` }));
    const entry = await head('mf-home/1.1.0/remoteEntry.js');
    expect([entry.ContentType, entry.CacheControl]).toEqual(['text/javascript; charset=utf-8', NO_CACHE]);
    const chunk = await head('mf-home/1.1.0/chunks/c1.1234567810.js');
    expect(chunk.CacheControl).toBe(IMMUTABLE);
    const live = await head('manifests/prod/de-DE.json');
    expect([live.ContentType, live.CacheControl]).toEqual(['application/json; charset=utf-8', NO_CACHE]);
  });

  it('keeps artifacts immutable in the bucket', async () => {
    await expect(onStorage(bucket, () => publish('mf-nav', { version: '1.0.0', distDir: build('mf-nav-1.0.0', declarationOf('mf-nav')) }))).resolves.toMatchObject({
      version: '1.0.0',
    });
    await expect(onStorage(bucket, () => publish('mf-nav', { version: '1.0.0', distDir: build('other bytes', declarationOf('mf-nav')) }))).rejects.toThrow(
      /already published with different content/,
    );
  });

  it('leaves the live manifests untouched when a publish is interrupted halfway', async () => {
    const before = await Promise.all(['de-DE', 'en-US'].map((l) => bucket.get(`manifests/prod/${l}.json`)));
    let puts = 0;
    const flaky: ReleaseStorage = {
      description: 'a bucket whose connection drops',
      get: (key) => bucket.get(key),
      list: (prefix) => bucket.list(prefix),
      remove: (key) => bucket.remove(key),
      put: async (key, body, meta) => {
        puts += 1;
        if (puts > 4) throw new Error('connection reset');
        await bucket.put(key, body, meta);
      },
    };
    await expect(
      onStorage(flaky, () => promote('prod', `mf-home@${publish('mf-home', { version: '1.5.0', distDir: build('home 1.5', declarationOf('mf-home')) }).version}`)),
    ).rejects.toThrow('connection reset');
    expect(puts).toBeGreaterThan(4);
    // Some of the build went up, not its record: the version is not published and nothing names it.
    expect((await bucket.list('mf-home/1.5.0/')).length).toBeGreaterThan(0);
    expect(await bucket.get('mf-home/1.5.0/artifact.json')).toBeNull();
    expect(await Promise.all(['de-DE', 'en-US'].map((l) => bucket.get(`manifests/prod/${l}.json`)))).toEqual(before);
    expect((await onStorage(bucket, () => listArtifacts('mf-home'))).map((a) => a.version)).not.toContain('1.5.0');
    await expect(onStorage(bucket, () => promote('prod', 'mf-home@1.5.0'))).rejects.toThrow(/mf-home@1\.5\.0 is not published/);

    // Publishing again completes it; then it can go live.
    await onStorage(bucket, () => publish('mf-home', { version: '1.5.0', distDir: build('home 1.5', declarationOf('mf-home')) }));
    await onStorage(bucket, () => promote('prod', 'mf-home@1.5.0'));
    expect((await manifest('en-US')).remotes['mf-home']!.version).toBe('1.5.0');
  });

  it('rolls back in the bucket with a manifest swap', async () => {
    const { undone } = await onStorage(bucket, () => rollback('prod'));
    expect(undone).toBe('promote mf-home@1.5.0');
    expect((await manifest('en-US')).remotes['mf-home']!.version).toBe('1.0.0');
    expect((await manifest('de-DE')).remotes['mf-home']!.version).toBe('1.1.0');
  });
});

describe('serving the site from the bucket', () => {
  it('pulls the manifests and every build they name, and follows a change made in the bucket', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-release-pull-'));
    const first = await pullSite(bucket, 'prod', root);
    expect(first.manifests).toBe(8);
    const live = (locale: string) =>
      JSON.parse(fs.readFileSync(path.join(root, 'manifests', 'prod', `${locale}.json`), 'utf8')) as { remotes: Record<string, { version: string }> };
    expect(live('de-DE').remotes['mf-home']!.version).toBe('1.1.0');
    expect(fs.existsSync(path.join(root, 'mf-home', '1.1.0', 'chunks', 'c1.1234567810.js'))).toBe(true);
    expect(fs.existsSync(path.join(root, 'mf-home', '1.0.0', 'remoteEntry.js'))).toBe(true);
    expect(fs.existsSync(path.join(root, 'manifests', 'prod', 'de-DE.headers.json'))).toBe(true);

    await onStorage(bucket, () => promote('prod', 'mf-home@1.5.0', 'de-DE'));
    const second = await pullSite(bucket, 'prod', root);
    expect(second.artifactsFetched).toBe(1);
    expect(live('de-DE').remotes['mf-home']!.version).toBe('1.5.0');
    await onStorage(bucket, () => rollback('prod'));
    await pullSite(bucket, 'prod', root);
    expect(live('de-DE').remotes['mf-home']!.version).toBe('1.1.0');
    fs.rmSync(root, { recursive: true, force: true });
  });
});
