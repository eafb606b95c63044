import { createContext, useContext, type ReactElement, type ReactNode } from 'react';

/** What `createRemoteApi` is given: whose seam it is, and how the page's API is made. */
export interface RemoteApiOptions<Api> {
  /** The remote's name (`mf-nav`), in the error a tree without an API throws. */
  remote: string;
  /**
   * Makes the page's API on first use (for most remotes `createApiClient()`, or a slice of
   * it). Without it a tree must be given its API by an `ApiProvider` above it (a remote
   * whose roots each choose which calls their chunks carry).
   */
  create?: () => Api;
}

/** One remote's API seam: see docs/decisions/remote-api-seam.md. */
export interface RemoteApi<Api> {
  /** Gives a subtree its API: a root that picks one, the tests with a fake, a standalone harness. */
  ApiProvider: (props: { api: Api; children: ReactNode }) => ReactElement;
  /** The API of this tree: the nearest `ApiProvider`'s, else the page's (`pageApi`). */
  useApi: () => Api;
  /** The page's API outside React (a prefetch, an idle check), made once per page on first use. */
  pageApi: () => Api;
}

/**
 * The one way a remote reaches its server calls: a context with a page default. Query and
 * mutation files read it with `useApi()`; code outside React takes `pageApi()`; tests
 * hand a fake to `ApiProvider` and never touch a module variable.
 */
export function createRemoteApi<Api>({ remote, create }: RemoteApiOptions<Api>): RemoteApi<Api> {
  const Context = createContext<Api | null>(null);
  Context.displayName = `${remote} API`;
  let page: Api | null = null;

  function pageApi(): Api {
    // A root that has no default passes its API down; reaching here without one is a wiring bug.
    if (!create) throw new Error(`[${remote}] no API above this component: wrap the root in its ApiProvider`);
    page ??= create();
    return page;
  }

  function ApiProvider({ api, children }: { api: Api; children: ReactNode }): ReactElement {
    return <Context.Provider value={api}>{children}</Context.Provider>;
  }

  function useApi(): Api {
    return useContext(Context) ?? pageApi();
  }

  return { ApiProvider, useApi, pageApi };
}
