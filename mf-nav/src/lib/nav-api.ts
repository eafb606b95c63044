import { createApiClient, type ApiClient } from '@hourspace/api-client';
import { createRemoteApi } from '@hourspace/remote';

/**
 * The calls mf-nav makes, as a slice of the shared client: the one seam the tests
 * replace. `getProfile`, `refreshSession` and `logout` are what @hourspace/session needs.
 */
export type NavApi = Pick<ApiClient, 'getBrowseTree' | 'getEnv' | 'getUnreadThreadCount' | 'updateProfile' | 'getProfile' | 'refreshSession' | 'logout'> & {
  payments: Pick<ApiClient['payments'], 'getAccounts'>;
};

/**
 * mf-nav's API seam (docs/decisions/remote-api-seam.md): the page's client, made on first
 * use and shared by the top nav and the footer; `NavApiProvider` gives a subtree a fake.
 */
export const { ApiProvider: NavApiProvider, useApi: useNavApi } = createRemoteApi<NavApi>({ remote: 'mf-nav', create: () => createApiClient() });
