import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  afterFirstScreen,
  PARCEL_ATTRIBUTE,
  PARCEL_MEDIA_ATTRIBUTE,
  parcelStateKey,
  routeOwner,
  SERVER_MARKUP_ATTRIBUTE,
  serverStateId,
  type ReleaseManifest,
  type WebEnvironment,
} from '@hourspace/contracts';
import { LOCALE_CODES, localeInfo } from '@hourspace/i18n';
import { artifactDir } from './artifacts';
import { headersFile, manifestFile, pageFile, removeSsrPage, ssrHeadersFile, ssrPageFile, writeJsonAtomic, writeTextAtomic } from './channels';
import { escapeHtml, jsonForScript } from './page-html';
import { exposeAssets } from './preloads';
import type { RemoteName } from './paths';

/**
 * `release prerender`: each locale's home page with its first screen rendered to HTML by the
 * remote that owns the route, from the channel's API, when a release is composed (issue 15
 * item 2; docs/decisions/compose-time-ssr.md). The remote's own React code renders it (the
 * Node build in its artifact, `server/first-screen.cjs`); the page hydrates it. The page
 * stays one static file per locale. Nothing here is needed for a page to work: a locale whose
 * owner has no server build, runs a canary, or whose render fails keeps its plain page.
 */

/** The Node build of a remote's first screen, inside its artifact (the preset's `SERVER_BUILD_DIR`). */
export const SERVER_BUILD_FILE = path.join('server', 'first-screen.cjs');

/** The route paths rendered ahead: the home page of each locale. */
const PATHS = ['/'] as const;

/** How long one render (its API reads included) may take before the locale keeps its plain page. */
const RENDER_TIMEOUT_MS = 15_000;

interface FirstScreen {
  html: string;
  state: unknown;
}

type RenderFirstScreen = (input: { app: string; locale: string; prefix: string; path: string; environment: WebEnvironment }) => Promise<(FirstScreen & { media?: string }) | null>;

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

type RenderParcel = (input: { parcel: string; locale: string; prefix: string; environment: WebEnvironment }) => Promise<(FirstScreen & { media?: string }) | null>;

/** What a remote's server build exports: its first screen, its parcels rendered ahead, or both. */
interface ServerBuild {
  renderFirstScreen?: RenderFirstScreen;
  renderParcel?: RenderParcel;
}

/** The server build of an artifact, loaded once per process (artifacts are immutable). */
const loaded = new Map<string, ServerBuild>();
function loadServerBuild(file: string): ServerBuild {
  let build = loaded.get(file);
  if (!build) {
    const module = createRequire(file)(file) as Record<string, unknown>;
    const pick = <T>(name: string) => (typeof module[name] === 'function' ? (module[name] as T) : undefined);
    build = { renderFirstScreen: pick<RenderFirstScreen>('renderFirstScreen'), renderParcel: pick<RenderParcel>('renderParcel') };
    if (!build.renderFirstScreen && !build.renderParcel) throw new Error(`${file} exports neither renderFirstScreen nor renderParcel`);
    loaded.set(file, build);
  }
  return build;
}

function loadRenderer(file: string): RenderFirstScreen {
  const render = loadServerBuild(file).renderFirstScreen;
  if (!render) throw new Error(`${file} exports no renderFirstScreen`);
  return render;
}

/**
 * React writes the resource hints of what it renders first (the LCP photo's preload) ahead of
 * the markup when there is no `<head>` to put them in: they go to the page's head instead.
 */
export function splitHoistedLinks(html: string): { links: string; body: string } {
  const match = /^(?:<link\b[^<>]*\/?>)+/.exec(html);
  return match ? { links: match[0], body: html.slice(match[0].length) } : { links: '', body: html };
}

/** A CSP source allowing exactly `text` (an inline style's value or a `<style>` element's text). */
function cspHash(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", apos: "'" };

/** The value of every `style` attribute in server markup, as the browser reads it (entities decoded). */
export function styleAttributeValues(html: string): string[] {
  const values = new Set<string>();
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g)) {
    values.add(match[1]!.replace(/&(amp|lt|gt|quot|#39|#x27|apos);/g, (_, name: string) => ENTITIES[name]!));
  }
  return [...values];
}

/**
 * The page's CSP with its markup's style attributes allowed by hash: the markup is parsed
 * from HTML, where a `style` attribute counts as inline style (React sets styles through the
 * CSSOM once it renders, which the CSP does not govern). Only these exact values pass;
 * `'unsafe-hashes'` is what CSP 3 asks for hashes to apply to attributes.
 */
export function withStyleAttributeHashes(csp: string, values: readonly string[]): string {
  if (!values.length) return csp;
  const directive = `style-src-attr 'unsafe-hashes' ${values.map(cspHash).join(' ')}`;
  const parts = csp.split(/;\s*/).filter((part) => !part.startsWith('style-src-attr '));
  const at = parts.findIndex((part) => part.startsWith('style-src '));
  parts.splice(at === -1 ? parts.length : at + 1, 0, directive);
  return parts.join('; ');
}

/** A parcel's markup rendered ahead by the build the locale runs, for its element in the application's markup. */
export interface RenderedParcel {
  name: string;
  /** The entry of the build that rendered it (the page checks it is the one it loads). */
  entry: string;
  screen: FirstScreen & { media?: string };
}

const PARCEL_ELEMENT = new RegExp(`<div\\b([^<>]*?)\\s${PARCEL_ATTRIBUTE}="([^"<>]+)"([^<>]*)></div>`, 'g');

/** The names of the parcels whose (empty) elements an application's markup holds, in order, each once. */
export function parcelSlots(html: string): string[] {
  return [...new Set([...html.matchAll(PARCEL_ELEMENT)].map((m) => m[2]!))];
}

/** Another application of the page rendered ahead into its own slot (the nav), by the build the locale runs. */
export interface RenderedApp {
  app: string;
  /** Its slot's element id, e.g. `hs-nav`. */
  slot: string;
  entry: string;
  screen: FirstScreen & { media?: string };
}

/**
 * For each application rendered ahead with a media condition: its markup hidden from the first
 * paint where the condition does not hold (the shell drops it there), and where it holds, the
 * early nav compose wrote in the same slot hidden while the application's container is shown,
 * rendered ahead, hydrating or hydrated (the shell hides the container and shows its fallback
 * if the application cannot load). Not keyed to `data-hs-ssr`, which the remote removes as it
 * starts hydrating: the early nav would show for the few frames before the shell removes it.
 */
export function appMediaRules(apps: readonly RenderedApp[]): string {
  return apps
    .filter((other) => other.screen.media !== undefined)
    .map(
      (other) =>
        `@media not all and ${other.screen.media!}{[data-hs-app="${other.app}"][${PARCEL_MEDIA_ATTRIBUTE}]>*{display:none}}` +
        `@media ${other.screen.media!}{#${other.slot}:has(>[data-hs-app="${other.app}"]:not([hidden]))>[data-hs-early]{display:none}}`,
    )
    .join('');
}

/** A parcel's media condition as compose accepts it: one parenthesised media feature, nothing that could end a style element. */
const MEDIA_CONDITION = /^\((?:min|max)-(?:width|height): \d+(?:\.\d+)?px\)$/;

/**
 * The rule that hides each parcel's markup from the first paint where it is not the parcel's
 * first render (the complement of its media condition): no wrong layout shows on a wide
 * screen before the page drops it; the element keeps the box the application gives it.
 */
export function parcelMediaRules(parcels: readonly RenderedParcel[]): string {
  return parcels
    .filter((parcel) => parcel.screen.media !== undefined)
    .map((parcel) => `@media not all and ${parcel.screen.media!}{[${PARCEL_ATTRIBUTE}="${parcel.name}"][${PARCEL_MEDIA_ATTRIBUTE}]>*{display:none}}`)
    .join('');
}

/**
 * An application's markup with each rendered parcel's markup written into its element, which
 * is marked with the entry that rendered it and, when the markup is right on some screens
 * only, their media query. An element of a parcel not rendered stays empty: the parcel
 * renders in the page as before.
 */
export function withParcelMarkup(html: string, parcels: readonly RenderedParcel[]): string {
  const byName = new Map(parcels.map((parcel) => [parcel.name, parcel]));
  const e = escapeHtml;
  return html.replace(PARCEL_ELEMENT, (whole, before: string, name: string, after: string) => {
    const parcel = byName.get(name);
    if (!parcel) return whole;
    byName.delete(name);
    const media = parcel.screen.media === undefined ? '' : ` ${PARCEL_MEDIA_ATTRIBUTE}="${e(parcel.screen.media)}"`;
    return `<div${before} ${PARCEL_ATTRIBUTE}="${name}"${after} ${SERVER_MARKUP_ATTRIBUTE}="${e(parcel.entry)}"${media}>${parcel.screen.html}</div>`;
  });
}

/** One of the remote's stylesheets for the page: its URL, and its text when it is written into the page. */
export interface PageStylesheet {
  href: string;
  css?: string;
}

/**
 * The locale's page with the application's first screen in it: the markup in the
 * application's container in its slot (marked with the entry that rendered it, which the
 * shell checks before handing it over), its data as a JSON block, the hoisted hints, and the
 * remote's stylesheets (preloaded as styles in the plain page) in the head, so the markup
 * paints styled: written into the page when their text is given (one request fewer before the
 * first paint; `data-href` tells the remote's CSS loader the sheet is there), linked otherwise.
 */
export function ssrPageHtml(
  page: string,
  input: {
    app: string;
    slot: string;
    entry: string;
    screen: FirstScreen;
    stylesheets: readonly PageStylesheet[];
    parcels?: readonly RenderedParcel[];
    apps?: readonly RenderedApp[];
  },
): string {
  const parcels = input.parcels ?? [];
  const others = input.apps ?? [];
  const hoisted = splitHoistedLinks(input.screen.html);
  const links = hoisted.links;
  const body = withParcelMarkup(hoisted.body, parcels);
  const e = escapeHtml;
  let html = page;
  for (const { href, css } of input.stylesheets) {
    const preload = `<link rel="preload" as="style" href="${e(href)}">`;
    const sheet = css !== undefined && !/<\/style/i.test(css) ? `<style data-href="${e(href)}">${css}</style>` : `<link rel="stylesheet" href="${e(href)}">`;
    html = html.includes(preload) ? html.replace(preload, () => sheet) : html.replace(/<\/head>/, () => `${sheet}</head>`);
  }
  // The first paint needs the markup, its stylesheets and its photo, no script: the scripts'
  // preloads would share the first round trips with the photo, so the page leaves them to the
  // shell's script, which asks for the same files as it starts (hydration comes a little later),
  // and that script comes after the photo.
  html = html.replace(SCRIPT_PRELOAD, '').replace(/<script defer(?= )/g, '<script defer fetchpriority="low"');
  const state = [
    { id: serverStateId(input.app), state: input.screen.state },
    ...parcels.map((parcel) => ({ id: serverStateId(parcelStateKey(parcel.name)), state: parcel.screen.state })),
    ...others.map((other) => ({ id: serverStateId(other.app), state: other.screen.state })),
  ]
    .map((block) => `<script type="application/json" id="${e(block.id)}">${jsonForScript(block.state)}</script>`)
    .join('');
  // The photo's hint first of all: the parser asks for it before anything else it finds.
  const charset = /<meta charset="?[^">\s]*"?\s*\/?>/i;
  html = charset.test(html) ? html.replace(charset, (tag) => `${tag}${links}`) : html.replace(/<head>/, () => `<head>${links}`);
  const rules = parcelMediaRules(parcels) + appMediaRules(others);
  // No frame before the slot's markup is whole: the parser may paint wherever the bytes run out,
  // and a paint between the hero's text and its carousel (first on a phone, after the text in the
  // markup) moved the text down when the carousel came: CLS 0.27 on a slow connection every time,
  // 0.04 to 0.2 in about one fast load of fifteen. Chromium lifts the block once the target is
  // in the document, so the target is an inert marker after the slot, not the slot itself.
  // Browsers without `rel=expect` paint as before.
  const end = `${input.slot}-end`;
  const expect = `<link rel="expect" href="#${e(end)}" blocking="render">`;
  html = html.replace(/<\/head>/, () => `${rules ? `<style data-hs-parcel-media>${rules}</style>` : ''}${state}${expect}</head>`);
  const slot = new RegExp(`<div id="?${input.slot}"?></div>`);
  if (!slot.test(html)) throw new Error(`the page has no empty #${input.slot}`);
  html = html.replace(
    slot,
    () => `<div id="${input.slot}"><div data-hs-app="${e(input.app)}" ${SERVER_MARKUP_ATTRIBUTE}="${e(input.entry)}">${body}</div></div><template id="${e(end)}"></template>`,
  );
  // Another application's markup goes first in its slot, before what compose wrote there (the early nav).
  for (const other of others) {
    const opening = new RegExp(`<div id="?${other.slot}"?>`);
    if (!opening.test(html)) throw new Error(`the page has no #${other.slot}`);
    const media = other.screen.media === undefined ? '' : ` ${PARCEL_MEDIA_ATTRIBUTE}="${e(other.screen.media)}"`;
    html = html.replace(
      opening,
      () => `<div id="${other.slot}"><div data-hs-app="${e(other.app)}" ${SERVER_MARKUP_ATTRIBUTE}="${e(other.entry)}"${media}>${other.screen.html}</div>`,
    );
  }
  return html;
}

/** The text of every `<style>` element of a page, as the CSP hashes it. */
export function styleElementTexts(html: string): string[] {
  return [...new Set([...html.matchAll(/<style\b[^>]*>([^<]*)<\/style>/g)].map((m) => m[1]!))];
}

/** The page's CSP with its `<style>` elements allowed by hash in `style-src` (no `unsafe-inline`). */
export function withStyleElementHashes(csp: string, texts: readonly string[]): string {
  if (!texts.length) return csp;
  const hashes = texts.map(cspHash).join(' ');
  return csp
    .split(/;\s*/)
    .map((part) => (part.startsWith('style-src ') ? `${part} ${hashes}` : part))
    .join('; ');
}

/** A script's preload, as compose writes it or as the shell's build minifies it. */
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="?preload"?[\s>])(?=[^>]*\bas="?script"?[\s>])[^>]*>/g;

const SLOT_IDS: Record<string, string> = { main: 'hs-main', nav: 'hs-nav', footer: 'hs-footer', overlays: 'hs-overlays' };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
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

/** Refuses a media condition compose would write into a style element unless it is one plain feature. */
function checkMedia(media: string | undefined): void {
  if (media !== undefined && !MEDIA_CONDITION.test(media)) throw new Error(`its media condition ${JSON.stringify(media)} is not one (min|max)-(width|height) feature`);
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
    const dir = artifactDir(remote as RemoteName, release.version);
    const file = path.join(dir, SERVER_BUILD_FILE);
    if (!fs.existsSync(file)) continue;
    try {
      const render = loadServerBuild(file).renderParcel;
      if (!render) continue;
      const screen = await withTimeout(render({ parcel: name, ...input }), RENDER_TIMEOUT_MS);
      if (!screen) continue;
      checkMedia(screen.media);
      if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error('its name cannot go into a selector');
      parcels.push({ name, entry: release.entry, screen });
      const folder = release.entry.slice(0, release.entry.lastIndexOf('/') + 1);
      sheets.push(...exposeAssets(dir, release.parcels[name]!).css.map((css) => pageStylesheet(dir, folder, folder + css)));
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
      const slot = app.always && !afterFirstScreen(app) && !release.canary ? SLOT_IDS[app.slot] : undefined;
      if (!slot) continue;
      const dir = artifactDir(remote as RemoteName, release.version);
      const file = path.join(dir, SERVER_BUILD_FILE);
      if (!fs.existsSync(file)) continue;
      try {
        const render = loadServerBuild(file).renderFirstScreen;
        if (!render) continue;
        const screen = await withTimeout(render({ app: app.name, ...input }), RENDER_TIMEOUT_MS);
        if (!screen) continue;
        checkMedia(screen.media);
        apps.push({ app: app.name, slot, entry: release.entry, screen });
        const folder = release.entry.slice(0, release.entry.lastIndexOf('/') + 1);
        sheets.push(...preloadedStylesheets(page, dir, folder));
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
  const owner = routeOwner(apps, path_) as ((typeof apps)[number] & { slot?: string }) | null;
  if (!owner) return { locale, result: 'nothing to render' };
  const release = manifest.remotes[owner.remote]!;
  const base = { locale, app: owner.name, remote: owner.remote };
  // The shell may load either build for a canary's remote: no markup can be right for both.
  if (release.canary) return { ...base, result: 'canary' };
  const dir = artifactDir(owner.remote as RemoteName, release.version);
  const file = path.join(dir, SERVER_BUILD_FILE);
  if (!fs.existsSync(file)) return { ...base, result: 'no server build' };
  const plain = pageFile(channel, locale, owner.name);
  if (!fs.existsSync(plain)) return { ...base, result: 'nothing to render', detail: 'compose wrote no page for it' };
  try {
    const info = localeInfo(locale as never);
    const screen = await withTimeout(loadRenderer(file)({ app: owner.name, locale, prefix: info.url_prefix, path: path_, environment: manifest.environment }), RENDER_TIMEOUT_MS);
    if (!screen) return { ...base, result: 'nothing to render' };
    const folder = release.entry.slice(0, release.entry.lastIndexOf('/') + 1);
    const page = fs.readFileSync(plain, 'utf8');
    const stylesheets = preloadedStylesheets(page, dir, folder);
    const input = { locale, prefix: info.url_prefix, environment: manifest.environment };
    const { parcels, sheets, notes } = await renderParcels(manifest, parcelSlots(splitHoistedLinks(screen.html).body), input);
    const others = await renderSlotApps(manifest, page, { ...input, path: path_ });
    notes.push(...others.notes);
    const html = ssrPageHtml(page, {
      app: owner.name,
      slot: SLOT_IDS[owner.slot ?? 'main'] ?? 'hs-main',
      entry: release.entry,
      screen,
      stylesheets: [...stylesheets, ...sheets, ...others.sheets],
      parcels,
      apps: others.apps,
    });
    const headers = JSON.parse(fs.readFileSync(headersFile(channel, locale), 'utf8')) as Record<string, string>;
    const csp = headers['Content-Security-Policy'];
    if (csp) headers['Content-Security-Policy'] = withStyleElementHashes(withStyleAttributeHashes(csp, styleAttributeValues(html)), styleElementTexts(html));
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
