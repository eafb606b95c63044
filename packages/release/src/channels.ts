import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { MANIFEST_SCHEMA, OriginSchema, ReleaseManifestSchema, REMOTE_HEALTH_PATH, type OverridePolicy, type ReleaseManifest, type WebEnvironment } from '@hourspace/contracts';
import { DEV_BASIC_KEY, devWebEnvironment } from '@hourspace/contracts/dev-environment';
import { shellPageHeaders } from '@hourspace/contracts/security-headers';
import * as v from 'valibot';
import { LOCALE_CODES, isLocaleCode, localeInfo, type LocaleCode } from '@hourspace/i18n';
import { artifactDir, readArtifact, ReleaseError, type ArtifactRecord } from './artifacts';
import { auditEntry, AUDIT_KEPT, type AuditEntry } from './audit';
import { readShellTemplate, shellMessagesPreloads, shellPageHtml, shellPageStrings } from './page-html';
import { exposeAssets, firstLoadPreloads, messagesChunks, pageLanguages, type ExposeAssets, type Preload } from './preloads';
import { API_PORT, artifactsRoot, isRemoteName, REMOTE_NAMES, REMOTES, REPO_ROOT, VERSION_PATTERN, type RemoteName } from './paths';

type Versions = Partial<Record<RemoteName, string>>;

/**
 * What differs per environment (issues 16 and 18): a remote's build is the same bytes in every
 * environment, and all of this reaches the page through the manifest `compose` writes
 * (docs/decisions/release-environment-in-the-channel.md). The override and SDK origins end up
 * in the shell's CSP; the rest is the manifest's `environment`, which the shell hands to every
 * API client on the page. A field left out of a development channel is the local one; a
 * production channel must name each, and may name no `/dev` fake nor the development key.
 */
export interface ChannelEnvironment {
  /** `production` turns on compose's check that nothing points at the API's development fakes. */
  mode?: 'development' | 'production';
  /** The API origin the pages call (CSP connect-src, img-src, report-uri). */
  apiOrigin?: string;
  /** The public client key the pages send on the env, keywords and grants calls. */
  basicKey?: string;
  /** Where the shell posts analytics batches (default: the API's /v1/analytics/track). */
  analyticsEndpoint?: string;
  /** The card provider's tokenising service (mf-account's payments). */
  cardProviderUrl?: string;
  /** The card provider's file service for identity documents (mf-account's /account/verify). */
  fileServiceUrl?: string;
  /** Facebook log-in: the app id and the SDK script (Google and Apple sign-in are configured on the API). */
  facebook?: { appId: string; sdkUrl: string };
  /** Origins a tester may load a remote override from. */
  overrideOrigins?: string[];
  /** Whether `?hs-override=` in a link is read: a development switch, off unless set. */
  overrideQuery?: boolean;
  /** Origins of third-party SDK scripts the pages load (the Facebook SDK's origin is added by itself). */
  sdkOrigins?: string[];
}

const HttpUrlSchema = v.pipe(v.string(), v.url('must be an absolute URL'), v.regex(/^https?:\/\//, 'must be an http(s) URL'));

const ChannelEnvironmentSchema = v.object({
  mode: v.optional(v.picklist(['development', 'production'])),
  apiOrigin: v.optional(OriginSchema),
  basicKey: v.optional(v.pipe(v.string(), v.minLength(1))),
  analyticsEndpoint: v.optional(HttpUrlSchema),
  cardProviderUrl: v.optional(HttpUrlSchema),
  fileServiceUrl: v.optional(HttpUrlSchema),
  facebook: v.optional(v.object({ appId: v.pipe(v.string(), v.minLength(1)), sdkUrl: HttpUrlSchema })),
  overrideOrigins: v.optional(v.array(OriginSchema)),
  overrideQuery: v.optional(v.boolean()),
  sdkOrigins: v.optional(v.array(OriginSchema)),
});

/** The fields a production channel must name: nothing of the page's environment is left to a development default. */
const PRODUCTION_REQUIRED = ['apiOrigin', 'basicKey', 'analyticsEndpoint', 'cardProviderUrl', 'fileServiceUrl', 'facebook'] as const;

/**
 * Whether a channel is a production one: its environment says `mode: "production"`. Marked,
 * not guessed from the channel's name: a channel called `prod` on a test machine may rightly
 * point at the local API, and one called `www` may be production.
 */
export function isProductionChannel(channel: Pick<Channel, 'channel' | 'environment'>): boolean {
  return channel.environment?.mode === 'production';
}

/** Whether a URL's path is one of the API's development fakes (`/dev`, `/dev/...`). */
function isDevPath(value: string): boolean {
  try {
    return /^\/dev(\/|$)/.test(new URL(value).pathname);
  } catch {
    return false;
  }
}

/**
 * Why a production channel's environment cannot be released, one line per field: a field
 * left to the development default, one pointing at the API's `/dev` fakes, the development
 * key, or the `?hs-override=` switch on. Empty for a development channel.
 */
export function productionEnvironmentProblems(channel: Pick<Channel, 'channel' | 'environment'>): string[] {
  if (!isProductionChannel(channel)) return [];
  const environment = channel.environment ?? {};
  const problems: string[] = [];
  const where = `production channel "${channel.channel}"`;
  for (const field of PRODUCTION_REQUIRED) {
    if (environment[field] === undefined) problems.push(`${where}: environment.${field} is not set (a production channel names every field; none falls back to the local API)`);
  }
  const urls: Array<[string, string | undefined]> = [
    ['environment.apiOrigin', environment.apiOrigin],
    ['environment.analyticsEndpoint', environment.analyticsEndpoint],
    ['environment.cardProviderUrl', environment.cardProviderUrl],
    ['environment.fileServiceUrl', environment.fileServiceUrl],
    ['environment.facebook.sdkUrl', environment.facebook?.sdkUrl],
  ];
  for (const [field, value] of urls) {
    if (value && isDevPath(value)) problems.push(`${where}: ${field} points at the API's development fake (${value}); give the real service's URL`);
  }
  if (environment.basicKey === DEV_BASIC_KEY) problems.push(`${where}: environment.basicKey is the development key "${DEV_BASIC_KEY}"; give the production client key`);
  if (environment.overrideQuery) problems.push(`${where}: environment.overrideQuery is on; the ?hs-override= link switch is for development only`);
  return problems;
}

/** The page's environment a channel's manifests carry: its fields, the local ones for what a development channel leaves out. */
export function webEnvironmentOf(channel: Pick<Channel, 'channel' | 'environment'>): WebEnvironment {
  const environment = channel.environment ?? {};
  const apiOrigin = environment.apiOrigin ?? LOCAL_API_ORIGIN;
  const local = devWebEnvironment(apiOrigin);
  return {
    mode: isProductionChannel(channel) ? 'production' : 'development',
    apiOrigin,
    basicKey: environment.basicKey ?? local.basicKey,
    analyticsEndpoint: environment.analyticsEndpoint ?? local.analyticsEndpoint,
    cardProviderUrl: environment.cardProviderUrl ?? local.cardProviderUrl,
    fileServiceUrl: environment.fileServiceUrl ?? local.fileServiceUrl,
    facebook: environment.facebook ?? local.facebook,
  };
}

/** A channel: default versions, per-locale overrides, where artifacts are served, its environment and its history. */
export interface Channel {
  channel: string;
  origins: Record<RemoteName, string>;
  environment?: ChannelEnvironment;
  defaults: Versions;
  locales: Partial<Record<LocaleCode, Versions>>;
  /** Canaries under way (issue 18): per locale, per remote, the canary version and its share of browsers. */
  canaries?: Partial<Record<LocaleCode, Partial<Record<RemoteName, CanaryPin>>>>;
  /** The undo stack `rollback` pops: each change with the state before it. */
  history: Array<{ at: string; by?: string; note?: string; action: string; previous: { defaults: Versions; locales: Channel['locales']; canaries?: Channel['canaries'] } }>;
  /** Every change, rollbacks included, append-only: who, when, what, why (`--note`). */
  audit?: AuditEntry[];
}

/** A canary of one remote in one locale. */
export interface CanaryPin {
  version: string;
  percent: number;
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

/** Writes a file whole or not at all: a reader never sees half of it. */
export function writeTextAtomic(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, file);
}

export function writeJsonAtomic(file: string, value: unknown): void {
  writeTextAtomic(file, `${JSON.stringify(value, null, 2)}\n`);
}

export function defaultOrigins(host = 'localhost'): Record<RemoteName, string> {
  return Object.fromEntries(REMOTE_NAMES.map((r) => [r, `http://${host}:${REMOTES[r]!.port}`])) as Record<RemoteName, string>;
}

/** The local API, where `npm start` runs it. */
export const LOCAL_API_ORIGIN = `http://localhost:${API_PORT}`;

/**
 * The environment of `npm start`'s `local` channel: the local API (which also serves the fake
 * Facebook SDK), overrides from the local remote ports only, and the query switch on.
 */
export function localEnvironment(host = 'localhost'): ChannelEnvironment {
  const { apiOrigin, basicKey, analyticsEndpoint, cardProviderUrl, fileServiceUrl, facebook } = devWebEnvironment(LOCAL_API_ORIGIN);
  return {
    mode: 'development',
    apiOrigin,
    basicKey,
    analyticsEndpoint,
    cardProviderUrl,
    fileServiceUrl,
    facebook,
    overrideOrigins: Object.values(defaultOrigins(host)),
    overrideQuery: true,
    sdkOrigins: [LOCAL_API_ORIGIN],
  };
}

/** The override policy the manifest carries; none when the channel names no override origin. */
function overridePolicy(environment: ChannelEnvironment): OverridePolicy | undefined {
  if (!environment.overrideOrigins?.length) return undefined;
  return { origins: environment.overrideOrigins, query: environment.overrideQuery === true };
}

/** The headers the static server sends with a locale's shell page: `<locale>.headers.json` beside its manifest. */
export function headersFile(channel: string, locale: string): string {
  return path.join(manifestsDir(channel), `${locale}.headers.json`);
}

/**
 * A locale's shell page, as `compose` writes it from the shell's build: `<locale>.<app>.html`
 * beside its manifest for the routes of a page application, `<locale>.html` for any other path.
 */
export function pageFile(channel: string, locale: string, app?: string): string {
  return path.join(manifestsDir(channel), app ? `${locale}.${app}.html` : `${locale}.html`);
}

/** A locale's release manifest in a channel's folder: what compose writes last. */
export function manifestFile(channel: string, locale: string): string {
  return path.join(manifestsDir(channel), `${locale}.json`);
}

/**
 * A locale's home page with its first screen rendered to HTML (`release prerender`), and the
 * headers it is served with (its CSP allows its markup's style attributes): written after
 * compose, removed by the next compose, which makes them out of date.
 */
export function ssrPageFile(channel: string, locale: string): string {
  return path.join(manifestsDir(channel), `${locale}.index.ssr.html`);
}

export function ssrHeadersFile(channel: string, locale: string): string {
  return path.join(manifestsDir(channel), `${locale}.index.ssr.headers.json`);
}

/** Removes a locale's page rendered ahead and its headers, if there are any. */
export function removeSsrPage(channel: string, locale: string): void {
  for (const file of [ssrPageFile(channel, locale), ssrHeadersFile(channel, locale)]) fs.rmSync(file, { force: true });
}

/** Every page file of a locale in a channel's folder. */
function localePageFiles(channel: string, locale: string): string[] {
  const dir = manifestsDir(channel);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file === `${locale}.html` || (file.startsWith(`${locale}.`) && file.endsWith('.html') && /^[a-z][a-z0-9-]*$/.test(file.slice(locale.length + 1, -5))))
    .map((file) => path.join(dir, file));
}

/** The page applications (those with routes) a manifest runs. */
export function pageAppNames(manifest: ReleaseManifest): string[] {
  return Object.values(manifest.remotes).flatMap((release) => release.apps.filter((app) => app.routes !== undefined).map((app) => app.name));
}

/** The shell page's headers for a composed manifest: the CSP allows exactly its remotes, the channel's override and SDK origins, and its API. */
export function shellHeadersFor(manifest: ReleaseManifest, environment: ChannelEnvironment = {}): Record<string, string> {
  const remoteOrigins = [...new Set(Object.values(manifest.remotes).flatMap((r) => [r.entry, ...(r.canary ? [r.canary.entry] : [])].map((entry) => new URL(entry).origin)))];
  const page = manifest.environment;
  return shellPageHeaders({
    remoteOrigins,
    overrideOrigins: manifest.overrides?.origins ?? [],
    apiOrigin: page.apiOrigin,
    // The Facebook SDK's script runs on the page; the card provider, its file service and analytics are called from it.
    sdkOrigins: [...new Set([...(environment.sdkOrigins ?? []), new URL(page.facebook.sdkUrl).origin])],
    connectOrigins: [...new Set([page.cardProviderUrl, page.fileServiceUrl, page.analyticsEndpoint].map((url) => new URL(url).origin))],
  });
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

/** `read` with its answers kept, by its arguments (strings, or a list of them). */
function remembered<A extends ReadonlyArray<string | readonly string[]>, R>(read: (...args: A) => R): (...args: A) => R {
  const answers = new Map<string, R>();
  return (...args: A) => {
    const key = JSON.stringify(args);
    if (!answers.has(key)) answers.set(key, read(...args));
    return answers.get(key)!;
  };
}

/**
 * Composes a channel into one manifest per locale, or refuses: a missing artifact, an
 * incompatible set, a remote with no version. Nothing is written unless all 8 compose.
 */
export function compose(
  name: string,
  options: {
    shellShared?: ArtifactRecord['shared'];
    shellTemplate?: string | null;
    exposeAssets?: (remote: string, version: string, expose: string) => ExposeAssets;
    /** A build's strings chunks for the languages given (tests); by default read from the artifact. */
    messagesChunks?: (remote: string, version: string, languages: readonly string[]) => string[];
    /** The shell's strings chunks as preloads (tests); by default read from the shell's build when its page is. */
    shellMessages?: (languages: readonly string[]) => Preload[];
  } = {},
): ReleaseManifest[] {
  const channel = readChannel(name);
  const shell = options.shellShared ?? shellShared();
  const manifests: ReleaseManifest[] = [];
  const problems: string[] = [];
  const environment = channel.environment ?? {};
  const checkedEnvironment = v.safeParse(ChannelEnvironmentSchema, environment);
  if (!checkedEnvironment.success) problems.push(`all locales: the channel's environment is invalid: ${v.summarize(checkedEnvironment.issues)}`);
  const overrides = checkedEnvironment.success ? overridePolicy(environment) : undefined;
  // A production channel pointing at the development fakes never reaches a page.
  problems.push(...(checkedEnvironment.success ? productionEnvironmentProblems(channel) : []).map((p) => `all locales: ${p}`));
  const page = webEnvironmentOf(channel);
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
    // A canary's build must run beside the locale's other builds as the stable one does.
    const canaries: ArtifactRecord[] = [];
    for (const [remote, pin] of Object.entries(channel.canaries?.[locale] ?? {})) {
      if (!pin) continue;
      const artifact = readArtifact(remote, pin.version);
      if (!artifact) problems.push(`${locale}: the canary ${remote}@${pin.version} is not published`);
      else if (!artifacts.some((a) => a.remote === remote)) problems.push(`${locale}: the canary ${remote}@${pin.version} has no stable build beside it`);
      else {
        canaries.push(artifact);
        const set = artifacts.map((a) => (a.remote === remote ? artifact : a));
        problems.push(...checkCompatibility(set, shell).map((p) => `${locale} (canary ${remote}@${pin.version}): ${p}`));
        problems.push(...checkRoutes(set).map((p) => `${locale} (canary ${remote}@${pin.version}): ${p}`));
      }
    }
    const build = (a: ArtifactRecord) => ({
      version: a.version,
      entry: `${channel.origins[a.remote]}/${a.version}/${a.entry}`,
      integrity: a.integrity,
      apps: a.declaration.apps,
      parcels: a.declaration.parcels,
    });
    if (artifacts.length === REMOTE_NAMES.length) {
      problems.push(...checkCompatibility(artifacts, shell).map((p) => `${locale}: ${p}`));
      problems.push(...checkRoutes(artifacts).map((p) => `${locale}: ${p}`));
      manifests.push({
        schema: MANIFEST_SCHEMA,
        locale,
        channel: name,
        remotes: Object.fromEntries(
          artifacts.map((a) => {
            const canary = canaries.find((c) => c.remote === a.remote);
            const percent = channel.canaries?.[locale]?.[a.remote]?.percent;
            return [a.remote, { ...build(a), ...(canary && percent ? { canary: { ...build(canary), percent } } : {}) }];
          }),
        ),
        ...(overrides ? { overrides } : {}),
        // Where the shell reports each remote's load outcome (release watch reads the counts).
        health: { endpoint: `${page.apiOrigin}${REMOTE_HEALTH_PATH}` },
        environment: page,
      });
    }
  }
  // The shell validates every manifest with this schema; one it would refuse is never written.
  for (const manifest of manifests) {
    const checked = v.safeParse(ReleaseManifestSchema, manifest);
    if (!checked.success) problems.push(`${manifest.locale}: the manifest would not pass the shell's check: ${v.summarize(checked.issues)}`);
  }
  // Each locale's page from the shell's build, when there is one (see page-html.ts).
  const template = options.shellTemplate === undefined ? readShellTemplate() : options.shellTemplate;
  // One page per locale and page application (its first screen's preloads), and one for any other path.
  const pages = new Map<string, Map<string | undefined, string>>();
  if (template && !problems.length) {
    // Each build's files are read once for all its locales and pages, not once per page.
    const assetsOf = remembered(options.exposeAssets ?? ((remote: string, version: string, expose: string) => exposeAssets(artifactDir(remote as RemoteName, version), expose)));
    const readMessages = remembered(
      options.messagesChunks ?? ((remote: string, version: string, languages: readonly string[]) => messagesChunks(artifactDir(remote as RemoteName, version), languages)),
    );
    const readShellMessages = options.shellMessages ?? (options.shellTemplate === undefined ? (languages: readonly string[]) => shellMessagesPreloads(languages) : () => []);
    for (const manifest of manifests) {
      try {
        const strings = shellPageStrings(manifest.locale as LocaleCode);
        const input = { locale: manifest.locale as LocaleCode, manifest, strings, apiOrigin: page.apiOrigin };
        const languages = pageLanguages(localeInfo(manifest.locale as LocaleCode).language);
        const messagesOf = (remote: string, version: string) => readMessages(remote, version, languages);
        // The shell's strings first: its bootstrap waits for them before it starts a remote.
        const shellStrings = readShellMessages(languages);
        const variants = new Map<string | undefined, string>();
        for (const app of [undefined, ...pageAppNames(manifest)]) {
          variants.set(app, shellPageHtml(template, { ...input, preloads: [...shellStrings, ...firstLoadPreloads(manifest, app, assetsOf, messagesOf)] }));
        }
        pages.set(manifest.locale, variants);
      } catch (error) {
        problems.push(`${manifest.locale}: ${(error as Error).message}`);
      }
    }
  }
  if (problems.length) throw new ReleaseError(`cannot compose channel "${name}":\n  - ${groupByLocale(problems).join('\n  - ')}`);
  // A page rendered ahead shows the builds of the last composition: gone before anything changes.
  for (const manifest of manifests) removeSsrPage(name, manifest.locale);
  // Each page's headers first, then its page, then the manifests: a page never names a remote its CSP refuses.
  for (const manifest of manifests) writeJsonAtomic(headersFile(name, manifest.locale), shellHeadersFor(manifest, environment));
  for (const manifest of manifests) {
    const variants = pages.get(manifest.locale) ?? new Map<string | undefined, string>();
    // Without the shell's build there is no page to write, and an older one would carry an older manifest.
    const written = new Set<string>();
    for (const [app, html] of variants) {
      const file = pageFile(name, manifest.locale, app);
      writeTextAtomic(file, html);
      written.add(file);
    }
    for (const file of localePageFiles(name, manifest.locale)) if (!written.has(file)) fs.rmSync(file, { force: true });
  }
  for (const manifest of manifests) writeJsonAtomic(manifestFile(name, manifest.locale), manifest);
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

/** Applies a change to a channel, records it (undo stack and audit log: who, when, what, why) and recomposes; a change that cannot compose is not kept. */
export function change(name: string, action: string, apply: (channel: Channel) => void, note?: string): ReleaseManifest[] {
  const channel = readChannel(name);
  const before = JSON.stringify(channel);
  const previous = { defaults: { ...channel.defaults }, locales: structuredClone(channel.locales), canaries: structuredClone(channel.canaries ?? {}) };
  apply(channel);
  const entry = auditEntry(action, note);
  channel.history = [...channel.history, { ...entry, previous }].slice(-50);
  channel.audit = [...(channel.audit ?? []), entry].slice(-AUDIT_KEPT);
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
export function promote(name: string, pin: string, locale?: string, note?: string): ReleaseManifest[] {
  const { remote, version } = parsePin(pin);
  if (locale !== undefined && !isLocaleCode(locale)) throw new ReleaseError(`"${locale}" is not a locale (${LOCALE_CODES.join(', ')})`);
  return change(
    name,
    `promote ${remote}@${version}${locale ? ` for ${locale}` : ''}`,
    (channel) => {
      if (locale) channel.locales[locale] = { ...channel.locales[locale], [remote]: version };
      else channel.defaults[remote] = version;
      // Promoting a canary's version finishes the canary: every browser of those locales now runs it.
      for (const l of locale ? [locale] : LOCALE_CODES) {
        const pins = channel.canaries?.[l];
        if (pins?.[remote]?.version === version) delete pins[remote];
      }
    },
    note,
  );
}

/** Removes a locale's override of a remote, so it follows the default again. */
export function unpin(name: string, remote: string, locale: string, note?: string): ReleaseManifest[] {
  if (!isRemoteName(remote) || !isLocaleCode(locale)) throw new ReleaseError(`unknown remote "${remote}" or locale "${locale}"`);
  return change(
    name,
    `unpin ${remote} for ${locale}`,
    (channel) => {
      const overrides = { ...channel.locales[locale] };
      delete overrides[remote];
      channel.locales[locale] = overrides;
    },
    note,
  );
}

/** Undoes the channel's last change: a manifest swap, no build. */
export function rollback(name: string, note?: string): { undone: string; manifests: ReleaseManifest[] } {
  const channel = readChannel(name);
  const last = channel.history.at(-1);
  if (!last) throw new ReleaseError(`channel "${name}" has nothing to roll back`);
  channel.defaults = last.previous.defaults;
  channel.locales = last.previous.locales;
  // A change recorded before canaries existed had none.
  channel.canaries = last.previous.canaries ?? {};
  channel.history = channel.history.slice(0, -1);
  channel.audit = [...(channel.audit ?? []), auditEntry(`rollback "${last.action}"`, note)].slice(-AUDIT_KEPT);
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
export function createChannel(name: string, defaults: Versions, origins = defaultOrigins(), environment?: ChannelEnvironment): Channel {
  const channel: Channel = { channel: name, origins, ...(environment ? { environment } : {}), defaults, locales: {}, history: [], audit: [auditEntry(`create channel ${name}`)] };
  writeChannel(channel);
  return channel;
}
