import { parseLocalePath } from '@hourspace/i18n';
import { getPageQueryClient } from '@hourspace/remote';
import { homeSectionsQuery } from '../lib/api/get-home-sections';
import { defaultHomeRequester } from '../lib/home-api';
import type { HomeContent } from '../lib/section-model';

/**
 * Starts loading the page's home sections as soon as this remote's code is evaluated,
 * while its strings are still loading and before it mounts: the hero photo (the LCP
 * element) cannot be requested before its data is here. The locale is read from the path
 * the way the shell reads it; the mounted page asks the page's QueryClient for the same
 * key and finds it loading or loaded (if the shell says otherwise, the page simply loads its own).
 * When the data is here, the hero's first photo is preloaded at once, while the page renders.
 */
export function prefetchHomeSections(): void {
  if (typeof window === 'undefined') return;
  const { locale, rest } = parseLocalePath(window.location.pathname);
  // Only on the home page itself: mf-home's code can be loaded elsewhere (a release canary, a later visit).
  if (rest !== '/') return;
  const query = homeSectionsQuery(defaultHomeRequester(), locale.locale, locale.url_prefix);
  const client = getPageQueryClient();
  void client.prefetchQuery(query).then(() => preloadHeroPhoto(client.getQueryData(query.queryKey)));
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
