/**
 * @hourspace/api-client: the request helper of spec §7 on ky, and one typed function per
 * call, each answer checked with a valibot schema. Every failure is an `ApiError` with a
 * stable code; `userMessageFor` gives the message to show.
 */

/** Creates the client; see `ApiClientOptions`. */
export { createApiClient, type ApiClient, type ApiClientOptions } from './client';

/** Errors: the class, its stable codes, and the spec §8 user message mapping. */
export { ApiError, ApiErrorCode, isApiError, isAuthError, userMessageFor, UNEXPECTED_ERROR_MESSAGE, type ApiErrorCodeValue, type ApiErrorInit, type ApiIssue } from './errors';

/** The request helper and its constants, for callers that need a route this client does not wrap. */
export {
  createRequester,
  ALLOWED_METHODS,
  TIMESTAMP_PARAM,
  ACCESS_TOKEN_COOKIE,
  type AuthMode,
  type HttpMethod,
  type QueryParams,
  type RequestSpec,
  type Requester,
  type RequesterOptions,
} from './request';

/** Every path the client calls (extra routes included) and the spec's timeouts. */
export { ROUTES, TIMEOUTS, fillPath, type RouteName, type Timeouts } from './routes';

/** The page's live events: one stream per page, reconnected with backoff (docs/decisions/live-events.md). */
export { createLiveEvents, pageLiveEvents, parseLiveFrame, liveBackoff, type LiveEvent, type LiveEvents, type LiveEventsOptions } from './live-events';

/** HTML tag stripping as the helper applies it to JSON bodies. */
export { stripTags, stripTagsFromString } from './strip-tags';

/** Response schemas and the request/response types of each call. */
export { EnvSchema, LocationOptionSchema, type Env, type LocationOption } from './api/get-env';
export { ActivitySchema, KeywordsSchema, type Activity, type Keywords } from './api/get-keywords';
export { ProfileSchema, type Profile } from './api/get-profile';
export type { UpdateProfileBody } from './api/update-profile';
export { LoginResponseSchema, type LoginResponse, type AuthenticateRequest, type PasswordLoginRequest, type SocialLoginRequest } from './api/authenticate';
export type { SignupPayload } from './api/sign-up';
export { GrantsSchema, type Grants, type GrantsQuery } from './api/get-grants';
export { ExperienceSchema, type Experience, type ExperienceQuery } from './api/get-experience';
export { AcknowledgementSchema, CodeSentSchema, type Acknowledgement, type CodeSent } from './api/send-email-code';
export { TermsAcceptedSchema, type TermsAccepted } from './api/accept-terms';
export { ReferralsSchema, type Referrals } from './api/get-referrals';
export { AppleConnectSchema, type AppleConnect, type AppleConnectRequest } from './api/connect-apple';
export { GoogleConnectSchema, type GoogleConnect, type GoogleConnectRequest } from './api/connect-google';
export { UnreadThreadCountSchema, type UnreadThreadCount } from './api/get-unread-thread-count';
export { MessageSchema, type Message, type SendMessageBody } from './api/send-message';
export type { UpdateMessageBody } from './api/update-message';
export { PayoutAccountSchema, type PayoutAccount } from './api/get-accounts';
export type { SaveAccountsBody } from './api/save-accounts';
export { RecipientSchema, type Recipient } from './api/get-recipients';
export type { CreateRecipientBody } from './api/create-recipient';
export { CardSchema, type Card } from './api/get-cards';
export { CardSetupSchema, type CardSetup } from './api/save-card';
export { PayoutSchema, PayoutTransferSchema, type Payout, type PayoutTransfer } from './api/get-payouts';
export { BankReadySchema, type BankReady } from './api/get-bank-ready';
export { EntitlementSchema, type Entitlement } from './api/get-entitlement';
export { AttachmentSchema, type Attachment } from './api/get-attachments';
export type { AttachBody } from './api/create-attachment';
export { UploadedImageSchema, type UploadedImage } from './api/upload-image';
export { ActivityOptionSchema, type ActivityOption, type ActivitySuggestionQuery } from './api/get-activity-suggestions';
export { PlacePredictionSchema, type PlacePrediction, type PlacePredictionQuery } from './api/get-place-predictions';
export { GeocodeResultSchema, type GeocodeResult, type GeocodeQuery } from './api/get-geocode';
/**
 * Single calls on a request helper (`createRequester`), for a remote that needs only these
 * public calls and should not bundle the whole client.
 */
export { getHomeSections } from './api/get-home-sections';
export { getPopularKeywords } from './api/get-popular-keywords';
export { HomeSectionsSchema, SectionSchema, ImageItemSchema, type HomeSections, type Section, type ImageItem } from './api/get-home-sections';
export { PopularKeywordsSchema, PopularKeywordSchema, type PopularKeywords, type PopularKeyword } from './api/get-popular-keywords';
export { BrowseNodeSchema, type BrowseNode } from './api/get-browse-tree';
export {
  getSpace,
  getSpaceQuote,
  getSpaceCalendar,
  SpaceDetailSchema,
  SpaceQuoteSchema,
  SpaceCalendarSchema,
  OpeningHoursAnswerSchema,
  QUOTE_PROBLEMS,
  type SpaceDetail,
  type SpaceQuote,
  type SpaceCalendar,
  type OpeningHoursAnswer,
  type QuoteRequest,
} from './api/spaces';
export {
  BookingCancellationSchema,
  BookingPaymentSchema,
  CancellationStepSchema,
  CancellationTermsSchema,
  CheckoutBookingSchema,
  confirmBookingPayment,
  PAYMENT_REFUSAL_REASONS,
  paymentRefusalReason,
  requestBookingWithHold,
  type BookingCancellation,
  type BookingPayment,
  type CancellationTerms,
  type CheckoutBody,
  type CheckoutBooking,
  type PaymentRefusalReason,
} from './api/checkout';
export {
  getBookings,
  decideBooking,
  createBooking,
  reviewBooking,
  BookingSchema,
  BookingReviewStateSchema,
  type BookingReviewState,
  type BookingReviewBody,
  CreatedBookingSchema,
  type Booking,
  type BookingRole,
  type BookingStatusDecision,
  type CreatedBooking,
  type CreateBookingBody,
} from './api/bookings';
export { getThreads, getThread, markThreadRead, ThreadSummarySchema, ThreadSchema, type ThreadSummary, type Thread } from './api/threads';
export { sendMessage } from './api/send-message';
export { submitPayoutVerification, ProviderFileSchema, type ProviderFile, type PayoutVerificationBody } from './api/payout-verification';
export {
  getLegalDocument,
  getArticles,
  getArticle,
  getLocations,
  getFees,
  BlockSchema,
  DocumentSectionSchema,
  LegalDocumentSchema,
  ArticleSummarySchema,
  ArticleIndexSchema,
  ArticleSchema,
  LocationsSchema,
  FeesSchema,
  type Block,
  type DocumentSection,
  type LegalDocument,
  type ArticleSummary,
  type ArticleIndex,
  type Article,
  type Locations,
  type Fees,
} from './api/public-content';
export { searchSpaces, SpaceCardSchema, SEARCH_PAGE_SIZE, type SearchPage, type SpaceCard, type SearchSpacesQuery } from './api/search-spaces';
export { TrackResultSchema, type TrackEventBody, type AnalyticsEvent, type TrackResult } from './api/track-event';
export { ReviewsAboutMeSchema, HostReviewSchema, GuestReviewSchema, type ReviewsAboutMe, type HostReview, type GuestReview } from './api/reviews';
export {
  ListingDraftSchema,
  ListingChecklistSchema,
  HostListingSchema,
  PublishedListingSchema,
  type ListingDraft,
  type CreateListingDraftBody,
  type UpdateListingDraftBody,
  type ListingFieldsBody,
  type OpeningDayBody,
  type ChecklistItem,
  type ListingChecklist,
  type PublishedListing,
  type HostListing,
  type MyListings,
  DraftPhotoSchema,
  ListingPhotosSchema,
  type DraftPhoto,
  type ListingPhotos,
  type ArrangePhotosBody,
  type PhotoUploadOptions,
} from './api/listing-drafts';
export {
  getBoards,
  getBoard,
  createBoard,
  updateBoard,
  deleteBoard,
  saveSpaceToBoard,
  removeSpaceFromBoard,
  getSavedSpaceIds,
  unsaveSpace,
  BoardSchema as BoardAnswerSchema,
  BoardSummarySchema,
  BoardSpaceSchema,
  SavedSpaceSchema,
  type Board,
  type BoardSummary,
  type BoardSpace,
  type SavedSpace,
  type BoardRef,
  type BoardBody,
} from './api/boards';
export {
  getHostSpaces,
  getHostCalendar,
  blockDay,
  unblockDay,
  getAddOns,
  createAddOn,
  updateAddOn,
  deleteAddOn,
  makeCustomOffer,
  HostSpaceSchema,
  HostCalendarSchema,
  CalendarBookingSchema,
  BlockedDaySchema,
  AddOnAnswerSchema,
  OfferedBookingSchema,
  type HostSpace,
  type HostCalendar,
  type CalendarBooking,
  type BlockedDay,
  type AddOn,
  type AddOnBody,
  type OfferedBooking,
} from './api/hosting';
