declare global {
  interface Window {
    /** single-spa's `navigateToUrl`, which the shell's single-spa puts on the page. */
    singleSpaNavigate?: (url: string) => void;
  }
}

/**
 * Goes to a same-site URL without reloading the page when the shell's single-spa is
 * there (it reroutes: the results page mounts, or re-reads its query). Importing
 * single-spa here would load a second copy of it (it is not a shared module), which
 * patches history twice; the shell's own `navigateToUrl` is on `window` for this.
 * Anywhere else (the standalone dev page) it is a normal navigation.
 */
export function navigate(url: string): void {
  if (typeof window.singleSpaNavigate === 'function') window.singleSpaNavigate(url);
  else window.location.assign(url);
}
