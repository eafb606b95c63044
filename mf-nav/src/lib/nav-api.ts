import { createApiClient, type ApiClient } from '@hourspace/api-client';
import { createContext, useContext } from 'react';

/**
 * The calls mf-nav makes, as a slice of the shared client: the one seam the tests
 * replace. `getProfile`, `refreshSession` and `logout` are what @hourspace/session needs.
 */
export type NavApi = Pick<ApiClient, 'getBrowseTree' | 'getEnv' | 'getUnreadThreadCount' | 'updateProfile' | 'getProfile' | 'refreshSession' | 'logout'> & {
  payments: Pick<ApiClient['payments'], 'getAccounts'>;
};

let pageClient: NavApi | null = null;

/** The page's client, made on first use (the top nav and the footer share it). */
export function defaultNavApi(): NavApi {
  pageClient ??= createApiClient();
  return pageClient;
}

/** Replaces the client for a subtree (component tests). */
export const NavApiContext = createContext<NavApi | null>(null);

/** The client this subtree calls the API with. */
export function useNavApi(): NavApi {
  return useContext(NavApiContext) ?? defaultNavApi();
}
