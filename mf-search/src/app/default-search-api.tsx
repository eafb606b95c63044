import { getSpace, getSpaceQuote, type ApiClient } from '@hourspace/api-client';
import { webEnvironment } from '@hourspace/contracts';
import { loadStripe } from '@hourspace/ui';
import { checkoutCalls } from '../lib/api/checkout';

import type { ComponentType, ReactElement } from 'react';
import { messageHost } from '../lib/api/message-host';
import { boardCalls } from '../lib/api/boards';
import type { SearchApi } from '../lib/search-api';
import { createSearchFormApi, pageApiClient, withApi } from './search-form-api';

/** The API through the shared client: the form's calls (search-form-api.tsx) and the others. */
export function createSearchApi(client: ApiClient): SearchApi {
  return {
    ...createSearchFormApi(client),
    searchSpaces: (query) => client.searchSpaces(query),
    space: (id) => getSpace(client.request, id),
    spaceQuote: (request) => getSpaceQuote(client.request, request),
    ...checkoutCalls(client),
    loadStripe: (locale) => loadStripe(webEnvironment().payments, locale),
    messageHost: (body) => messageHost(client, body),
    ...boardCalls(client),
  };
}

let pageApi: SearchApi | null = null;

/** The page's API: one per page load, shared by every part of this remote on the page. */
export function defaultSearchApi(): SearchApi {
  pageApi ??= createSearchApi(pageApiClient());
  return pageApi;
}

/**
 * A root of this remote with the page's API. Kept apart from search-api.tsx so that the
 * query files, which read the API through useSearchApi, are not imported back by it.
 */
export function withSearchApi<P extends object>(Root: ComponentType<P>): (props: P) => ReactElement {
  return withApi(Root, defaultSearchApi, 'withSearchApi');
}
