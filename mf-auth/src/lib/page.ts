/**
 * What the flows do to the page itself, in one object so tests can watch it (jsdom
 * cannot navigate) and so every move off the page goes through the same-site check.
 */
export const page = {
  /** Leaves for another URL (a full page load). */
  assign(url: string): void {
    window.location.assign(url);
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
 * A redirect target the login may follow: only a path on this site ('/…', never '//host'
 * or a scheme), resolved against the current page and kept only if it stays on its origin.
 */
export function safeDestination(dest: string | undefined, base: string = window.location.href): string | undefined {
  if (!dest || !dest.startsWith('/') || dest.startsWith('//') || dest.includes('\\')) return undefined;
  try {
    const target = new URL(dest, base);
    if (target.origin !== new URL(base).origin) return undefined;
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return undefined;
  }
}

/** The site path `rest` under the locale prefix: '/us/legal/terms'. */
export function sitePath(prefix: string, rest: string): string {
  const tail = rest.startsWith('/') ? rest : `/${rest}`;
  return prefix ? `/${prefix}${tail}` : tail;
}
