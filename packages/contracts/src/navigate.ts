import { navigateToUrl } from 'single-spa';
import { sameSiteTarget } from './redirect';

/**
 * Goes to a same-site URL without reloading the page: single-spa (one shared instance for
 * the shell and every remote) reroutes, so the page that owns the URL mounts. On the
 * standalone dev page, where no single-spa root is started, this is history navigation too
 * and the remote re-reads the location. A URL that is not same-site (`sameSiteTarget`) is
 * not followed: single-spa would load another origin in its place.
 */
export function navigate(url: string): void {
  const target = sameSiteTarget(url, window.location.href);
  if (target === null) {
    console.warn('[contracts] navigate refused a URL that is not on this site', url);
    return;
  }
  navigateToUrl(target);
}
