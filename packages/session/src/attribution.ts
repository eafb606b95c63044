import { COOKIE, getCookie, removeCookie, setCookie } from './cookies';

/** The attribution fields of the sign-up payload (spec §3). */
export interface Attribution {
  attr_url?: string;
  attr_referrer?: string;
}

/** The campaign parameters attribution keeps (Google Analytics' UTM set); every other parameter is dropped. */
export const UTM_PARAMETERS: readonly string[] = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id'];

/**
 * What attribution keeps of a landing URL: its path and its UTM parameters, nothing else.
 * Another query parameter can be a secret (a password-reset or log-in token in a link), and
 * the fragment carries the hash actions' data, so neither is kept for 30 days nor sent as
 * attr_url. Undefined when the value is not a URL.
 */
export function attributionPath(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://attribution.invalid');
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  const kept = new URLSearchParams();
  for (const [key, value] of parsed.searchParams) if (UTM_PARAMETERS.includes(key)) kept.append(key, value);
  const query = kept.toString();
  return `${parsed.pathname}${query ? `?${query}` : ''}`;
}

/** What attribution keeps of a referrer: its origin and path (another site's query can hold its own secrets). */
export function attributionReferrer(referrer: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(referrer);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  return `${parsed.origin}${parsed.pathname}`;
}

/**
 * Records where the visitor came from, first touch only: once PSAttrUrl is set, later
 * landings do not overwrite it, so a sign-up is credited to the visit that brought the
 * person. Only the landing path with its UTM parameters and the referrer's origin and path
 * are stored. An empty referrer (a direct visit) is not stored.
 */
export function recordAttribution(landing: { url: string; referrer?: string | undefined }): void {
  if (getCookie(COOKIE.PSAttrUrl) !== undefined) return;
  const path = landing.url ? attributionPath(landing.url) : undefined;
  if (!path) return;
  setCookie(COOKIE.PSAttrUrl, path);
  const referrer = landing.referrer ? attributionReferrer(landing.referrer) : undefined;
  if (referrer) setCookie(COOKIE.PSAttrReferrer, referrer);
}

/**
 * attr_url and attr_referrer for the sign-up payload, from the attribution cookies. A
 * cookie an older version wrote with the whole URL is cut down the same way before it is sent.
 */
export function readAttribution(): Attribution {
  const stored = getCookie(COOKIE.PSAttrUrl);
  const storedReferrer = getCookie(COOKIE.PSAttrReferrer);
  const url = stored ? attributionPath(stored) : undefined;
  const referrer = storedReferrer ? attributionReferrer(storedReferrer) : undefined;
  return { ...(url ? { attr_url: url } : {}), ...(referrer ? { attr_referrer: referrer } : {}) };
}

/** The promo a '#a=promo' link set: its external id and, once looked up, its entitlement id. */
export interface Promo {
  externalId?: string;
  entitlementId?: string;
}

/** Stores the promo cookies (promo, promo-id). */
export function setPromo(promo: { externalId: string; entitlementId?: string }): void {
  setCookie(COOKIE.promo, promo.externalId);
  if (promo.entitlementId) setCookie(COOKIE.promoId, promo.entitlementId);
  else removeCookie(COOKIE.promoId);
}

/** Reads the promo cookies. */
export function readPromo(): Promo {
  const externalId = getCookie(COOKIE.promo);
  const entitlementId = getCookie(COOKIE.promoId);
  return { ...(externalId ? { externalId } : {}), ...(entitlementId ? { entitlementId } : {}) };
}

/** Removes the promo cookies (after the entitlement was attached). */
export function clearPromo(): void {
  removeCookie(COOKIE.promo);
  removeCookie(COOKIE.promoId);
}

/**
 * The sign-up's entitlement_id from cookies: a marketing link's tm_ent first (the more
 * specific campaign), else the promo's entitlement id.
 */
export function readEntitlementId(): string | undefined {
  return getCookie(COOKIE.tmEnt) ?? getCookie(COOKIE.promoId);
}

/**
 * True when the promo cookie names an entitlement the user does not have yet (spec §4:
 * attach when the promo cookie differs).
 */
export function promoNeedsAttaching(attachedEntitlementIds: readonly string[]): boolean {
  const { entitlementId } = readPromo();
  return entitlementId !== undefined && !attachedEntitlementIds.includes(entitlementId);
}

/** The fraud-check token for forterTokenCookie on login and sign-up. */
export function readForterToken(): string | undefined {
  return getCookie(COOKIE.forterToken);
}
