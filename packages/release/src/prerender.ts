import fs from 'node:fs';
import path from 'node:path';
import { afterFirstScreen, routeOwner, SLOT_IDS, type ReleaseManifest, type RemoteRelease, type WebEnvironment } from '@hourspace/contracts';
import { LOCALE_CODES, localeInfo } from '@hourspace/i18n';
import { headersFile, manifestFile, pageFile, removeSsrPage, ssrHeadersFile, ssrPageFile, writeJsonAtomic, writeTextAtomic } from './channel-files';
import { exposeAssets, exposeLaterStylesheets } from './preloads';
import { rendered, serverBuildOf, type FirstScreen } from './server-build';
import { withStyleHashes } from './ssr-csp';
import { parcelSlots, splitHoistedLinks, ssrPageHtml, type PageStylesheet, type RenderedApp, type RenderedParcel } from './ssr-page';

/**
 * `release prerender`: each locale's home page with its first screen rendered to HTML by the
 * remote that owns the route, from the channel's API, when a release is composed
 * (docs/decisions/compose-time-ssr.md). The remote's own React code renders it (the
 * Node build in its artifact, `server/first-screen.cjs`); the page hydrates it. The page
 * stays one static file per locale. Nothing here is needed for a page to work: a locale whose
 * owner has no server build, runs a canary, or whose render fails keeps its plain page.
 */

/** The route paths rendered ahead: the home page of each locale. */
const PATHS = ['/'] as const;

export interface PrerenderOutcome {
  locale: string;
  /** `rendered`, or why the locale keeps its plain page. */
  result: 'rendered' | 'no server build' | 'canary' | 'nothing to render' | 'failed';
  app?: string;
  remote?: string;
  detail?: string;
  /** The parcels whose markup is in the page too (`parcel-markup-ahead.md`). */
  parcels?: string[];
  /** The other applications whose markup is in their slots too (the nav: `nav-markup-ahead.md`). */
  apps?: string[];
}

/** A parcel's media condition as compose accepts it: one parenthesised media feature, nothing that could end a style element. */
const MEDIA_CONDITION = /^\((?:min|max)-(?:width|height): \d+(?:\.\d+)?px\)$/;

/** Refuses a media condition compose would write into a style element unless it is one plain feature. */
export function checkMedia(screen: FirstScreen | null): FirstScreen | null {
  if (screen?.media !== undefined && !MEDIA_CONDITION.test(screen.media))
    throw new Error(`its media condition ${JSON.stringify(screen.media)} is not one (min|max)-(width|height) feature`);
  return screen;
}

/** The folder of a build's files on the page: its entry's, with the trailing slash. */
export function entryFolder(release: RemoteRelease): string {
  return release.entry.slice(0, release.entry.lastIndexOf('/') + 1);
}

/** A build's stylesheet at `href` (under its entry's `folder`), with its text when it can be written into the page. */
function pageStylesheet(dir: string, folder: string, href: string): PageStylesheet {
  const sheet = path.join(dir, ...href.slice(folder.length).split('/'));
  if (!sheet.startsWith(dir + path.sep) || !fs.existsSync(sheet)) return { href };
  const css = fs.readFileSync(sheet, 'utf8');
  // A relative url() or an @import would resolve against the page instead of the sheet: linked.
  return /url\(|@import/i.test(css) ? { href } : { href, css };
}

/** The stylesheets of one build (its entry's `folder`, its artifact `dir`) that the plain page preloads. */
function preloadedStylesheets(page: string, dir: string, folder: string): PageStylesheet[] {
  return [...page.matchAll(/<link rel="preload" as="style" href="([^"]+)">/g)]
    .map((m) => m[1]!.replace(/&amp;/g, '&'))
    .filter((href) => href.startsWith(folder))
    .map((href) => pageStylesheet(dir, folder, href));
}

/** The class names a stylesheet's selectors name. */
function classesNamedBy(file: string): ReadonlySet<string> {
  // Selectors only: comments and the declaration blocks (the innermost braces: values such as
  // 0.5s or url(a.png) name no class) go; an at-rule's braces stay round its selectors.
  const text = fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\{[^{}]*\}/g, ' ');
  return new Set([...text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));
}

/**
 * The stylesheets of the chunks each expose of a build loads later, with the classes they name,
 * by build folder and expose: read once, since a build's files never change under its folder
 * (a page rendered on request would otherwise read its manifest and sheets on every render).
 */
const laterSheets = new Map<string, ReadonlyArray<{ css: string; classes: ReadonlySet<string> }>>();

function laterSheetsOf(dir: string, expose: string): ReadonlyArray<{ css: string; classes: ReadonlySet<string> }> {
  const key = `${dir}\0${expose}`;
  let known = laterSheets.get(key);
  if (!known) {
    known = exposeLaterStylesheets(dir, expose).flatMap((css) => {
      const file = path.join(dir, ...css.split('/'));
      return fs.existsSync(file) ? [{ css, classes: classesNamedBy(file) }] : [];
    });
    laterSheets.set(key, known);
  }
  return known;
}

/**
 * The stylesheets an application's first screen needs: those the plain page preloads for its
 * build (its expose's own), and each stylesheet of the chunks the expose loads later whose
 * selectors name a class the markup uses. A page split from the expose (mf-search's space page)
 * has its styles in such a chunk: without it the page's first paint laid the photo gallery out
 * unstyled, a screen high, until the chunk came (a layout shift of 0.92 on a phone;
 * docs/decisions/request-time-ssr.md).
 */
export function appStylesheets(page: string, dir: string, release: RemoteRelease, expose: string, markup: string): PageStylesheet[] {
  const folder = entryFolder(release);
  const used = new Set([...markup.matchAll(/\bclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));
  const later = laterSheetsOf(dir, expose).filter(({ classes }) => [...classes].some((name) => used.has(name)));
  return [...preloadedStylesheets(page, dir, folder), ...later.map(({ css }) => pageStylesheet(dir, folder, folder + css))];
}

/**
 * The markup of the parcels an application's first screen places (`names`), each rendered by
 * the build of its remote the locale runs, with that expose's stylesheets. A parcel of a
 * canary's remote, of a build without a server build or `renderParcel`, or whose render fails
 * is left out (`notes` says why when it is not simply absent): it renders in the page as before.
 */
async function renderParcels(
  manifest: ReleaseManifest,
  names: readonly string[],
  input: { locale: string; prefix: string; environment: WebEnvironment },
): Promise<{ parcels: RenderedParcel[]; sheets: PageStylesheet[]; notes: string[] }> {
  const parcels: RenderedParcel[] = [];
  const sheets: PageStylesheet[] = [];
  const notes: string[] = [];
  for (const name of names) {
    const found = Object.entries(manifest.remotes).find(([, release]) => Object.hasOwn(release.parcels, name));
    if (!found) continue;
    const [remote, release] = found;
    if (release.canary) {
      notes.push(`parcel ${name}: ${remote} runs a canary`);
      continue;
    }
    const server = serverBuildOf(remote, release.version);
    if (!server) continue;
    try {
      const render = server.load().renderParcel;
      if (!render) continue;
      const screen = checkMedia(await rendered(render({ parcel: name, ...input })));
      if (!screen) continue;
      if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error('its name cannot go into a selector');
      parcels.push({ name, entry: release.entry, screen });
      const folder = entryFolder(release);
      sheets.push(...exposeAssets(server.dir, release.parcels[name]!).css.map((css) => pageStylesheet(server.dir, folder, folder + css)));
    } catch (error) {
      notes.push(`parcel ${name}: ${(error as Error).message}`);
    }
  }
  return { parcels, sheets, notes };
}

/**
 * The page's always-on applications of the first screen (the nav) rendered ahead into their
 * slots by the builds the locale runs, with their stylesheets from the plain page's preloads.
 * One whose remote runs a canary, has no server build or renders nothing is left out (`notes`
 * says why when it failed): it mounts in the page as before.
 */
async function renderSlotApps(
  manifest: ReleaseManifest,
  page: string,
  input: { locale: string; prefix: string; path: string; environment: WebEnvironment },
): Promise<{ apps: RenderedApp[]; sheets: PageStylesheet[]; notes: string[] }> {
  const apps: RenderedApp[] = [];
  const sheets: PageStylesheet[] = [];
  const notes: string[] = [];
  for (const [remote, release] of Object.entries(manifest.remotes)) {
    for (const app of release.apps) {
      if (!app.always || afterFirstScreen(app) || release.canary) continue;
      const slot = SLOT_IDS[app.slot];
      const server = serverBuildOf(remote, release.version);
      if (!server) continue;
      try {
        const render = server.load().renderFirstScreen;
        if (!render) continue;
        const screen = checkMedia(await rendered(render({ app: app.name, ...input })));
        if (!screen) continue;
        apps.push({ app: app.name, slot, entry: release.entry, screen });
        sheets.push(...appStylesheets(page, server.dir, release, app.expose, screen.html));
      } catch (error) {
        notes.push(`${app.name}: ${(error as Error).message}`);
      }
    }
  }
  return { apps, sheets, notes };
}

/** One locale's home page rendered ahead, or why not. Writes its headers, then its page. */
async function prerenderLocale(channel: string, manifest: ReleaseManifest): Promise<PrerenderOutcome> {
  const locale = manifest.locale;
  const path_ = PATHS[0];
  const apps = Object.entries(manifest.remotes).flatMap(([remote, release]) => release.apps.map((app) => ({ ...app, remote })));
  const owner = routeOwner(apps, path_);
  if (!owner) return { locale, result: 'nothing to render' };
  const release = manifest.remotes[owner.remote]!;
  const base = { locale, app: owner.name, remote: owner.remote };
  // The shell may load either build for a canary's remote: no markup can be right for both.
  if (release.canary) return { ...base, result: 'canary' };
  const server = serverBuildOf(owner.remote, release.version);
  if (!server) return { ...base, result: 'no server build' };
  const plain = pageFile(channel, locale, owner.name);
  if (!fs.existsSync(plain)) return { ...base, result: 'nothing to render', detail: 'compose wrote no page for it' };
  try {
    const info = localeInfo(locale as never);
    const render = server.load().renderFirstScreen;
    if (!render) throw new Error(`${server.file} exports no renderFirstScreen`);
    const screen = await rendered(render({ app: owner.name, locale, prefix: info.url_prefix, path: path_, environment: manifest.environment }));
    if (!screen) return { ...base, result: 'nothing to render' };
    const page = fs.readFileSync(plain, 'utf8');
    const stylesheets = appStylesheets(page, server.dir, release, owner.expose, screen.html);
    const input = { locale, prefix: info.url_prefix, environment: manifest.environment };
    const { parcels, sheets, notes } = await renderParcels(manifest, parcelSlots(splitHoistedLinks(screen.html).body), input);
    const others = await renderSlotApps(manifest, page, { ...input, path: path_ });
    notes.push(...others.notes);
    const html = ssrPageHtml(page, {
      app: owner.name,
      slot: SLOT_IDS[owner.slot],
      entry: release.entry,
      screen,
      stylesheets: [...stylesheets, ...sheets, ...others.sheets],
      parcels,
      apps: others.apps,
    });
    const headers = withStyleHashes(JSON.parse(fs.readFileSync(headersFile(channel, locale), 'utf8')) as Record<string, string>, html);
    // Headers first: the page is never served under a policy that refuses its styles.
    writeJsonAtomic(ssrHeadersFile(channel, locale), headers);
    writeTextAtomic(ssrPageFile(channel, locale), html);
    return {
      ...base,
      result: 'rendered',
      ...(parcels.length ? { parcels: parcels.map((parcel) => parcel.name) } : {}),
      ...(others.apps.length ? { apps: others.apps.map((other) => other.app) } : {}),
      ...(notes.length ? { detail: notes.join('; ') } : {}),
    };
  } catch (error) {
    return { ...base, result: 'failed', detail: (error as Error).message };
  }
}

/**
 * Renders each composed locale's home page ahead, one locale after another (the renderers
 * share the process's i18next). A locale that cannot be rendered keeps, or goes back to, its
 * plain page: an old rendering would show an old build's markup.
 */
export async function prerender(channel: string): Promise<PrerenderOutcome[]> {
  const outcomes: PrerenderOutcome[] = [];
  for (const locale of LOCALE_CODES) {
    const file = manifestFile(channel, locale);
    if (!fs.existsSync(file)) continue;
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as ReleaseManifest;
    const outcome = await prerenderLocale(channel, manifest);
    if (outcome.result !== 'rendered') removeSsrPage(channel, locale);
    outcomes.push(outcome);
  }
  return outcomes;
}
