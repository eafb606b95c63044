import { sameSiteTarget } from '@hourspace/contracts/redirect';

/**
 * The API's side of the one redirect check (`sameSiteTarget` of @hourspace/contracts, the
 * function the shell and mf-auth use too): every place that sends a browser back to the
 * site or to a front-end origin decides with it, on the resolved URL.
 */

/** The path on the site a sign-in goes back to (`reqFromPath`): a same-site target, else '/'. */
export function returnPath(siteUrl: string, path: unknown): string {
  return sameSiteTarget(path, siteUrl) ?? '/';
}

/**
 * Whether an OAuth `redirect_uri` may be used: an absolute http(s) URL that is same-site
 * for one of `origins` (the site and the front-end origins CORS allows).
 */
export function isAllowedRedirectUri(origins: readonly string[], uri: unknown): boolean {
  return typeof uri === 'string' && /^https?:\/\//i.test(uri) && origins.some((origin) => sameSiteTarget(uri, origin) !== null);
}
