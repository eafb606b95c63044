/**
 * The base an address from the API (a photo's) is read against: the page's, or on a server,
 * where a page rendered on request has none (docs/decisions/request-time-ssr.md), an origin that
 * is no site's. An address on another origin reads the same against either, and one on the
 * site's own path stays that path, so the markup and the page agree.
 */
export function pageBase(): string {
  return typeof window === 'undefined' ? 'https://server-render.invalid/' : window.location.href;
}
