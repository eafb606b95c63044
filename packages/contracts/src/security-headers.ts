/**
 * The security headers of every Hourspace origin (docs/decisions/platform-overrides-and-csp.md): the shell's page, the remotes'
 * static files and the API. Pure functions, so the release tool (which writes the shell's
 * headers per channel and locale at compose time), the static server and the API share one
 * definition, and unit tests can read what each origin sends.
 */

/** What the shell's Content-Security-Policy is built from: all of it comes from the channel and the locale's manifest. */
export interface ShellPolicyInput {
  /** Origins of the remotes the locale's manifest names (their entries, chunks, CSS, images, fonts). */
  remoteOrigins: readonly string[];
  /** Origins the channel allows tester overrides from: the CSP must let an allowed override run, and nothing else. */
  overrideOrigins?: readonly string[];
  /** The API's origin: calls, images it serves, and where violation reports go. */
  apiOrigin: string;
  /** Origins of third-party SDK scripts the pages load (the Facebook SDK; in development the API's fake serves it). */
  sdkOrigins?: readonly string[];
  /** Other origins the page calls (the payment provider's file service and the analytics endpoint, when not the API's). */
  connectOrigins?: readonly string[];
  /**
   * The payment provider's script origin (docs/decisions/payments-provider.md): Stripe.js runs
   * on the page (script-src), puts the card fields and the 3-D Secure challenge in frames from
   * it (frame-src), and its retrieve and card-action calls are made from the page
   * (connect-src). Nothing else may be framed.
   */
  paymentOrigins?: readonly string[];
  /**
   * The results map's tile source, when the channel names one (docs/decisions/search-map.md):
   * its style, tiles and glyphs are fetched (connect-src) and raster tiles drawn (img-src).
   */
  mapOrigins?: readonly string[];
}

/** The path of the API's violation report endpoint. */
export const CSP_REPORT_PATH = '/v1/csp-reports';
/** The `report-to` group name, declared by the `Reporting-Endpoints` header. */
export const CSP_REPORT_GROUP = 'csp-endpoint';

function sources(...lists: Array<readonly string[] | undefined>): string {
  return [...new Set(lists.flatMap((list) => list ?? []))].join(' ');
}

/**
 * The shell page's CSP. No inline script and no `unsafe-eval` anywhere; scripts only from the
 * shell itself, the manifest's remote origins, the channel's allowed override origins and the
 * SDK and payment origins the channel names; frames only from the payment provider. Styles come as files ('self' and the remotes' extracted CSS):
 * no `unsafe-inline`. Images are 'self', the remotes, the API, `data:` (BlurHash
 * placeholders) and `blob:` (the avatar preview before upload).
 */
export function shellContentSecurityPolicy(input: ShellPolicyInput): string {
  const code = [input.remoteOrigins, input.overrideOrigins];
  const directives: Array<[string, string]> = [
    ['default-src', "'self'"],
    ['script-src', sources(["'self'"], ...code, input.sdkOrigins, input.paymentOrigins)],
    ['style-src', sources(["'self'"], ...code)],
    ['img-src', sources(["'self'", 'data:', 'blob:'], ...code, [input.apiOrigin], input.mapOrigins)],
    ['font-src', sources(["'self'"], ...code)],
    ['connect-src', sources(["'self'"], [input.apiOrigin], ...code, input.sdkOrigins, input.paymentOrigins, input.connectOrigins, input.mapOrigins)],
    ['frame-src', input.paymentOrigins?.length ? sources(input.paymentOrigins) : "'none'"],
    // MapLibre's worker, started from a blob that imports its file from the remote's origin: a
    // module worker fetches its imports as a worker, so that origin is a worker source too
    // (docs/decisions/search-map.md).
    ['worker-src', sources(['blob:'], ...code)],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['report-uri', `${input.apiOrigin}${CSP_REPORT_PATH}`],
    ['report-to', CSP_REPORT_GROUP],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** Which of Hourspace's origins a response comes from. */
export type OriginKind = 'shell' | 'remote-assets' | 'api';

/**
 * The headers every response of an origin carries, besides the CSP.
 *
 * - Cross-Origin-Resource-Policy: the remotes' files are loaded by the shell's page from
 *   another origin (`cross-origin`); the API's images and the fake SDK are loaded by the site
 *   (`same-site`); the shell's files by itself only (`same-origin`).
 * - Cross-Origin-Opener-Policy: the shell opens the Google popup and polls `popup.closed`
 *   (spec §4), so `same-origin-allow-popups`; the API's JSON is `same-origin`. The popup's
 *   return page and the API's sign-in pages get theirs from `openerPolicyFor`.
 */
export function originSecurityHeaders(kind: OriginKind): Record<string, string> {
  return {
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=()',
    'Cross-Origin-Resource-Policy': kind === 'remote-assets' ? 'cross-origin' : kind === 'api' ? 'same-site' : 'same-origin',
    'Cross-Origin-Opener-Policy': kind === 'shell' ? 'same-origin-allow-popups' : 'same-origin',
  };
}

/** The path the Google popup comes back to on the site (the API's default redirect URI). */
export const GOOGLE_CALLBACK_SUFFIX = '/google-callback';

/**
 * The opener policy of a shell page. The Google popup's return page must stay in its
 * opener's browsing context group: with any other policy than the API page it comes from,
 * the browser severs the popup, the opener sees `closed` before the popup has written its
 * answer, and the sign-in is lost.
 */
export function openerPolicyFor(pathname: string): string {
  return pathname.replace(/\/+$/, '').endsWith(GOOGLE_CALLBACK_SUFFIX) ? 'unsafe-none' : 'same-origin-allow-popups';
}

/** Every header of a shell page for one channel and locale: the CSP, its report endpoint and the origin's headers. */
export function shellPageHeaders(input: ShellPolicyInput): Record<string, string> {
  return {
    ...originSecurityHeaders('shell'),
    'Content-Security-Policy': shellContentSecurityPolicy(input),
    'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${input.apiOrigin}${CSP_REPORT_PATH}"`,
  };
}

/** Headers of the API's JSON answers: nothing in them may run or be framed. */
export function apiHeaders(): Record<string, string> {
  return { ...originSecurityHeaders('api'), 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'" };
}
