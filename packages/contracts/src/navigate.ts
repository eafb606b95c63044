import { navigateToUrl } from 'single-spa';

/**
 * Goes to a same-site URL without reloading the page: single-spa (one shared instance for
 * the shell and every remote) reroutes, so the page that owns the URL mounts. On the
 * standalone dev page, where no single-spa root is started, this is history navigation too
 * and the remote re-reads the location.
 */
export function navigate(url: string): void {
  navigateToUrl(url);
}
