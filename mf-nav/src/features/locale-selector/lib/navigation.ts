import { sameSiteTarget } from '@hourspace/contracts';

/**
 * A full page load of `url` (a locale change must load the new locale's release manifest),
 * only to a same-site target: the path comes from the address bar, where `//evil.example/`
 * would otherwise become `/fr//evil.example/` or, for en-US, a protocol-relative URL.
 */
export function loadPage(url: string): void {
  const target = sameSiteTarget(url, window.location.href);
  if (target === null) {
    console.warn('[mf-nav] refused to load a URL that is not on this site', url);
    return;
  }
  window.location.assign(target);
}
