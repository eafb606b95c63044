import { createRequester, TIMEOUTS, type Requester } from '@hourspace/api-client';
import { webEnvironment } from '@hourspace/contracts';
import { createRemoteApi } from '@hourspace/remote';

/**
 * mf-home's API seam (docs/decisions/remote-api-seam.md). Its value is the request helper
 * rather than the whole client: every home call is public and wrapped by a single-call
 * function of @hourspace/api-client, so the first screen does not bundle the rest. No
 * token is read; the origin and key are the page's environment (the release channel's).
 */
export const {
  ApiProvider: HomeApiProvider,
  useApi: useHomeApi,
  pageApi: pageHomeApi,
} = createRemoteApi<Requester>({
  remote: 'mf-home',
  create: () => {
    const { apiOrigin, basicKey } = webEnvironment();
    return createRequester({ baseUrl: apiOrigin, siteUrl: apiOrigin, basicKey, getAccessToken: () => null, timeout: TIMEOUTS.default });
  },
});
