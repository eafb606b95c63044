import fs from 'node:fs';
import { MANIFEST_SCHEMA, ReleaseManifestSchema, REMOTE_HEALTH_PATH, type OverridePolicy, type ReleaseManifest, type WebEnvironment } from '@hourspace/contracts';
import * as v from 'valibot';
import { LOCALE_CODES, localeInfo, type LocaleCode } from '@hourspace/i18n';
import { artifactDir, readArtifact, ReleaseError, type ArtifactRecord } from './artifacts';
import { ChannelEnvironmentSchema, overridePolicy, productionEnvironmentProblems, webEnvironmentOf } from './channel-environment';
import { headersFile, localePageFiles, manifestFile, pageFile, removeSsrPage, writeJsonAtomic, writeTextAtomic } from './channel-files';
import { readChannel, resolveVersions, type Channel } from './channel-store';
import { checkCompatibility, checkRoutes, shellShared } from './compatibility';
import { readShellTemplate, shellMessagesPreloads, shellPageHtml, shellPageStrings } from './page-html';
import { exposeAssets, firstLoadPreloads, messagesChunks, pageLanguages, type ExposeAssets, type Preload } from './preloads';
import { REMOTE_NAMES, type RemoteName } from './paths';
import { entryUrl, sameOriginProblems } from './same-origin-remotes';
import { shellHeadersFor } from './shell-headers';

/** What compose reads besides the channel and the artifacts; tests give their own. */
export interface ComposeOptions {
  shellShared?: ArtifactRecord['shared'];
  shellTemplate?: string | null;
  exposeAssets?: (remote: string, version: string, expose: string) => ExposeAssets;
  /** A build's strings chunks for the languages given (tests); by default read from the artifact. */
  messagesChunks?: (remote: string, version: string, languages: readonly string[]) => string[];
  /** The shell's strings chunks as preloads (tests); by default read from the shell's build when its page is. */
  shellMessages?: (languages: readonly string[]) => Preload[];
}

/** A locale's pages: one per page application (its first screen's preloads), and one (`undefined`) for any other path. */
type LocalePages = Map<string | undefined, string>;

/** The page applications (those with routes) a manifest runs. */
export function pageAppNames(manifest: ReleaseManifest): string[] {
  return Object.values(manifest.remotes).flatMap((release) => release.apps.filter((app) => app.routes !== undefined).map((app) => app.name));
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

/** The channel's environment checked: the override policy and the page's environment it gives, and what is wrong with it. */
function checkEnvironment(channel: Channel): { overrides: OverridePolicy | undefined; page: WebEnvironment; problems: string[] } {
  const checked = v.safeParse(ChannelEnvironmentSchema, channel.environment ?? {});
  if (!checked.success)
    return { overrides: undefined, page: webEnvironmentOf(channel), problems: [`all locales: the channel's environment is invalid: ${v.summarize(checked.issues)}`] };
  // A production channel pointing at the development fakes never reaches a page.
  const problems = productionEnvironmentProblems(channel).map((p) => `all locales: ${p}`);
  return { overrides: overridePolicy(channel.environment ?? {}), page: webEnvironmentOf(channel), problems };
}

/** The published build of every remote a locale runs, and why one is missing. */
function localeArtifacts(channel: Channel, locale: LocaleCode): { artifacts: ArtifactRecord[]; problems: string[] } {
  const versions = resolveVersions(channel, locale);
  const artifacts: ArtifactRecord[] = [];
  const problems: string[] = [];
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
  return { artifacts, problems };
}

/** A locale's canary builds, each checked to run beside the locale's other builds as the stable one does. */
function localeCanaries(channel: Channel, locale: LocaleCode, artifacts: ArtifactRecord[], shell: ArtifactRecord['shared']): { canaries: ArtifactRecord[]; problems: string[] } {
  const canaries: ArtifactRecord[] = [];
  const problems: string[] = [];
  for (const [remote, pin] of Object.entries(channel.canaries?.[locale] ?? {})) {
    if (!pin) continue;
    const artifact = readArtifact(remote, pin.version);
    if (!artifact) problems.push(`${locale}: the canary ${remote}@${pin.version} is not published`);
    else if (!artifacts.some((a) => a.remote === remote)) problems.push(`${locale}: the canary ${remote}@${pin.version} has no stable build beside it`);
    else {
      canaries.push(artifact);
      const set = artifacts.map((a) => (a.remote === remote ? artifact : a));
      problems.push(...setProblems(set, shell).map((p) => `${locale} (canary ${remote}@${pin.version}): ${p}`));
    }
  }
  return { canaries, problems };
}

/** Why a set of builds cannot run on one page: shared modules that do not meet, routes claimed twice. */
function setProblems(artifacts: ArtifactRecord[], shell: ArtifactRecord['shared']): string[] {
  return [...checkCompatibility(artifacts, shell), ...checkRoutes(artifacts)];
}

/** A locale's release manifest from its builds (the canaries beside theirs), its override policy and the page's environment. */
function localeManifest(
  channel: Channel,
  locale: LocaleCode,
  builds: { artifacts: ArtifactRecord[]; canaries: ArtifactRecord[] },
  environment: { overrides: OverridePolicy | undefined; page: WebEnvironment },
): ReleaseManifest {
  const build = (a: ArtifactRecord) => ({
    version: a.version,
    entry: entryUrl(channel, a.remote, a.version, a.entry),
    integrity: a.integrity,
    apps: a.declaration.apps,
    parcels: a.declaration.parcels,
  });
  const { overrides, page } = environment;
  return {
    schema: MANIFEST_SCHEMA,
    locale,
    channel: channel.channel,
    remotes: Object.fromEntries(
      builds.artifacts.map((a) => {
        const canary = builds.canaries.find((c) => c.remote === a.remote);
        const percent = channel.canaries?.[locale]?.[a.remote]?.percent;
        return [a.remote, { ...build(a), ...(canary && percent ? { canary: { ...build(canary), percent } } : {}) }];
      }),
    ),
    ...(overrides ? { overrides } : {}),
    // Where the shell reports each remote's load outcome (release watch reads the counts).
    health: { endpoint: `${page.apiOrigin}${REMOTE_HEALTH_PATH}` },
    environment: page,
  };
}

/** Why the shell would refuse a manifest: it validates every one with this schema, so one it would refuse is never written. */
function manifestProblems(manifests: readonly ReleaseManifest[]): string[] {
  return manifests.flatMap((manifest) => {
    const checked = v.safeParse(ReleaseManifestSchema, manifest);
    return checked.success ? [] : [`${manifest.locale}: the manifest would not pass the shell's check: ${v.summarize(checked.issues)}`];
  });
}

/**
 * Each locale's pages from the shell's build (see page-html.ts): one per page application with
 * its first screen's preloads, and one for any other path; a locale whose pages cannot be
 * written says why in `problems`.
 */
function localePages(
  manifests: readonly ReleaseManifest[],
  template: string,
  page: WebEnvironment,
  options: ComposeOptions,
): { pages: Map<string, LocalePages>; problems: string[] } {
  const pages = new Map<string, LocalePages>();
  const problems: string[] = [];
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
      const variants: LocalePages = new Map();
      for (const app of [undefined, ...pageAppNames(manifest)]) {
        variants.set(app, shellPageHtml(template, { ...input, preloads: [...shellStrings, ...firstLoadPreloads(manifest, app, assetsOf, messagesOf)] }));
      }
      pages.set(manifest.locale, variants);
    } catch (error) {
      problems.push(`${manifest.locale}: ${(error as Error).message}`);
    }
  }
  return { pages, problems };
}

/**
 * Writes a composition: the pages rendered ahead go first (they show the last composition's
 * builds), then each page's headers, then its pages, then the manifests, so a page never names
 * a remote its CSP refuses.
 */
function writeComposition(name: string, manifests: readonly ReleaseManifest[], pages: Map<string, LocalePages>, channel: Channel): void {
  for (const manifest of manifests) removeSsrPage(name, manifest.locale);
  for (const manifest of manifests) writeJsonAtomic(headersFile(name, manifest.locale), shellHeadersFor(manifest, channel.environment ?? {}));
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

/**
 * Composes a channel into one manifest per locale, or refuses: a missing artifact, an
 * incompatible set, a remote with no version. Nothing is written unless all 8 compose.
 */
export function compose(name: string, options: ComposeOptions = {}): ReleaseManifest[] {
  const channel = readChannel(name);
  const shell = options.shellShared ?? shellShared();
  const environment = checkEnvironment(channel);
  const problems = [...environment.problems, ...sameOriginProblems(channel).map((p) => `all locales: ${p}`)];
  const manifests: ReleaseManifest[] = [];
  for (const locale of LOCALE_CODES) {
    const { artifacts, problems: missing } = localeArtifacts(channel, locale);
    const { canaries, problems: canaryProblems } = localeCanaries(channel, locale, artifacts, shell);
    problems.push(...missing, ...canaryProblems);
    if (artifacts.length !== REMOTE_NAMES.length) continue;
    problems.push(...setProblems(artifacts, shell).map((p) => `${locale}: ${p}`));
    manifests.push(localeManifest(channel, locale, { artifacts, canaries }, environment));
  }
  problems.push(...manifestProblems(manifests));
  const template = options.shellTemplate === undefined ? readShellTemplate() : options.shellTemplate;
  let pages = new Map<string, LocalePages>();
  if (template && !problems.length) {
    const written = localePages(manifests, template, environment.page, options);
    pages = written.pages;
    problems.push(...written.problems);
  }
  if (problems.length) throw new ReleaseError(`cannot compose channel "${name}":\n  - ${groupByLocale(problems).join('\n  - ')}`);
  writeComposition(name, manifests, pages, channel);
  return manifests;
}
