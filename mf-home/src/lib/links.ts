import { safeHref } from '@hourspace/contracts';

/**
 * The home page's own URL with the find-a-space hash action (spec §2 '{prefix}#a=search').
 * It is the page's own path, so following it only changes the hash: the shell's
 * hashchange handler opens the search modal without a reload.
 */
export function searchHref(prefix: string): string {
  return `${homePath(prefix)}#a=search`;
}

/**
 * The URL the API's links are resolved against: the page's own. In Node (the first screen
 * rendered when a release is composed, `src/server/`) there is no page; a site path resolves
 * the same against any origin, and an absolute URL then counts as another site's.
 */
export function pageBase(): string {
  return typeof window === 'undefined' ? 'https://hourspace.invalid/' : window.location.href;
}

/** The home page of a locale prefix, e.g. `/us/`. */
export function homePath(prefix: string): string {
  const clean = prefix.replace(/^\/+|\/+$/g, '');
  return clean ? `/${clean}/` : '/';
}

/**
 * A link from the API's section data as this page uses it, or `fallback` when there is
 * none usable. It goes through the one shared link check (`safeHref` of
 * @hourspace/contracts): site targets and http(s) URLs pass, normalised; anything else
 * (`javascript:`, `data:`, `//host`, `/.//host`, garbage) is refused, since the data comes
 * over the network. A hash action written on the bare prefix (`/us#a=search`) or alone
 * (`#a=search`) is moved onto the home page's own path (`/us/#a=search`), so it stays a
 * same-document hash change instead of a reload.
 */
export function resolveLink(link: string | null | undefined, prefix: string, fallback: string | null = null, base: string = pageBase()): string | null {
  let value = (link ?? '').trim();
  if (value === '') return fallback;
  const home = homePath(prefix);
  const bare = home.replace(/\/$/, '');
  if (value.startsWith('#')) value = `${home}${value}`;
  else if (bare && value.startsWith(`${bare}#`)) value = `${home}${value.slice(bare.length)}`;
  return safeHref(value, base) ?? fallback;
}

/** Whether a link leaves this site (such links get `rel="noopener"`). */
export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
