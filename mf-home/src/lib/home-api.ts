import { createRequester, TIMEOUTS, type Requester } from '@hourspace/api-client';
import { webEnvironment } from '@hourspace/contracts';
import { createContext, useContext } from 'react';

let pageRequester: Requester | null = null;

/**
 * The page's request helper for the home calls, created on first use. Both calls are
 * public, so no token is read; the origin and key are the page's environment (the channel's, issue 18).
 */
export function defaultHomeRequester(): Requester {
  if (!pageRequester) {
    const { apiOrigin, basicKey } = webEnvironment();
    pageRequester = createRequester({ baseUrl: apiOrigin, siteUrl: apiOrigin, basicKey, getAccessToken: () => null, timeout: TIMEOUTS.default });
  }
  return pageRequester;
}

/** Lets tests (and a standalone harness) hand the page another request helper: the one seam of the home calls. */
export const HomeRequesterContext = createContext<Requester | null>(null);

/** The request helper of this tree: the context's, else the page's. */
export function useHomeRequester(): Requester {
  return useContext(HomeRequesterContext) ?? defaultHomeRequester();
}
