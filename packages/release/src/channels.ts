import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { MANIFEST_SCHEMA, ReleaseManifestSchema, type ReleaseManifest } from '@hourspace/contracts';
import * as v from 'valibot';
import { LOCALE_CODES, isLocaleCode, type LocaleCode } from '@hourspace/i18n';
import { readArtifact, ReleaseError, type ArtifactRecord } from './artifacts';
import { artifactsRoot, isRemoteName, REMOTE_NAMES, REMOTES, REPO_ROOT, VERSION_PATTERN, type RemoteName } from './paths';

type Versions = Partial<Record<RemoteName, string>>;

/** A channel: default versions, per-locale overrides, where artifacts are served, and its history. */
export interface Channel {
  channel: string;
  origins: Record<RemoteName, string>;
  defaults: Versions;
  locales: Partial<Record<LocaleCode, Versions>>;
  history: Array<{ at: string; action: string; previous: { defaults: Versions; locales: Channel['locales'] } }>;
}

/** One locale's release manifest, as the shell reads it at `/manifests/<locale>.json` (schema in @hourspace/contracts). */
export type { ReleaseManifest } from '@hourspace/contracts';

const CHANNEL_NAME = /^[a-z][a-z0-9-]{0,39}$/;

function channelFile(name: string): string {
  if (!CHANNEL_NAME.test(name)) throw new ReleaseError(`"${name}" is not a channel name (lower-case letters, digits, dashes)`);
  return path.join(artifactsRoot(), 'channels', `${name}.json`);
}

export function manifestsDir(channel: string): string {
  return path.join(artifactsRoot(), 'manifests', channel);
}

function writeJsonAtomic(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temp, file);
}

export function defaultOrigins(host = 'localhost'): Record<RemoteName, string> {
  return Object.fromEntries(REMOTE_NAMES.map((r) => [r, `http://${host}:${REMOTES[r]!.port}`])) as Record<RemoteName, string>;
}

export function readChannel(name: string): Channel {
  const file = channelFile(name);
  if (!fs.existsSync(file)) throw new ReleaseError(`channel "${name}" does not exist (${file})`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Channel;
}

export function channelExists(name: string): boolean {
  return fs.existsSync(channelFile(name));
}

export function writeChannel(channel: Channel): void {
  writeJsonAtomic(channelFile(channel.channel), channel);
}

/** The version of every remote a locale gets: its overrides over the defaults. */
export function resolveVersions(channel: Channel, locale: LocaleCode): Versions {
  return { ...channel.defaults, ...channel.locales[locale] };
}

interface SharedUse {
  remote: string;
  version: string;
  requiredVersion: string;
}

/** The shell's shared modules, from its build's mf-manifest.json (it provides them too). */
function shellShared(): ArtifactRecord['shared'] {
  const file = path.join(REPO_ROOT, 'shell', 'dist', 'mf-manifest.json');
  if (!fs.existsSync(file)) return [];
  const mf = JSON.parse(fs.readFileSync(file, 'utf8')) as { shared?: ArtifactRecord['shared'] };
  return (mf.shared ?? []).map((s) => ({ ...s, requiredVersion: s.requiredVersion ?? `^${s.version}` }));
}

/**
 * Refuses a set of artifacts that cannot run together on one page: a shared singleton
 * one build provides at a version another build's range refuses, or two majors of the
 * bus contract.
 */
export function checkCompatibility(artifacts: ArtifactRecord[], shell: ArtifactRecord['shared'] = shellShared()): string[] {
  const problems: string[] = [];
  const uses = new Map<string, SharedUse[]>();
  const all = [...artifacts.map((a) => ({ remote: `${a.remote}@${a.version}`, shared: a.shared })), { remote: 'shell', shared: shell }];
  for (const { remote, shared } of all) {
    for (const s of shared) {
      if (!s.singleton) continue;
      const list = uses.get(s.name) ?? [];
      list.push({ remote, version: s.version, requiredVersion: s.requiredVersion });
      uses.set(s.name, list);
    }
  }
  for (const [name, list] of uses) {
    for (const provider of list) {
      for (const consumer of list) {
        if (provider === consumer) continue;
        if (!semver.satisfies(provider.version, consumer.requiredVersion, { includePrerelease: true })) {
          problems.push(`shared singleton ${name}: ${provider.remote} provides ${provider.version}, which ${consumer.remote} refuses (needs ${consumer.requiredVersion})`);
        }
      }
    }
  }
  const busMajors = new Map<number, string[]>();
  for (const use of uses.get('@hourspace/bus') ?? []) {
    const major = semver.major(use.version);
    busMajors.set(major, [...(busMajors.get(major) ?? []), use.remote]);
  }
  if (busMajors.size > 1) {
    problems.push(`bus contract majors differ: ${[...busMajors].map(([major, remotes]) => `v${major} in ${remotes.join(', ')}`).join('; ')}`);
  }
  return [...new Set(problems)];
}

/**
 * Refuses builds that claim the same route, application name or parcel name: the shell
 * could not tell which one a visitor meant.
 */
export function checkRoutes(artifacts: ArtifactRecord[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const claim = (key: string, by: string) => {
    const other = seen.get(key);
    if (other && other !== by) problems.push(`${key} is claimed by both ${other} and ${by}`);
    seen.set(key, by);
  };
  for (const a of artifacts) {
    const by = `${a.remote}@${a.version}`;
    for (const app of a.declaration.apps) {
      claim(`application "${app.name}"`, by);
      for (const route of app.routes ?? []) claim(`route ${route.path}`, by);
    }
    for (const parcel of Object.keys(a.declaration.parcels)) claim(`parcel "${parcel}"`, by);
  }
  return problems;
}

/**
 * Composes a channel into one manifest per locale, or refuses: a missing artifact, an
 * incompatible set, a remote with no version. Nothing is written unless all 8 compose.
 */
export function compose(name: string, options: { shellShared?: ArtifactRecord['shared'] } = {}): ReleaseManifest[] {
  const channel = readChannel(name);
  const shell = options.shellShared ?? shellShared();
  const manifests: ReleaseManifest[] = [];
  const problems: string[] = [];
  for (const locale of LOCALE_CODES) {
    const versions = resolveVersions(channel, locale);
    const artifacts: ArtifactRecord[] = [];
    for (const remote of REMOTE_NAMES) {
      const version = versions[remote];
      if (!version) {
        problems.push(`${locale}: no version of ${remote}`);
        continue;
      }
      const artifact = readArtifact(remote, version);
      if (!artifact) problems.push(`${locale}: ${remote}@${version} is not published`);
      else artifacts.push(artifact);
    }
    if (artifacts.length === REMOTE_NAMES.length) {
      problems.push(...checkCompatibility(artifacts, shell).map((p) => `${locale}: ${p}`));
      problems.push(...checkRoutes(artifacts).map((p) => `${locale}: ${p}`));
      manifests.push({
        schema: MANIFEST_SCHEMA,
        locale,
        channel: name,
        remotes: Object.fromEntries(
          artifacts.map((a) => [
            a.remote,
            { version: a.version, entry: `${channel.origins[a.remote]}/${a.version}/${a.entry}`, integrity: a.integrity, apps: a.declaration.apps, parcels: a.declaration.parcels },
          ]),
        ),
      });
    }
  }
  // The shell validates every manifest with this schema; one it would refuse is never written.
  for (const manifest of manifests) {
    const checked = v.safeParse(ReleaseManifestSchema, manifest);
    if (!checked.success) problems.push(`${manifest.locale}: the manifest would not pass the shell's check: ${v.summarize(checked.issues)}`);
  }
  if (problems.length) throw new ReleaseError(`cannot compose channel "${name}":\n  - ${groupByLocale(problems).join('\n  - ')}`);
  for (const manifest of manifests) writeJsonAtomic(path.join(manifestsDir(name), `${manifest.locale}.json`), manifest);
  return manifests;
}

/** "en-US: x" for all 8 locales reads better as one "all locales: x". */
function groupByLocale(problems: string[]): string[] {
  const locales = new Map<string, string[]>();
  for (const problem of problems) {
    const [locale, ...rest] = problem.split(': ');
    const text = rest.join(': ');
    locales.set(text, [...(locales.get(text) ?? []), locale ?? '']);
  }
  return [...locales].map(([text, list]) => `${list.length === LOCALE_CODES.length ? 'all locales' : [...new Set(list)].join(', ')}: ${text}`);
}

function parsePin(pin: string): { remote: RemoteName; version: string } {
  const at = pin.lastIndexOf('@');
  const remote = pin.slice(0, at);
  const version = pin.slice(at + 1);
  if (at <= 0 || !isRemoteName(remote)) throw new ReleaseError(`"${pin}" is not remote@version (remotes: ${REMOTE_NAMES.join(', ')})`);
  if (!VERSION_PATTERN.test(version)) throw new ReleaseError(`"${version}" is not a version`);
  return { remote, version };
}

function change(name: string, action: string, apply: (channel: Channel) => void): ReleaseManifest[] {
  const channel = readChannel(name);
  const before = JSON.stringify(channel);
  const previous = { defaults: { ...channel.defaults }, locales: structuredClone(channel.locales) };
  apply(channel);
  channel.history = [...channel.history, { at: new Date().toISOString(), action, previous }].slice(-50);
  writeChannel(channel);
  try {
    return compose(name);
  } catch (error) {
    // A change that cannot compose is not kept: the channel stays as it was.
    writeChannel(JSON.parse(before) as Channel);
    throw error;
  }
}

/** Points a channel (or one locale of it) at a published version of a remote, and recomposes. */
export function promote(name: string, pin: string, locale?: string): ReleaseManifest[] {
  const { remote, version } = parsePin(pin);
  if (locale !== undefined && !isLocaleCode(locale)) throw new ReleaseError(`"${locale}" is not a locale (${LOCALE_CODES.join(', ')})`);
  return change(name, `promote ${remote}@${version}${locale ? ` for ${locale}` : ''}`, (channel) => {
    if (locale) channel.locales[locale] = { ...channel.locales[locale], [remote]: version };
    else channel.defaults[remote] = version;
  });
}

/** Removes a locale's override of a remote, so it follows the default again. */
export function unpin(name: string, remote: string, locale: string): ReleaseManifest[] {
  if (!isRemoteName(remote) || !isLocaleCode(locale)) throw new ReleaseError(`unknown remote "${remote}" or locale "${locale}"`);
  return change(name, `unpin ${remote} for ${locale}`, (channel) => {
    const overrides = { ...channel.locales[locale] };
    delete overrides[remote];
    channel.locales[locale] = overrides;
  });
}

/** Undoes the channel's last change: a manifest swap, no build. */
export function rollback(name: string): { undone: string; manifests: ReleaseManifest[] } {
  const channel = readChannel(name);
  const last = channel.history.at(-1);
  if (!last) throw new ReleaseError(`channel "${name}" has nothing to roll back`);
  channel.defaults = last.previous.defaults;
  channel.locales = last.previous.locales;
  channel.history = channel.history.slice(0, -1);
  writeChannel(channel);
  return { undone: last.action, manifests: compose(name) };
}

/** Every locale's resolved versions of a channel. */
export function status(name: string): Record<LocaleCode, Versions> {
  const channel = readChannel(name);
  return Object.fromEntries(LOCALE_CODES.map((l) => [l, resolveVersions(channel, l)])) as Record<LocaleCode, Versions>;
}

/** What differs between two channels, per locale and remote. */
export function diff(a: string, b: string): Array<{ locale: LocaleCode; remote: RemoteName; from: string | undefined; to: string | undefined }> {
  const left = status(a);
  const right = status(b);
  return LOCALE_CODES.flatMap((locale) =>
    REMOTE_NAMES.filter((remote) => left[locale][remote] !== right[locale][remote]).map((remote) => ({
      locale,
      remote,
      from: left[locale][remote],
      to: right[locale][remote],
    })),
  );
}

/** Creates a channel whose defaults are the given versions (or a copy of another channel). */
export function createChannel(name: string, defaults: Versions, origins = defaultOrigins()): Channel {
  const channel: Channel = { channel: name, origins, defaults, locales: {}, history: [] };
  writeChannel(channel);
  return channel;
}
