import { clearPromo, promoNeedsAttaching, readPromo, setPromo } from '@hourspace/session';
import type { FlowDeps } from '../../../lib/flow-deps';
import type { PromoView } from '../../../lib/views';

/**
 * Looks up a promo link's entitlement (`#a=promo&source={external_id}`) and remembers it
 * in the promo cookies, so a sign-up sends it as entitlement_id and a log-in attaches it.
 * Null when there is no such offer; an ended offer is shown but not remembered.
 */
export async function loadPromo(deps: Pick<FlowDeps, 'api'> & Partial<Pick<FlowDeps, 'locale'>>, externalId: string): Promise<PromoView | null> {
  let entitlement;
  try {
    // The offer's texts in the page's language (the API falls back to English).
    entitlement = deps.locale ? await deps.api.entitlements.getByExternalId(externalId, deps.locale) : await deps.api.entitlements.getByExternalId(externalId);
  } catch (error) {
    console.warn(`[mf-auth] promo "${externalId}" could not be loaded`, error);
    return null;
  }
  const action = entitlement.actions[0];
  if (!action?.modal_title) {
    console.warn(`[mf-auth] promo "${externalId}" has no modal texts`);
    return null;
  }
  const expired = entitlement.expired === true || Date.parse(entitlement.end) <= Date.now();
  if (!expired) setPromo({ externalId: entitlement.external_id, entitlementId: entitlement._id });
  return {
    externalId: entitlement.external_id,
    entitlementId: entitlement._id,
    title: action.modal_title,
    subtitle: action.modal_subtitle ?? '',
    buttonText: action.modal_btn_text ?? '',
    expired,
  };
}

/**
 * Attaches the remembered promo to the signed-in user when they do not have it yet
 * (spec §4 Promo: "when the promo cookie differs"), then forgets it. Failures are logged:
 * the cookie stays, so the next sign-in tries again.
 */
export async function attachPromoIfNeeded(deps: Pick<FlowDeps, 'api'>, SSOid: string): Promise<boolean> {
  const { entitlementId } = readPromo();
  if (!entitlementId) return false;
  try {
    const attached = await deps.api.entitlements.getAttachments(SSOid);
    if (promoNeedsAttaching(attached.map((a) => a.entitlement_id))) {
      await deps.api.entitlements.attach({ entitlement_id: entitlementId, ns: 'profiles', key: 'SSOid', value: SSOid });
    }
    clearPromo();
    return true;
  } catch (error) {
    console.warn('[mf-auth] the promo could not be attached', error);
    return false;
  }
}
