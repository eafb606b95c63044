import { createApiClient, type ApiClient } from '@hourspace/api-client';
import type { ComponentType, ReactElement } from 'react';
import { createBooking } from '../lib/api/create-booking';
import { messageHost } from '../lib/api/message-host';
import { boardCalls } from '../lib/api/boards';
import { getSpace } from '../lib/api/get-space';
import { getSpaceQuote } from '../lib/api/get-space-quote';
import { searchSpaces } from '../lib/api/search-spaces';
import { geocodeLocation } from '../lib/api/geocode-location';
import { getActivities } from '../lib/api/get-activities';
import { getLocationPrefill } from '../lib/api/get-location-prefill';
import { getPlacePredictions } from '../lib/api/get-place-predictions';
import { SearchApiProvider, type SearchApi } from '../lib/search-api';

/** The API through the shared client. */
export function createSearchApi(client: ApiClient): SearchApi {
  return {
    activities: (locale) => getActivities(client, locale),
    locationPrefill: (locale) => getLocationPrefill(client, locale),
    placePredictions: (input, locale) => getPlacePredictions(client, input, locale),
    geocode: (request, locale) => geocodeLocation(client, request, locale),
    searchSpaces: (query) => searchSpaces(client, query),
    space: (id) => getSpace(client, id),
    spaceQuote: (request) => getSpaceQuote(client, request),
    requestBooking: (body) => createBooking(client, body),
    messageHost: (body) => messageHost(client, body),
    ...boardCalls(client),
  };
}

let pageApi: SearchApi | null = null;

/** The page's API: one per page load, shared by every part of this remote on the page. */
export function defaultSearchApi(): SearchApi {
  pageApi ??= createSearchApi(createApiClient());
  return pageApi;
}

/**
 * A root of this remote with the page's API. Kept apart from search-api.tsx so that the
 * query files, which read the API through useSearchApi, are not imported back by it.
 */
export function withSearchApi<P extends object>(Root: ComponentType<P>): (props: P) => ReactElement {
  function WithSearchApi(props: P) {
    return (
      <SearchApiProvider api={defaultSearchApi()}>
        <Root {...props} />
      </SearchApiProvider>
    );
  }
  WithSearchApi.displayName = `withSearchApi(${Root.displayName ?? Root.name})`;
  return WithSearchApi;
}
