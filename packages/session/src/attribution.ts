import { COOKIE, getCookie, removeCookie, setCookie } from './cookies';

/** The attribution fields of the sign-up payload (spec §3). */
export interface Attribution {
  attr_url?: string;
  attr_referrer?: string;
}

/**
 * Records where the visitor came from, first touch only: once PSAttrUrl is set, later
 * landings do not overwrite it, so a sign-up is credited to the visit that brought the
 * person. An empty referrer (a direct visit) is not stored.
 */
export function recordAttribution(landing: { url: string; referrer?: string | undefined }): void {
  if (getCookie(COOKIE.PSAttrUrl) !== undefined) return;
  if (!landing.url) return;
  setCookie(COOKIE.PSAttrUrl, landing.url);
  if (landing.referrer) setCookie(COOKIE.PSAttrReferrer, landing.referrer);
}

/** attr_url and attr_referrer for the sign-up payload, from the attribution cookies. */
export function readAttribution(): Attribution {
  const url = getCookie(COOKIE.PSAttrUrl);
  const referrer = getCookie(COOKIE.PSAttrReferrer);
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
