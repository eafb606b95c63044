import { createRequester, DEFAULT_BASE_URL, DEFAULT_BASIC_KEY, TIMEOUTS, type Requester } from '@hourspace/api-client';
import { createContext, useContext } from 'react';

let pageRequester: Requester | null = null;

/**
 * The page's request helper for the home calls, created on first use. Both calls are
 * public, so no token is read; the origin is the API's default (spec §9 port 8120).
 */
export function defaultHomeRequester(): Requester {
  pageRequester ??= createRequester({ baseUrl: DEFAULT_BASE_URL, siteUrl: DEFAULT_BASE_URL, basicKey: DEFAULT_BASIC_KEY, getAccessToken: () => null, timeout: TIMEOUTS.default });
  return pageRequester;
}

/** Lets tests (and a standalone harness) hand the page another request helper: the one seam of the home calls. */
export const HomeRequesterContext = createContext<Requester | null>(null);

/** The request helper of this tree: the context's, else the page's. */
export function useHomeRequester(): Requester {
  return useContext(HomeRequesterContext) ?? defaultHomeRequester();
}
