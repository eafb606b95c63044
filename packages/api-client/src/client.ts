import Cookies from 'js-cookie';
import { acceptTerms } from './api/accept-terms';
import { saveCard, setupCard } from './api/save-card';
import { appleConnect, type AppleConnectRequest } from './api/connect-apple';
import { authenticate, refreshSession, type AuthenticateRequest } from './api/authenticate';
import { attachEntitlement, type AttachBody } from './api/create-attachment';
import { createRecipient, type CreateRecipientBody } from './api/create-recipient';
import { googleConnect, type GoogleConnectRequest } from './api/connect-google';
import { fetchImage } from './api/fetch-image';
import { getAccounts } from './api/get-accounts';
import { getActivities } from './api/get-activities';
import { getActivitySuggestions, type ActivitySuggestionQuery } from './api/get-activity-suggestions';
import { getAttachments } from './api/get-attachments';
import { getBankReady } from './api/get-bank-ready';
import { getBrowseTree } from './api/get-browse-tree';
import { getCards } from './api/get-cards';
import { getPayouts } from './api/get-payouts';
import { getEntitlementByExternalId } from './api/get-entitlement';
import { getEnv } from './api/get-env';
import { getExperience, type ExperienceQuery } from './api/get-experience';
import { getGeocode, type GeocodeQuery } from './api/get-geocode';
import { getGrants, type GrantsQuery } from './api/get-grants';
import { getHomeSections } from './api/get-home-sections';
import { getKeywords } from './api/get-keywords';
import { getPlacePredictions, type PlacePredictionQuery } from './api/get-place-predictions';
import { getPopularKeywords } from './api/get-popular-keywords';
import { getProfile } from './api/get-profile';
import { getRecipients } from './api/get-recipients';
import {
  arrangeHostListingPhotos,
  arrangeListingPhotos,
  createListingDraft,
  deleteHostListingPhoto,
  deleteListingDraft,
  deleteListingPhoto,
  getHostListing,
  getListingChecklist,
  getListingDraft,
  getListingDrafts,
  getMyListings,
  publishListingDraft,
  setHostListingStatus,
  updateHostListing,
  updateListingDraft,
  uploadHostListingPhoto,
  uploadListingPhoto,
  type ArrangePhotosBody,
  type CreateListingDraftBody,
  type PhotoUploader,
  type PhotoUploadOptions,
  type ListingFieldsBody,
  type UpdateListingDraftBody,
} from './api/listing-drafts';
import { getReviewsAboutMe, respondToReview } from './api/reviews';
import { getUnreadThreadCount } from './api/get-unread-thread-count';
import { logout } from './api/logout';
import { requestPasswordReset } from './api/request-password-reset';
import { getReferrals } from './api/get-referrals';
import { resetPassword } from './api/reset-password';
import { saveAccounts, type SaveAccountsBody } from './api/save-accounts';
import { searchSpaces, type SearchSpacesQuery } from './api/search-spaces';
import { sendEmailCode } from './api/send-email-code';
import { sendMessage, type SendMessageBody } from './api/send-message';
import { sendPhoneCode } from './api/send-phone-code';
import { signup, type SignupPayload } from './api/sign-up';
import { trackEvent, type TrackEventBody } from './api/track-event';
import { updateMessage, type UpdateMessageBody } from './api/update-message';
import { updateProfile, type UpdateProfileBody } from './api/update-profile';
import { uploadImage } from './api/upload-image';
import { verifyEmailCode } from './api/verify-email-code';
import { verifyPhoneCode } from './api/verify-phone-code';
import { findWebEnvironment } from '@hourspace/contracts';
import { ACCESS_TOKEN_COOKIE, createRequester, type Requester } from './request';
import { TIMEOUTS, type Timeouts } from './routes';

export interface ApiClientOptions {
  /** The API origin (default: the page's environment, which the shell set from the release manifest). */
  baseUrl?: string;
  /** The origin of {site}/apple-connect and {site}/google-connect (default: `baseUrl`). */
  siteUrl?: string;
  /** The public client key sent as a bearer on env, keywords and grants calls (default: the page's environment). */
  basicKey?: string;
  /** The user's access token; default: the PSAccess cookie. Override for tests and SSR. */
  getAccessToken?: () => string | null | undefined;
  /** A fetch implementation; default the global one. */
  fetch?: typeof fetch;
  /** The XMLHttpRequest class photo uploads report progress with; default the global one (none in Node: they go by fetch). */
  XMLHttpRequest?: typeof XMLHttpRequest;
  /** Timeouts in ms; each defaults to spec §9 (10 s helper, 5 s profile read, 10 s profile update and payments). */
  timeouts?: Partial<Timeouts>;
}

function checkOrigin(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new TypeError(`[@hourspace/api-client] ${name} must be an absolute http(s) URL, got "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`[@hourspace/api-client] ${name} must be an absolute http(s) URL, got "${value}".`);
  }
  return value;
}

function checkTimeouts(timeouts: Partial<Timeouts>): Timeouts {
  const merged = { ...TIMEOUTS, ...timeouts };
  for (const [name, ms] of Object.entries(merged)) {
    if (!Number.isInteger(ms) || ms <= 0 || ms > 2_147_483_647) {
      throw new TypeError(`[@hourspace/api-client] timeouts.${name} must be a positive whole number of ms, got ${String(ms)}.`);
    }
  }
  return merged;
}

/**
 * The API origin and client key a client uses: the ones given, else the page's environment
 * (no build carries them; the shell sets them from the release manifest:
 * docs/decisions/release-environment-in-the-channel.md).
 */
function endpointOf(options: ApiClientOptions): { baseUrl: string; basicKey: string } {
  const environment = options.baseUrl && options.basicKey ? undefined : findWebEnvironment();
  const baseUrl = options.baseUrl ?? environment?.apiOrigin;
  const basicKey = options.basicKey ?? environment?.basicKey;
  if (!baseUrl || !basicKey) {
    throw new TypeError(
      `[@hourspace/api-client] no ${baseUrl ? 'basicKey' : 'baseUrl'}: pass it, or let the shell set the page's environment from the release manifest first (setWebEnvironment in @hourspace/contracts).`,
    );
  }
  return { baseUrl: checkOrigin('baseUrl', baseUrl), basicKey };
}

/**
 * Creates the typed API client: one function per call of spec §7 (plus the extra routes),
 * each sending through the one request helper and parsing its answer with a valibot schema.
 * Every failure is an `ApiError`.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const { baseUrl, basicKey } = endpointOf(options);
  const timeouts = checkTimeouts(options.timeouts ?? {});
  const getAccessToken = options.getAccessToken ?? (() => Cookies.get(ACCESS_TOKEN_COOKIE));
  const request: Requester = createRequester({
    baseUrl,
    siteUrl: checkOrigin('siteUrl', options.siteUrl ?? baseUrl),
    basicKey,
    getAccessToken,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    timeout: timeouts.default,
  });
  const uploader: PhotoUploader = {
    baseUrl,
    getAccessToken,
    XMLHttpRequest: options.XMLHttpRequest ?? (typeof XMLHttpRequest === 'undefined' ? undefined : XMLHttpRequest),
    request,
  };

  return {
    /** The request helper itself, for a call this client does not wrap yet. */
    request,
    getEnv: (locale: string) => getEnv(request, locale),
    getKeywords: (locale: string) => getKeywords(request, locale),
    signup: (payload: SignupPayload) => signup(request, payload),
    getProfile: () => getProfile(request, timeouts.profileRead),
    updateProfile: (body: UpdateProfileBody) => updateProfile(request, body, timeouts.profileUpdate),
    authenticate: (body: AuthenticateRequest) => authenticate(request, body),
    /** Trades the HttpOnly PSRefresh cookie for a new access token (the cookie rotates). */
    refreshSession: () => refreshSession(request),
    logout: () => logout(request),
    getGrants: (query: GrantsQuery) => getGrants(request, query),
    getExperience: (query?: ExperienceQuery) => getExperience(request, query),
    acceptTerms: () => acceptTerms(request),
    requestPasswordReset: (username: string, locale?: string) => requestPasswordReset(request, username, locale),
    getReferrals: () => getReferrals(request),
    resetPassword: (body: { token: string; password: string }) => resetPassword(request, body),
    sendEmailCode: () => sendEmailCode(request),
    verifyEmailCode: (code: string) => verifyEmailCode(request, code),
    sendPhoneCode: () => sendPhoneCode(request),
    verifyPhoneCode: (code: string) => verifyPhoneCode(request, code),
    appleConnect: (body: AppleConnectRequest) => appleConnect(request, body),
    googleConnect: (body: GoogleConnectRequest) => googleConnect(request, body),
    getUnreadThreadCount: (SSOid: string) => getUnreadThreadCount(request, SSOid),
    sendMessage: (body: SendMessageBody) => sendMessage(request, body),
    updateMessage: (body: UpdateMessageBody) => updateMessage(request, body),
    payments: {
      getAccounts: (id: string) => getAccounts(request, id, timeouts.payments),
      saveAccounts: (id: string, body: SaveAccountsBody, saveOptions?: { create?: boolean }) =>
        saveAccounts(request, id, body, { timeout: timeouts.payments, create: saveOptions?.create ?? false }),
      getRecipients: (id: string) => getRecipients(request, id, timeouts.payments),
      createRecipient: (id: string, body: CreateRecipientBody) => createRecipient(request, id, body, timeouts.payments),
      getCards: (id: string) => getCards(request, id, timeouts.payments),
      setupCard: (id: string) => setupCard(request, id, timeouts.payments),
      saveCard: (id: string, setupIntentId: string) => saveCard(request, id, setupIntentId, timeouts.payments),
      getPayouts: (id: string) => getPayouts(request, id, timeouts.payments),
      getBankReady: (id: string) => getBankReady(request, id, timeouts.payments),
    },
    entitlements: {
      getByExternalId: (externalId: string, locale?: string) => getEntitlementByExternalId(request, externalId, locale),
      getAttachments: (SSOid: string) => getAttachments(request, SSOid),
      attach: (body: AttachBody) => attachEntitlement(request, body),
    },
    uploadImage: (file: Blob, fileName?: string) => uploadImage(request, file, fileName),
    fetchImage: (url: string) => fetchImage(request, url),
    getActivities: (locale: string) => getActivities(request, locale),
    getActivitySuggestions: (query: ActivitySuggestionQuery) => getActivitySuggestions(request, query),
    getPlacePredictions: (query: PlacePredictionQuery) => getPlacePredictions(request, query),
    geocode: (query: GeocodeQuery) => getGeocode(request, query),
    getHomeSections: (locale: string) => getHomeSections(request, locale),
    getPopularKeywords: (locale: string) => getPopularKeywords(request, locale),
    getBrowseTree: (locale: string) => getBrowseTree(request, locale),
    searchSpaces: (query: SearchSpacesQuery) => searchSpaces(request, query),
    trackEvent: (body: TrackEventBody) => trackEvent(request, body),
    reviews: {
      aboutMe: () => getReviewsAboutMe(request),
      respond: (reviewId: number, response: string) => respondToReview(request, reviewId, response),
    },
    listingDrafts: {
      create: (body: CreateListingDraftBody) => createListingDraft(request, body),
      list: () => getListingDrafts(request),
      get: (id: number) => getListingDraft(request, id),
      update: (id: number, body: UpdateListingDraftBody) => updateListingDraft(request, id, body),
      remove: (id: number) => deleteListingDraft(request, id),
      checklist: (id: number) => getListingChecklist(request, id),
      publish: (id: number) => publishListingDraft(request, id),
      /** Uploads one photo with progress (docs/decisions/listing-photos.md); resolves with the stored photo. */
      uploadPhoto: (draftId: number, file: Blob, uploadOptions?: PhotoUploadOptions) => uploadListingPhoto(uploader, draftId, file, uploadOptions),
      /** Reorders the photos (each once, the first the cover) and sets alt texts; resolves with the draft. */
      arrangePhotos: (draftId: number, body: ArrangePhotosBody) => arrangeListingPhotos(request, draftId, body),
      /** Removes a photo; resolves with the draft. */
      deletePhoto: (draftId: number, photoId: string) => deleteListingPhoto(request, draftId, photoId),
    },
    /** The host's published listings (docs/decisions/listing-publish.md). */
    hostListings: {
      list: () => getMyListings(request),
      get: (spaceId: number) => getHostListing(request, spaceId),
      update: (spaceId: number, body: ListingFieldsBody) => updateHostListing(request, spaceId, body),
      pause: (spaceId: number) => setHostListingStatus(request, spaceId, 'pause'),
      resume: (spaceId: number) => setHostListingStatus(request, spaceId, 'resume'),
      uploadPhoto: (spaceId: number, file: Blob, uploadOptions?: PhotoUploadOptions) => uploadHostListingPhoto(uploader, spaceId, file, uploadOptions),
      arrangePhotos: (spaceId: number, body: ArrangePhotosBody) => arrangeHostListingPhotos(request, spaceId, body),
      deletePhoto: (spaceId: number, photoId: string) => deleteHostListingPhoto(request, spaceId, photoId),
    },
  };
}

/** The client `createApiClient` returns. */
export type ApiClient = ReturnType<typeof createApiClient>;
