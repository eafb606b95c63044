import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { RemoteDeclarationSchema, type RemoteDeclaration } from '@hourspace/contracts';
import * as v from 'valibot';
import { artifactsRoot, REPO_ROOT, VERSION_PATTERN, type RemoteName } from './paths';

/** Written by the webpack preset beside remoteEntry.js: the build's applications, routes and parcels. */
export const DECLARATION_FILE = 'hourspace-remote.json';

/** What `publish` records next to an artifact's files. */
export interface ArtifactRecord {
  remote: RemoteName;
  version: string;
  publishedAt: string;
  /** sha256 over every file's path and bytes: two folders with one digest are the same build. */
  digest: string;
  entry: 'remoteEntry.js';
  /** Subresource integrity of remoteEntry.js, pinned in every manifest that names it. */
  integrity: string;
  /** The shared modules the build provides and needs, from its mf-manifest.json. */
  shared: Array<{ name: string; version: string; requiredVersion: string; singleton: boolean }>;
  /** What the build declared: its single-spa applications (with their routes) and parcels. */
  declaration: RemoteDeclaration;
}

export class ReleaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseError';
  }
}

function listFiles(dir: string, base = dir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
    })
    .sort();
}

/** A content digest of a build folder (file names and bytes, source maps included). */
export function digestFolder(dir: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(dir)) {
    if (file === 'artifact.json') continue;
    hash.update(file);
    hash.update('\0');
    hash.update(fs.readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex');
}

export function artifactDir(remote: RemoteName, version: string): string {
  return path.join(artifactsRoot(), remote, version);
}

/** The record of a published artifact, or null when there is none. */
export function readArtifact(remote: RemoteName, version: string): ArtifactRecord | null {
  const file = path.join(artifactDir(remote, version), 'artifact.json');
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ArtifactRecord;
}

/** Every published version of a remote, oldest first by publication time. */
export function listArtifacts(remote: RemoteName): ArtifactRecord[] {
  const dir = path.join(artifactsRoot(), remote);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((version) => readArtifact(remote, version))
    .filter((record): record is ArtifactRecord => record !== null)
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
}

interface MfManifest {
  shared?: Array<{ name: string; version: string; requiredVersion?: string; singleton?: boolean }>;
}

/** The build's own declaration, checked: a build that declares nothing usable is not published. */
function readDeclaration(remote: RemoteName, dist: string): RemoteDeclaration {
  const file = path.join(dist, DECLARATION_FILE);
  if (!fs.existsSync(file)) throw new ReleaseError(`${remote}'s build at ${dist} has no ${DECLARATION_FILE}: rebuild it with the current @hourspace/config preset`);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new ReleaseError(`${remote}'s ${DECLARATION_FILE} is not JSON`);
  }
  const parsed = v.safeParse(RemoteDeclarationSchema, raw);
  if (!parsed.success) throw new ReleaseError(`${remote}'s ${DECLARATION_FILE} is not a remote declaration: ${v.summarize(parsed.issues)}`);
  return parsed.output;
}

/**
 * Copies a remote's build (`<remote>/dist`) into `artifacts/<remote>/<version>/`.
 * Artifacts are immutable: publishing the same build again is a no-op, publishing a
 * different build under a version that exists is refused. With `local`, the version is
 * `<package version>-local.<digest>`, so every distinct local build has its own folder.
 */
export function publish(remote: RemoteName, options: { version?: string; local?: boolean; distDir?: string } = {}): ArtifactRecord {
  const remoteDir = path.join(REPO_ROOT, remote);
  const dist = options.distDir ?? path.join(remoteDir, 'dist');
  if (!fs.existsSync(path.join(dist, 'remoteEntry.js'))) {
    throw new ReleaseError(`${remote} has no build at ${dist}: run \`npm run build -w ${remote}\` first`);
  }
  const declaration = readDeclaration(remote, dist);
  const digest = digestFolder(dist);
  const pkgVersion = (JSON.parse(fs.readFileSync(path.join(remoteDir, 'package.json'), 'utf8')) as { version: string }).version;
  const version = options.version ?? (options.local ? `${pkgVersion}-local.${digest.slice(0, 10)}` : pkgVersion);
  if (!VERSION_PATTERN.test(version)) throw new ReleaseError(`"${version}" is not a version (expected like 1.2.3 or 1.2.3-rc.1)`);

  const existing = readArtifact(remote, version);
  if (existing) {
    if (existing.digest === digest) return existing;
    throw new ReleaseError(`${remote}@${version} is already published with different content; artifacts are immutable, publish under a new version`);
  }

  const target = artifactDir(remote, version);
  const staging = `${target}.partial-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(dist, staging, { recursive: true });
  const mf = JSON.parse(fs.readFileSync(path.join(staging, 'mf-manifest.json'), 'utf8')) as MfManifest;
  const record: ArtifactRecord = {
    remote,
    version,
    publishedAt: new Date().toISOString(),
    digest,
    entry: 'remoteEntry.js',
    integrity: `sha384-${crypto
      .createHash('sha384')
      .update(fs.readFileSync(path.join(staging, 'remoteEntry.js')))
      .digest('base64')}`,
    shared: (mf.shared ?? []).map((s) => ({ name: s.name, version: s.version, requiredVersion: s.requiredVersion ?? `^${s.version}`, singleton: Boolean(s.singleton) })),
    declaration,
  };
  fs.writeFileSync(path.join(staging, 'artifact.json'), `${JSON.stringify(record, null, 2)}\n`);
  // The rename makes a half-copied artifact impossible to serve.
  fs.renameSync(staging, target);
  return record;
}
