type AuthHostModule = typeof import('./auth-host');

let loading: Promise<AuthHostModule> | null = null;

/**
 * The modal host's chunk (modals, flows, validation, API client), loaded once; a failed
 * load is forgotten so the next request tries again.
 */
export function loadAuthHost(): Promise<AuthHostModule> {
  loading ??= import(/* webpackChunkName: "auth-host" */ './auth-host').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
