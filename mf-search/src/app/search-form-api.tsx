import { createApiClient, type ApiClient } from '@hourspace/api-client';
import type { ComponentType, ReactElement } from 'react';
import { geocodeLocation } from '../lib/api/geocode-location';
import { getActivities } from '../lib/api/get-activities';
import { getLocationPrefill } from '../lib/api/get-location-prefill';
import { getPlacePredictions } from '../lib/api/get-place-predictions';
import { SearchApiProvider, type SearchApi, type SearchFormApi } from '../lib/search-api';

/** The search form's calls through the shared client. */
export function createSearchFormApi(client: ApiClient): SearchFormApi {
  return {
    activities: (locale) => getActivities(client, locale),
    locationPrefill: (locale) => getLocationPrefill(client, locale),
    placePredictions: (input, locale) => getPlacePredictions(client, input, locale),
    geocode: (request, locale) => geocodeLocation(client, request, locale),
  };
}

let pageClient: ApiClient | null = null;
let pageFormApi: SearchFormApi | null = null;

/** The page's API client: one per page load, shared by every root of this remote on the page. */
export function pageApiClient(): ApiClient {
  pageClient ??= createApiClient();
  return pageClient;
}

/** The form's calls for the page: one set per page load, shared by the hero's form and the search modals. */
export function defaultSearchFormApi(): SearchFormApi {
  pageFormApi ??= createSearchFormApi(pageApiClient());
  return pageFormApi;
}

/** `Root` under a SearchApiProvider with the page's `api()`, named `<name>(<Root>)` for React's tools. */
export function withApi<P extends object>(Root: ComponentType<P>, api: () => SearchFormApi | SearchApi, name: string): (props: P) => ReactElement {
  function WithApi(props: P) {
    return (
      <SearchApiProvider api={api()}>
        <Root {...props} />
      </SearchApiProvider>
    );
  }
  WithApi.displayName = `${name}(${Root.displayName ?? Root.name})`;
  return WithApi;
}

/**
 * A root that makes the search form's calls only (the hero's form, the search modals): it
 * does not import the results, space and booking calls, so their code is not in its chunks.
 * A component under it that asks for them (`useSearchApi`) fails with a clear message.
 */
export function withSearchFormApi<P extends object>(Root: ComponentType<P>): (props: P) => ReactElement {
  return withApi(Root, defaultSearchFormApi, 'withSearchFormApi');
}
