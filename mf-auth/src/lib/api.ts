import { createApiClient, type ApiClient } from '@hourspace/api-client';
import { createRemoteApi } from '@hourspace/remote';

/**
 * mf-auth's API seam (docs/decisions/remote-api-seam.md): the page's client, made on first
 * use; `AuthApiProvider` gives a subtree a fake. Code outside React gets the client from the
 * component that starts it (the root passes `useAuthApi()` to the One Tap check and the promo).
 */
export const { ApiProvider: AuthApiProvider, useApi: useAuthApi } = createRemoteApi<ApiClient>({ remote: 'mf-auth', create: () => createApiClient() });
