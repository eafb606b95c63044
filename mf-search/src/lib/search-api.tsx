import { createContext, useContext, type ReactNode } from 'react';
import type { GeocodeRequest } from './api/geocode-location';
import type { ActivityChoice } from './api/get-activities';
import type { LocationChoice } from './api/get-place-predictions';
import type { BookingRequest } from '@hourspace/validation';
import type { CreatedBooking } from './api/create-booking';
import type { MessageHostRequest, SentMessage } from './api/message-host';
import type { SpaceDetail } from './api/get-space';
import type { QuoteRequest, SpaceQuote } from './api/get-space-quote';
import type { SearchPage } from './api/search-spaces';
import type { BoardBody, BoardRef, BoardSummary, SavedSpace } from '@hourspace/api-client';

/**
 * Every call this remote makes, behind one seam so component tests can answer them. The
 * calls are plain: what is cached and for how long is each query's option
 * (`features/<feature>/api/*.ts`), in the page's QueryClient.
 */
export interface SearchApi {
  activities(locale: string): Promise<ActivityChoice[]>;
  locationPrefill(locale: string): Promise<LocationChoice | null>;
  placePredictions(input: string, locale: string): Promise<LocationChoice[]>;
  geocode(request: GeocodeRequest, locale: string): Promise<LocationChoice | null>;
  searchSpaces(query: Record<string, string>): Promise<SearchPage>;
  space(id: string): Promise<SpaceDetail>;
  spaceQuote(request: QuoteRequest): Promise<SpaceQuote>;
  requestBooking(body: BookingRequest): Promise<CreatedBooking>;
  messageHost(body: MessageHostRequest): Promise<SentMessage>;
  /** The heart (lib/api/boards.ts): every space id the person saved, their boards, save, un-save, a new board with the space. */
  savedSpaceIds(): Promise<number[]>;
  boards(): Promise<BoardSummary[]>;
  saveSpace(board: BoardRef, spaceId: number): Promise<SavedSpace>;
  unsaveSpace(spaceId: number): Promise<void>;
  createBoard(body: BoardBody, spaceId: number): Promise<BoardSummary>;
}

const SearchApiContext = createContext<SearchApi | null>(null);

/** Gives a subtree its API: every root of this remote (`withSearchApi`), tests, the standalone dev mount. */
export function SearchApiProvider({ api, children }: { api: SearchApi; children: ReactNode }) {
  return <SearchApiContext.Provider value={api}>{children}</SearchApiContext.Provider>;
}

/** The API this tree calls. */
export function useSearchApi(): SearchApi {
  const api = useContext(SearchApiContext);
  // Every root this remote exposes is wrapped in withSearchApi; a tree without it is a wiring bug.
  if (!api) throw new Error('[mf-search] no SearchApiProvider above this component (wrap the root in withSearchApi)');
  return api;
}
