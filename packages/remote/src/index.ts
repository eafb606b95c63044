/**
 * @hourspace/remote: what makes a remote a single-spa application. Every remote's
 * `exposed/*.tsx` is one `createRemoteLifecycles` call; its `bootstrap.tsx` one
 * `mountStandalone` call.
 */
export { createRemoteLifecycles, mountStandalone, type RemoteDefinition } from './lifecycles';
/** The props a remote gets: defined once in @hourspace/contracts, re-exported for remotes' convenience. */
export type { RemoteProps, ShellServices } from '@hourspace/contracts';
export { RemoteErrorBoundary } from './error-boundary';
export { RemoteParcel, failSafeParcel, useShellServices, ShellServicesContext } from './parcel';
export { getPageQueryClient, QUERY_CLIENT_GLOBAL_KEY, QUERY_DEFAULTS, writeQueryData } from './query-client';
export { adoptServerState, holdsServerMarkup, refreshServerState } from './first-screen';
export { FIRST_SCREEN_URL_ATTRIBUTE } from '@hourspace/contracts';
/** A first screen that depends on the page's address (docs/decisions/request-time-ssr.md). */
export { FirstScreenUrlContext, splitUrl, usePageUrl } from './page-url';
export { preloadableLazy, type PreloadableLazy } from './preloadable-lazy';
export { ClientOnly, useHydrated } from './client-only';
/** A remote's API seam: provider, hook and the page's default (docs/decisions/remote-api-seam.md). */
export { createRemoteApi, type RemoteApi, type RemoteApiOptions } from './remote-api';
