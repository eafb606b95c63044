/**
 * The one check for every URL the site follows or links to on someone else's say-so:
 * `#a=login&dest=`, the Apple `reqFromPath`, the `turls` return URL, locale switches, and
 * links that come from the API or user content. Node-safe (the API uses it too).
 *
 * A check on the string as written is not enough: `/.//evil.example` starts with one slash
 * yet resolves to the path `//evil.example`, which a later `location.assign` reads as a
 * protocol-relative URL. So the value is resolved with `new URL(value, origin)` the way a
 * browser would, on every percent-decoding layer (`%2e`, `%252e`, `%5c` …), and the caller
 * gets back the resolved path, never the original string.
 */

/** Longer values are refused: no real return path is this long. */
const MAX_LENGTH = 2048;
/** Decoding layers tried (`%25252e` is three); a value still changing after that is refused. */
const MAX_LAYERS = 4;
/** C0 controls and DEL: the URL parser drops tabs and newlines silently, so a value holding any is refused. */
const CONTROL = /[\u0000-\u001f\u007f]/;

/** One percent-decoding layer, byte by byte, so a malformed escape never throws. */
function decodeLayer(value: string): string {
  return value.replace(/%([0-9a-f]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function parseBase(origin: string): URL | null {
  try {
    const base = new URL(origin);
    return base.origin === 'null' ? null : base;
  } catch {
    return null;
  }
}

/** The URL `value` resolves to, when it is on `base`'s origin and its path cannot be read as `//host`. */
function resolveSameSite(value: string, base: URL): URL | null {
  if (CONTROL.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.username !== '' || url.password !== '') return null;
  if (url.pathname.startsWith('//') || url.pathname.includes('\\')) return null;
  return url;
}

/**
 * The same-site target `value` names, as a normalised `path?search#hash`, or null when it
 * is not one. `origin` is the site's origin, or a URL on it that relative values resolve
 * against (`window.location.href`). Refused: other origins (`//evil.example`,
 * `/\evil.example`, `https://localhost:8080@evil.example`), other schemes (`javascript:`,
 * `data:`, also split by tabs or newlines or in mixed case), userinfo, control characters,
 * and anything that does so after percent-decoding (`/%2e//evil.example`,
 * `/%252e//evil.example`), or whose resolved path starts with `//` (`/.//evil.example`,
 * `/x/..//evil.example`). Only a root-relative path (`/…`) or an absolute URL of the site is
 * a target; empty, bare relative (`account`, `#x`), non-string and over-long values are null.
 *
 * @example sameSiteTarget('/us/account?tab=1', 'http://localhost:8080') // '/us/account?tab=1'
 * @example sameSiteTarget('/.//evil.example', 'http://localhost:8080')  // null
 */
export function sameSiteTarget(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_LENGTH) return null;
  // A root-relative path or an absolute http(s) URL; a bare relative one ('evil.example', '#x')
  // means something else on every page, so it is not a target.
  if (!/^\s*(\/|https?:)/i.test(value)) return null;
  const base = parseBase(origin);
  if (!base) return null;
  const resolved = resolveSameSite(value, base);
  if (!resolved) return null;
  let layer = value;
  for (let i = 0; i < MAX_LAYERS; i += 1) {
    const next = decodeLayer(layer);
    if (next === layer) return `${resolved.pathname}${resolved.search}${resolved.hash}`;
    if (!resolveSameSite(next, base)) return null;
    layer = next;
  }
  return null;
}

/**
 * An `href` for a link whose URL comes from the API or from a person: an http(s) URL
 * (normalised, without userinfo) or a same-site target (see `sameSiteTarget`), else null.
 * `javascript:`, `data:`, `vbscript:`, `//host` tricks and garbage never reach an `href`.
 *
 * @example safeHref('https://help.hourspace.com/hc/en-us', 'http://localhost:8080') // 'https://help.hourspace.com/hc/en-us'
 * @example safeHref('javascript:alert(1)', 'http://localhost:8080')               // null
 */
export function safeHref(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return null;
  const trimmed = value.trim();
  if (trimmed === '' || CONTROL.test(trimmed)) return null;
  const local = sameSiteTarget(trimmed, origin);
  if (local !== null) return local;
  // Only an absolute http(s) URL may leave the site; a relative one that failed above is refused.
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '' || url.hostname === '') return null;
    return url.href;
  } catch {
    return null;
  }
}
