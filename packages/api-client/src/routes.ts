import { ApiError, ApiErrorCode } from './errors';

/**
 * Every path the client calls, in one place. `{name}` marks a path parameter, filled
 * (and URL-encoded) by `fillPath`. The spec §7 paths are as given there; the paths
 * marked "extra" are not in the spec; they are packages/api's routes.
 */
export const ROUTES = {
  env: '/v1/env/web/{locale}',
  keywords: '/v1/env/keywords/{locale}',
  signup: '/v1/profiles',
  profile: '/v1/profiles/me',
  authenticate: '/web-templates/v1/sso/authenticate',
  logout: '/v1/sso/users/logout/',
  /** Extra: trades the HttpOnly PSRefresh cookie for a new access token (and a new cookie). */
  refresh: '/v1/sso/refresh',
  grants: '/v1/sso/grants',
  experience: '/v1/profiles/me/experience',
  emailVerify: '/v1/profiles/me/email/verify',
  phoneVerify: '/v1/profiles/me/phone/verify',
  /** On the site origin (`siteUrl`), not the API's. */
  appleConnect: '/apple-connect',
  /** On the site origin (`siteUrl`), not the API's. */
  googleConnect: '/google-connect',
  unreadThreadCount: '/v1/messages/user/threads/count',
  messageSend: '/v1/message/send',
  messageUpdate: '/v1/message/update',
  paymentAccounts: '/v2/payments/users/{id}/accounts',
  paymentRecipients: '/v2/payments/users/{id}/recipients',
  paymentCards: '/v2/payments/users/{id}/cards',
  paymentCard: '/v2/payments/users/{id}/cards/{token}',
  /** Extra: a SetupIntent for the card form (docs/decisions/payments-provider.md). */
  paymentCardSetup: '/v2/payments/users/{id}/cards/setup',
  /** Extra: the host's payout ledger (docs/decisions/payments-provider.md). */
  paymentPayouts: '/v2/payments/users/{id}/payouts',
  paymentBankReady: '/v2/payments/users/{id}/bank/ready',
  entitlementByExternalId: '/v1/entitlements/external_id/{id}',
  entitlementAttachmentsOfProfile: '/v1/entitlements/attachments/profiles/{SSOid}',
  entitlementAttachments: '/v1/entitlements/attachments',
  /** Extra: multipart image upload (the spec's image service). */
  imageUpload: '/v1/images',
  /** Extra: store an image fetched from a URL (a social provider's picture). */
  imageFetch: '/v1/images/fetch',
  /** Extra: accept the current terms (/updated-terms). */
  acceptTerms: '/v1/profiles/me/experience/terms/accept',
  /** Extra: POST asks for a reset link, PUT sets the new password (/app/password-reset). */
  passwordReset: '/v1/sso/password-reset',
  /** Extra: the signed-in person's referral link and what it earned (/referrals). */
  referrals: '/v1/referrals/me',
  /** Extra: every activity of a locale. */
  activities: '/v1/activities',
  /** Extra: activity suggestions for the hero search. */
  activitySuggestions: '/v1/activities/suggestions',
  /** Extra: the maps service's place predictions. */
  placePredictions: '/v1/maps/place-predictions',
  /** Extra: the maps service's geocoding. */
  geocode: '/v1/maps/geocode',
  /** Extra: server-provided home section data per locale. */
  homeSections: '/v1/home/{locale}/sections',
  /** Extra: popular keywords by country per locale. */
  popularKeywords: '/v1/keywords/popular/{locale}',
  /** Extra: the logged-out navigation's browse tree per locale. */
  browseTree: '/v1/browse/{locale}',
  /** Extra: space search (page size 30). */
  searchSpaces: '/v1/spaces/search',
  /** Extra: analytics event sink. */
  analyticsTrack: '/v1/analytics/track',
  /** Extra: reviews about the signed-in person as a host and as a guest (/reviews/about-you). */
  reviewsAboutMe: '/v1/reviews/about-me',
  /** Extra: the host's response to a review of their space. */
  reviewResponse: '/v1/reviews/{review}/response',
  /** Extra: a host's spaces in progress (/app/ps): POST creates, GET lists. */
  listingDrafts: '/v1/listings/drafts',
  /** Extra: one draft, GET reads, PUT saves a step, DELETE deletes an unpublished one. */
  listingDraft: '/v1/listings/drafts/{draft}',
  /** Extra: a draft's go-live checklist (docs/decisions/listing-publish.md). */
  listingDraftChecklist: '/v1/listings/drafts/{draft}/checklist',
  /** Extra: publishes a draft as a space. */
  listingDraftPublish: '/v1/listings/drafts/{draft}/publish',
  /** Extra: a draft's photos: POST uploads one (multipart), PUT reorders and sets alt texts (docs/decisions/listing-photos.md). */
  listingDraftPhotos: '/v1/listings/drafts/{draft}/photos',
  /** Extra: one photo of a draft, DELETE removes it. */
  listingDraftPhoto: '/v1/listings/drafts/{draft}/photos/{photo}',
  /** Extra: the host's spaces and drafts (/mylistings). */
  hostSpaces: '/v1/hosts/me/spaces',
  /** Extra: one of the host's published listings, GET reads, PUT edits. */
  hostSpace: '/v1/hosts/me/spaces/{space}',
  /** Extra: a published listing's photos: POST uploads one, PUT reorders and sets alt texts. */
  hostSpacePhotos: '/v1/hosts/me/spaces/{space}/photos',
  /** Extra: one photo of a published listing, DELETE removes it (a listing keeps at least 5). */
  hostSpacePhoto: '/v1/hosts/me/spaces/{space}/photos/{photo}',
  /** Extra: takes a listing out of search and new requests. */
  hostSpacePause: '/v1/hosts/me/spaces/{space}/pause',
  /** Extra: puts a paused listing back. */
  hostSpaceResume: '/v1/hosts/me/spaces/{space}/resume',
} as const;
export type RouteName = keyof typeof ROUTES;

/**
 * Fills the `{name}` parameters of a route. Each value is URL-encoded, and an empty or
 * missing one is refused (it would silently call another route).
 */
export function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || String(value).trim() === '') {
      throw new ApiError(ApiErrorCode.BAD_INPUT, `The path parameter "${name}" of ${template} is missing or empty.`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Timeouts in ms (spec §7, §9). */
export const TIMEOUTS = {
  /** The request helper's default. */
  default: 10_000,
  profileRead: 5_000,
  profileUpdate: 10_000,
  payments: 10_000,
} as const;
export type Timeouts = { [K in keyof typeof TIMEOUTS]: number };
