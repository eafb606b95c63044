/**
 * @hourspace/remote: what makes a remote a single-spa application. Every remote's
 * `exposed/*.tsx` is one `createRemoteLifecycles` call; its `bootstrap.tsx` one
 * `mountStandalone` call.
 */
export { createRemoteLifecycles, mountStandalone, type RemoteDefinition, type RemoteProps } from './lifecycles';
export { RemoteErrorBoundary } from './error-boundary';
export { RemoteParcel, failSafeParcel, useShellServices, ShellServicesContext, type ShellServices } from './parcel';
export { getPageQueryClient, QUERY_CLIENT_GLOBAL_KEY, QUERY_DEFAULTS } from './query-client';
