/**
 * The home page's own URL with the find-a-space hash action (spec §2 '{prefix}#a=search').
 * It is the page's own path, so following it only changes the hash: the shell's
 * hashchange handler opens the search modal without a reload.
 */
export function searchHref(prefix: string): string {
  return `${homePath(prefix)}#a=search`;
}

/** The home page of a locale prefix, e.g. `/us/`. */
export function homePath(prefix: string): string {
  const clean = prefix.replace(/^\/+|\/+$/g, '');
  return clean ? `/${clean}/` : '/';
}

/**
 * A link from the API's section data as this page uses it, or `fallback` when there is
 * none usable. Site paths and http(s) URLs pass; anything else (`javascript:`, `//host`,
 * garbage) is refused, since the data comes over the network. A hash action written on the
 * bare prefix (`/us#a=search`) is moved onto the home page's own path (`/us/#a=search`),
 * so it stays a same-document hash change instead of a reload.
 */
export function resolveLink(link: string | null | undefined, prefix: string, fallback: string | null = null): string | null {
  const value = (link ?? '').trim();
  if (value === '') return fallback;
  if (value.startsWith('#')) return `${homePath(prefix)}${value}`;
  const home = homePath(prefix);
  const bare = home.replace(/\/$/, '');
  if (bare && value.startsWith(`${bare}#`)) return `${home}${value.slice(bare.length)}`;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  if (/^https?:\/\/[^/\s]+/i.test(value)) return value;
  return fallback;
}

/** Whether a link leaves this site (such links get `rel="noopener"`). */
export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
