import { parseLocalePath } from '@hourspace/i18n';
import type { Requester } from '@hourspace/api-client';
import { SERVER_MARKUP_ATTRIBUTE } from '@hourspace/contracts';
import { adoptServerState, getPageQueryClient } from '@hourspace/remote';
import type { QueryClient } from '@tanstack/react-query';
import { homeSectionsQuery } from '../lib/api/get-home-sections';
import { pageHomeApi } from '../lib/home-api';
import type { HomeContent } from '../lib/section-model';

/** The application the home page is (this remote's page application, `home` in the registry): its data block's name. */
const HOME_APPLICATION = __HOURSPACE_DECLARATION__.apps.find((app) => app.slot === 'main')?.name ?? 'home';

declare const __webpack_public_path__: string | undefined;

/** The folder this build's files are served from (webpack's public path; none outside webpack). */
const OWN_PUBLIC_PATH = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : undefined;

/**
 * Whether the page holds home markup this build rendered ahead: its container names an entry
 * in the folder this code was loaded from. The shell gives such markup, and the data it was
 * rendered from, to that build alone; another build (a canary, an override) renders afresh
 * with its own data, whose shape may differ.
 */
export function holdsOwnMarkup(doc: Document, publicPath: string | undefined): boolean {
  if (!publicPath) return false;
  const container = [...doc.querySelectorAll<HTMLElement>(`[${SERVER_MARKUP_ATTRIBUTE}]`)].find((node) => node.dataset.hsApp === HOME_APPLICATION);
  const entry = container?.getAttribute(SERVER_MARKUP_ATTRIBUTE);
  if (!entry) return false;
  try {
    return new URL('.', entry).href === new URL(publicPath, doc.baseURI).href;
  } catch {
    return false;
  }
}

/**
 * Starts loading the page's home sections as soon as this remote's code is evaluated,
 * while its strings are still loading and before it mounts: the hero photo (the LCP
 * element) cannot be requested before its data is here. The locale is read from the path
 * the way the shell reads it; the mounted page asks the page's QueryClient for the same
 * key and finds it loading or loaded (if the shell says otherwise, the page simply loads its own).
 * When the data is here, the hero's first photo is preloaded at once, while the page renders.
 *
 * The home page rendered ahead by this build carries the data it was rendered from
 * (`hs-ssr-state-home`): that is put into the client instead, with no request (on a phone's
 * CPU the request and its answer were a good part of this module's task, for data the page
 * already had). The mounted page reads it again once loaded (`refreshServerState`).
 */
export function prefetchHomeSections(client?: QueryClient, request: () => Requester = pageHomeApi, doc?: Document, publicPath: string | undefined = OWN_PUBLIC_PATH): void {
  // Evaluated by the server build too (rendering ahead), where there is no page to read.
  if (typeof window === 'undefined' || typeof document === 'undefined') return;
  const page = doc ?? document;
  const queries = client ?? getPageQueryClient();
  const { locale, rest } = parseLocalePath(page.location.pathname);
  // Only on the home page itself: mf-home's code can be loaded elsewhere (a release canary, a later visit).
  if (rest !== '/') return;
  const query = homeSectionsQuery(request(), locale.locale, locale.url_prefix);
  if (holdsOwnMarkup(page, publicPath) && adoptServerState(queries, HOME_APPLICATION, page) !== null && queries.getQueryData(query.queryKey) !== undefined) return;
  void queries.prefetchQuery(query).then(() => preloadHeroPhoto(queries.getQueryData(query.queryKey), page));
}

/**
 * Asks for the hero's first photo (the page's LCP element) with high priority, unless the
 * page already shows it. The URL is the one the page renders: already through the shared
 * link check (`toHomeImage`), and requested the same way (no CORS), so the image reuses it.
 */
export function preloadHeroPhoto(content: HomeContent | undefined, doc: Document = document): void {
  const first = content?.sections.intro?.images[0]?.url;
  if (!first) return;
  const url = new URL(first, doc.baseURI).href;
  const known = [...doc.querySelectorAll<HTMLImageElement | HTMLLinkElement>('img[src], link[rel="preload"][as="image"]')].some(
    (node) => (node instanceof HTMLImageElement ? node.src : node.href) === url,
  );
  if (known) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = url;
  doc.head.append(link);
}
