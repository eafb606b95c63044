import { sameSiteTarget } from '@hourspace/contracts';

/**
 * A full page load of `url` (a locale change must load the new locale's release manifest),
 * only to a same-site target (the one shared check): the path is built from the address
 * bar, which anyone can shape with a link, and a path read as `//host` would leave the site.
 */
export function loadPage(url: string, assign: (target: string) => void = (target) => window.location.assign(target)): void {
  const target = sameSiteTarget(url, window.location.href);
  if (target === null) {
    console.warn('[mf-nav] refused to load a URL that is not on this site', url);
    return;
  }
  assign(target);
}
