import { DEFAULT_LOCALE, localeForPrefix, localeInfo, type LocaleInfo } from './locales';

/** A pathname split into its locale and the rest. */
export interface ParsedPath {
  locale: LocaleInfo;
  /** The prefix as it appeared in the URL, '' when there was none. */
  prefix: string;
  /** The path after the prefix, always starting with '/'. */
  rest: string;
}

/**
 * Reads the locale from a pathname's first segment. No prefix (or a segment that is not
 * a prefix, like `/host`) means the fallback locale, en-US.
 */
export function parseLocalePath(pathname: string): ParsedPath {
  const clean = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const match = /^\/([^/]+)(\/.*)?$/.exec(clean);
  const first = match?.[1];
  const found = first ? localeForPrefix(first) : undefined;
  if (!found || !first) return { locale: DEFAULT_LOCALE, prefix: '', rest: clean };
  return { locale: found, prefix: first.toLowerCase(), rest: match?.[2] ?? '/' };
}

/** `/{prefix}{rest}` for a locale; `rest` is a path like '/s/' or '/' (default). */
export function buildLocalePath(locale: string, rest = '/'): string {
  const info = localeInfo(locale);
  const tail = rest.startsWith('/') ? rest : `/${rest}`;
  return `/${info.url_prefix}${tail}`;
}

/** The same page in another locale: swaps the prefix, keeps the path, query and hash. */
export function switchLocalePath(url: { pathname: string; search?: string; hash?: string }, locale: string): string {
  const { rest } = parseLocalePath(url.pathname);
  return `${buildLocalePath(locale, rest)}${url.search ?? ''}${url.hash ?? ''}`;
}
