import fs from 'node:fs';
import path from 'node:path';
import { afterFirstScreen, type ReleaseManifest } from '@hourspace/contracts';
import { underEntryFolder } from './entry-urls';

/**
 * What a locale's page asks the browser for before its script runs: the
 * entries of the remotes the first screen mounts and the chunks their exposes load at once,
 * so they download beside the shell's `main.js` instead of after it, the manifest and the
 * entry, one round trip each (docs/decisions/first-load-preloads.md).
 */
export interface Preload {
  href: string;
  as: 'script' | 'style';
  /** An entry's SRI: the shell loads entries with it and `crossorigin="anonymous"`, and a preload is only reused when both match. */
  integrity?: string;
}

/** One expose's chunks as a build's `mf-manifest.json` lists them: what loading that expose fetches at once. */
export interface ExposeAssets {
  js: string[];
  css: string[];
}

type Chunks = { sync?: unknown; async?: unknown };
interface MfManifest {
  exposes?: Array<{ name?: string; path?: string; assets?: { js?: Chunks; css?: Chunks } }>;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string' && /^[\w./-]+$/.test(x) && !x.includes('..')) : []);

/** `expose`'s entry in a build folder's `mf-manifest.json`, or undefined when there is none or it cannot be read. */
function exposeEntry(buildDir: string, expose: string): NonNullable<MfManifest['exposes']>[number] | undefined {
  let manifest: MfManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'mf-manifest.json'), 'utf8')) as MfManifest;
  } catch {
    return undefined;
  }
  const name = expose.replace(/^\.\//, '');
  return manifest.exposes?.find((e) => e.name === name || e.path === expose);
}

/**
 * The sync chunks of `expose` (`./lifecycles`) in a build folder, or none when the build has
 * no readable `mf-manifest.json`: a preload is a hint, and a build without one still works.
 */
export function exposeAssets(buildDir: string, expose: string): ExposeAssets {
  const found = exposeEntry(buildDir, expose);
  return { js: strings(found?.assets?.js?.sync), css: strings(found?.assets?.css?.sync) };
}

/**
 * The stylesheets of the chunks `expose` loads later (a page split from its entry, as
 * mf-search's space page is), by path in the build folder; none without a readable manifest.
 */
export function exposeLaterStylesheets(buildDir: string, expose: string): string[] {
  return strings(exposeEntry(buildDir, expose)?.assets?.css?.async);
}

/**
 * A build's strings for `languages`, as its chunks are named (`loadMessages` imports
 * `i18n/<language>.json` with the chunk name `<build>-i18n-[request]`, the build's name
 * keeping each build's strings apart where several are bundled together, as in bench:web's
 * monolith): what an app of that build fetches before its first render. None when the build
 * has no such chunk: a preload is a hint.
 */
export function messagesChunks(buildDir: string, languages: readonly string[]): string[] {
  let files: string[];
  try {
    files = fs.readdirSync(path.join(buildDir, 'chunks'));
  } catch {
    return [];
  }
  return languages.flatMap((language) => {
    const name = new RegExp(`^(?:[a-z][a-z-]*-)?i18n-${language}-json\\.[0-9a-f]+\\.js$`);
    return files.filter((file) => name.test(file)).map((file) => `chunks/${file}`);
  });
}

/** The languages a page of `locale` loads strings in: its own, then English, which fills any gap (packages/i18n registerNamespace). */
export function pageLanguages(language: string): string[] {
  return language === 'en' ? ['en'] : [language, 'en'];
}

/**
 * The preloads of one page of a locale: for a route's page, the app that owns it (`pageApp`),
 * first, then the always-on apps the first screen mounts (the nav). The other always-on apps
 * (the footer, the auth modals' host: `afterFirstScreen`) get none: the shell activates them
 * after the page's main application has mounted, and their files would compete with the first
 * screen's (docs/decisions/first-screen-first.md). A remote with a canary on this locale gets
 * none: the shell may choose either build.
 * `assetsOf` reads a build's expose chunks and `messagesOf` its strings chunks for the page's
 * languages (paths relative to its entry's folder).
 */
export function firstLoadPreloads(
  manifest: ReleaseManifest,
  pageApp: string | undefined,
  assetsOf: (remote: string, version: string, expose: string) => ExposeAssets,
  messagesOf: (remote: string, version: string) => string[] = () => [],
): Preload[] {
  const wanted: Array<{ remote: string; expose: string }> = [];
  const remotes = Object.entries(manifest.remotes);
  for (const [remote, release] of remotes) for (const app of release.apps) if (app.name === pageApp) wanted.push({ remote, expose: app.expose });
  for (const [remote, release] of remotes) for (const app of release.apps) if (app.always && !afterFirstScreen(app)) wanted.push({ remote, expose: app.expose });
  const entries: Preload[] = [];
  const chunks: Preload[] = [];
  const seen = new Set<string>();
  for (const { remote, expose } of wanted) {
    const release = manifest.remotes[remote]!;
    if (release.canary) continue;
    const base = release.entry.slice(0, release.entry.lastIndexOf('/') + 1);
    if (!seen.has(release.entry)) {
      seen.add(release.entry);
      entries.push({ href: release.entry, as: 'script', ...(release.integrity ? { integrity: release.integrity } : {}) });
    }
    const assets = assetsOf(remote, release.version, expose);
    for (const [list, as] of [
      [assets.css, 'style'],
      [assets.js, 'script'],
      [messagesOf(remote, release.version), 'script'],
    ] as const) {
      for (const file of list) {
        const href = underEntryFolder(file, base);
        if (seen.has(href)) continue;
        seen.add(href);
        chunks.push({ href, as });
      }
    }
  }
  return [...entries, ...chunks];
}
