import { createRequester, DEFAULT_BASE_URL, DEFAULT_BASIC_KEY, TIMEOUTS, type Requester } from '@hourspace/api-client';
import { createContext, useContext } from 'react';
import { getHomeSections } from './api/get-home-sections';
import { getPopularKeywords } from './api/get-popular-keywords';
import type { HomeContent, KeywordTab } from './section-model';

/** The two calls the home page makes; components reach them through `useHomeApi`. */
export interface HomeApi {
  getSections(locale: string, prefix: string): Promise<HomeContent>;
  getKeywords(locale: string, prefix: string): Promise<KeywordTab[]>;
}

/** The home calls on a request helper (spec §7). */
export function createHomeApi(request: Requester): HomeApi {
  return {
    getSections: (locale, prefix) => getHomeSections(request, locale, prefix),
    getKeywords: (locale, prefix) => getPopularKeywords(request, locale, prefix),
  };
}

let pageApi: HomeApi | null = null;

/**
 * The page's home API, created on first use. Both calls are public, so no token is
 * read; the origin is the API's default (spec §9 port 8120).
 */
export function defaultHomeApi(): HomeApi {
  pageApi ??= createHomeApi(
    createRequester({ baseUrl: DEFAULT_BASE_URL, siteUrl: DEFAULT_BASE_URL, basicKey: DEFAULT_BASIC_KEY, getAccessToken: () => null, timeout: TIMEOUTS.default }),
  );
  return pageApi;
}

/** Lets tests (and a standalone harness) hand the page another API. */
export const HomeApiContext = createContext<HomeApi | null>(null);

/** The home API of this tree: the context's, else the page's. */
export function useHomeApi(): HomeApi {
  return useContext(HomeApiContext) ?? defaultHomeApi();
}
