import { safeHref, sameSiteTarget } from '@hourspace/contracts';

/**
 * What the flows do to the page itself, in one object so tests can watch it (jsdom
 * cannot navigate) and so every move off the page goes through the same-site check.
 */
export const page = {
  /** Leaves for another URL (a full page load): an http(s) URL or a same-site target only (`safeHref`). */
  assign(url: string): void {
    const href = safeHref(url, window.location.href);
    if (href === null) {
      console.warn('[mf-auth] refused to leave for a URL that is neither http(s) nor on this site', url);
      return;
    }
    window.location.assign(href);
  },
  /** The current URL. */
  url(): URL {
    return new URL(window.location.href);
  },
  /** The browser's IANA time zone, when it says. */
  timeZone(): string | undefined {
    try {
      return Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      return undefined;
    }
  },
};

const AUTH_HASH_ACTIONS = new Set(['login', 'signup', 'promo']);

/**
 * Removes an auth hash action (`#a=login…`, `#a=signup…`, `#a=promo…`, and the Apple return
 * fragment) from the address bar without a navigation, keeping path and query, so a reload
 * does not open the modal again. Other hashes are left alone.
 */
export function clearAuthHash(): void {
  const { hash, pathname, search } = window.location;
  if (!hash) return;
  const action = new URLSearchParams(hash.slice(1)).get('a');
  if (action === null || !AUTH_HASH_ACTIONS.has(action)) return;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

/**
 * A target the flows may send the page to after a log-in (`dest`, the locale switch, the
 * `turls` return URL): the resolved, normalised same-site path the one shared check
 * (`sameSiteTarget` of @hourspace/contracts) allows, or undefined.
 */
export function safeDestination(dest: string | undefined, base: string = window.location.href): string | undefined {
  return sameSiteTarget(dest, base) ?? undefined;
}

/** The site path `rest` under the locale prefix: '/us/legal/terms'. */
export function sitePath(prefix: string, rest: string): string {
  const tail = rest.startsWith('/') ? rest : `/${rest}`;
  return prefix ? `/${prefix}${tail}` : tail;
}
