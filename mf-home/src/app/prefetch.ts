import { parseLocalePath } from '@hourspace/i18n';
import { getPageQueryClient } from '@hourspace/remote';
import { homeSectionsQuery } from '../lib/api/get-home-sections';
import { defaultHomeRequester } from '../lib/home-api';

/**
 * Starts loading the page's home sections as soon as this remote's code is evaluated,
 * while its strings are still loading and before it mounts: the hero photo (the LCP
 * element) cannot be requested before its data is here. The locale is read from the path
 * the way the shell reads it; the mounted page asks the page's QueryClient for the same
 * key and finds it loading or loaded (if the shell says otherwise, the page simply loads its own).
 */
export function prefetchHomeSections(): void {
  if (typeof window === 'undefined') return;
  const { locale, rest } = parseLocalePath(window.location.pathname);
  // Only on the home page itself: mf-home's code can be loaded elsewhere (a release canary, a later visit).
  if (rest !== '/') return;
  void getPageQueryClient().prefetchQuery(homeSectionsQuery(defaultHomeRequester(), locale.locale, locale.url_prefix));
}
