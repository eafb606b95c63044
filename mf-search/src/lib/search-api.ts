import { createRemoteApi } from '@hourspace/remote';
import type { GeocodeRequest } from './api/geocode-location';
import type { ActivityChoice } from './api/get-activities';
import type { LocationChoice } from './api/get-place-predictions';
import type { MessageHostRequest, SentMessage } from './api/message-host';
import type { SpaceDetail } from './api/get-space';
import type { QuoteRequest, SpaceQuote } from './api/get-space-quote';
import type { SearchPage } from './api/search-spaces';
import type { BoardBody, BoardRef, BoardSummary, SavedSpace } from '@hourspace/api-client';
import type { loadStripe, StripeLocale } from '@hourspace/ui';
import type { Card, CardSetup, CheckoutBooking, CheckoutBody } from './api/checkout';

/**
 * The calls the search form makes: all that the hero's form (the `hero-search` parcel) and
 * the search modals need, so their roots carry none of the results, space and booking calls
 * (`withSearchFormApi`).
 */
export interface SearchFormApi {
  activities(locale: string): Promise<ActivityChoice[]>;
  locationPrefill(locale: string): Promise<LocationChoice | null>;
  placePredictions(input: string, locale: string): Promise<LocationChoice[]>;
  geocode(request: GeocodeRequest, locale: string): Promise<LocationChoice | null>;
}

/**
 * Every call this remote makes, behind one seam so component tests can answer them. The
 * calls are plain: what is cached and for how long is each query's option
 * (`features/<feature>/api/*.ts`), in the page's QueryClient.
 */
export interface SearchApi extends SearchFormApi {
  searchSpaces(query: Record<string, string>): Promise<SearchPage>;
  space(id: string): Promise<SpaceDetail>;
  spaceQuote(request: QuoteRequest): Promise<SpaceQuote>;
  /** Checkout (docs/decisions/checkout-flow.md): the request with the card to hold, under the attempt's Idempotency-Key. */
  requestBooking(body: CheckoutBody, idempotencyKey: string): Promise<CheckoutBooking>;
  /** After the 3-D Secure step in the page, whatever its outcome. */
  confirmBookingPayment(bookingId: number): Promise<CheckoutBooking>;
  /** The guest's saved cards, and saving a new one (SetupIntent flow, docs/decisions/payments-provider.md). */
  savedCards(userId: string): Promise<Card[]>;
  setupCard(userId: string): Promise<CardSetup>;
  saveCard(userId: string, setupIntentId: string): Promise<Card>;
  /** Stripe.js from the channel's address with its publishable key (card entry, 3-D Secure). */
  loadStripe(locale: StripeLocale): ReturnType<typeof loadStripe>;
  messageHost(body: MessageHostRequest): Promise<SentMessage>;
  /** The heart (lib/api/boards.ts): every space id the person saved, their boards, save, un-save, a new board with the space. */
  savedSpaceIds(): Promise<number[]>;
  boards(): Promise<BoardSummary[]>;
  saveSpace(board: BoardRef, spaceId: number): Promise<SavedSpace>;
  unsaveSpace(spaceId: number): Promise<void>;
  createBoard(body: BoardBody, spaceId: number): Promise<BoardSummary>;
}

/**
 * mf-search's API seam (docs/decisions/remote-api-seam.md). It has no page default: each
 * root picks the calls its chunks carry (`withSearchApi` for every call, `withSearchFormApi`
 * for the form's only, in `app/`), and the tests and the dev mount give theirs through
 * `SearchApiProvider`.
 */
const { ApiProvider, useApi } = createRemoteApi<SearchFormApi | SearchApi>({ remote: 'mf-search' });

/** Gives a subtree its API: every root of this remote (`withSearchApi`, `withSearchFormApi`), tests, the standalone dev mount. */
export const SearchApiProvider = ApiProvider;

/** The search form's calls, which every root of this remote has. */
export const useSearchFormApi: () => SearchFormApi = useApi;

function isWholeApi(api: SearchFormApi | SearchApi): api is SearchApi {
  return 'searchSpaces' in api;
}

/** Every call: the results and space pages' roots have them (`withSearchApi`). */
export function useSearchApi(): SearchApi {
  const api = useSearchFormApi();
  if (!isWholeApi(api)) throw new Error("[mf-search] this root has the search form's calls only (withSearchFormApi): wrap it in withSearchApi to make the others");
  return api;
}
