import fs from 'node:fs';
import { matchRoute, routeOwner, SLOT_IDS, type ReleaseManifest } from '@hourspace/contracts';
import { localeInfo, parseLocalePath } from '@hourspace/i18n';
import { headersFile, manifestFile, pageFile } from './channel-files';
import { appStylesheets, checkMedia } from './prerender';
import { rendered, serverBuildOf } from './server-build';
import { withStyleHashes } from './ssr-csp';
import { ssrPageHtml } from './ssr-page';

/**
 * Pages whose first screen depends on the address (the space page), rendered on request by the
 * remote that owns the route, with its own server build, as `release prerender` renders the home
 * page when a release is composed (docs/decisions/request-time-ssr.md). Nothing here is needed
 * for a page to work: whenever a page cannot be rendered in time, the plain page is served, and
 * the application renders its first screen in the browser as before.
 */

/** How long a rendered page (or the answer that there is none) is kept: a space's price or photos may change. */
export const RENDER_TTL_MS = 30_000;
/** How long a request waits for its render; then the plain page is served and the render, once done, fills the cache. */
export const RENDER_DEADLINE_MS = 1_500;
/** How many pages are kept at most (the oldest goes first): a crawler's or an attacker's distinct queries cannot grow it further. */
export const RENDER_CACHE_ENTRIES = 500;
/** A render still running after this long is given up (its API reads included). */
const RENDER_GIVE_UP_MS = 10_000;
/** Longer addresses are not rendered (nor kept): no page of ours has one. */
const MAX_URL_LENGTH = 2_048;

/** A page rendered on request: its HTML, and its headers (its locale's, with the CSP allowing its markup's styles). */
export interface RenderedPage {
  html: string;
  headers: Record<string, string>;
}

export interface RequestRendererOptions {
  ttlMs?: number;
  deadlineMs?: number;
  maxEntries?: number;
  /** The clock the cache's lifetime is read on. */
  now?: () => number;
  /** Where a failed render is said, once per build and message. */
  log?: (message: string) => void;
}

export interface RequestRenderer {
  /** The page for `urlPath` (with its locale prefix) and `search` (with its `?`, or empty), or null: serve the plain page. */
  page(urlPath: string, search: string): Promise<RenderedPage | null>;
  /** Forgets every page (a compose changed what they show). */
  clear(): void;
  /** How many pages (and answers that there is none) are kept. */
  readonly size: number;
}

interface Entry {
  page: RenderedPage | null;
  at: number;
  /** The locale's manifest it was rendered from (its mtime): a compose since makes it out of date. */
  composed: number;
}

function mtimeMs(file: string): number | null {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/**
 * The request-time renderer of a channel's pages (`release serve`). A page is rendered when the
 * route's owner is not a canary (the shell may load either build) and its build's server module
 * renders the route; it is kept per locale, path and query for `ttlMs`, and until the locale's
 * next compose. A render that fails is logged once and answered with the plain page, as is a
 * request whose render takes longer than `deadlineMs`.
 */
export function createRequestRenderer(channel: string, options: RequestRendererOptions = {}): RequestRenderer {
  const ttlMs = options.ttlMs ?? RENDER_TTL_MS;
  const deadlineMs = options.deadlineMs ?? RENDER_DEADLINE_MS;
  const maxEntries = options.maxEntries ?? RENDER_CACHE_ENTRIES;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => console.log(`[release] ${message}`));
  const cache = new Map<string, Entry>();
  const running = new Map<string, Promise<RenderedPage | null>>();
  const said = new Set<string>();

  const sayOnce = (message: string) => {
    if (said.has(message)) return;
    said.add(message);
    log(message);
  };

  const keep = (key: string, entry: Entry) => {
    cache.delete(key);
    cache.set(key, entry);
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
  };

  /** A locale's manifest, read again only when compose wrote it again. */
  const manifests = new Map<string, { composed: number; manifest: ReleaseManifest | null }>();
  const manifestOf = (file: string, composed: number): ReleaseManifest | null => {
    const known = manifests.get(file);
    if (known?.composed === composed) return known.manifest;
    const manifest = readJson<ReleaseManifest>(file);
    manifests.set(file, { composed, manifest });
    return manifest;
  };

  /**
   * What renders `rest` in the locale's composition: the route's owner, its build and that
   * build's renderer, when the owner runs no canary and the renderer lists a matching route;
   * else null (the plain page, and nothing kept: only pages that render take a place in the cache).
   */
  function targetOf(manifest: ReleaseManifest, rest: string) {
    const apps = Object.entries(manifest.remotes).flatMap(([remote, release]) => release.apps.map((app) => ({ ...app, remote })));
    const owner = routeOwner(apps, rest);
    if (!owner) return null;
    const release = manifest.remotes[owner.remote]!;
    if (release.canary) return null;
    const server = serverBuildOf(owner.remote, release.version);
    if (!server) return null;
    try {
      const renderer = server.load().renderFirstScreen;
      const routes = Array.isArray(renderer?.routes) ? (renderer.routes as unknown[]).filter((route): route is string => typeof route === 'string') : [];
      return renderer && routes.some((route) => matchRoute(route, rest)) ? { owner, release, server, renderer } : null;
    } catch (error) {
      sayOnce(`${owner.remote}@${release.version}'s server build cannot be loaded (plain pages are served): ${(error as Error).message}`);
      return null;
    }
  }

  /** Renders the page, or says why not (null); never throws. */
  async function render(
    target: NonNullable<ReturnType<typeof targetOf>>,
    urlPath: string,
    search: string,
    locale: string,
    rest: string,
    manifest: ReleaseManifest,
  ): Promise<RenderedPage | null> {
    const { owner, release, server, renderer } = target;
    const plain = pageFile(channel, locale, owner.name);
    try {
      if (!fs.existsSync(plain)) return null;
      const url = `${urlPath}${search}`;
      const prefix = localeInfo(locale as never).url_prefix;
      const screen = checkMedia(await rendered(renderer({ app: owner.name, locale, prefix, path: rest, url, environment: manifest.environment }), RENDER_GIVE_UP_MS));
      if (!screen) return null;
      const page = fs.readFileSync(plain, 'utf8');
      const html = ssrPageHtml(page, {
        app: owner.name,
        slot: SLOT_IDS[owner.slot],
        entry: release.entry,
        screen,
        stylesheets: appStylesheets(page, server.dir, release, owner.expose, screen.html),
        url,
      });
      const base = readJson<Record<string, string>>(headersFile(channel, locale));
      // A page is never served without its policy: the plain page is.
      if (!base) throw new Error(`no headers for ${locale}`);
      return { html, headers: withStyleHashes(base, html) };
    } catch (error) {
      sayOnce(`${owner.remote}@${release.version} could not render ${owner.name} on request (the plain page is served): ${(error as Error).message}`);
      return null;
    }
  }

  async function page(urlPath: string, search: string): Promise<RenderedPage | null> {
    if (urlPath.length + search.length > MAX_URL_LENGTH) return null;
    const { locale, rest } = parseLocalePath(urlPath);
    const manifestPath = manifestFile(channel, locale.locale);
    const composed = mtimeMs(manifestPath);
    if (composed === null) return null;
    const key = `${locale.locale}\n${urlPath}\n${search}`;
    const kept = cache.get(key);
    if (kept && kept.composed === composed && now() - kept.at < ttlMs) return kept.page;
    let pending = running.get(key);
    if (!pending) {
      const manifest = manifestOf(manifestPath, composed);
      const target = manifest && targetOf(manifest, rest);
      if (!manifest || !target) return null;
      const started = now();
      pending = render(target, urlPath, search, locale.locale, rest, manifest).then((result) => {
        // Kept only while it is the locale's composition: a compose during the render made it out of date.
        if (mtimeMs(manifestPath) === composed) keep(key, { page: result, at: started, composed });
        running.delete(key);
        return result;
      });
      running.set(key, pending);
    }
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), deadlineMs);
    });
    try {
      return await Promise.race([pending, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    page,
    clear: () => cache.clear(),
    get size() {
      return cache.size;
    },
  };
}
