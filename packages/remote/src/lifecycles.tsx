import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { initI18n, parseLocalePath, registerNamespace, type NamespaceLoader } from '@hourspace/i18n';
import type { i18n as I18n } from 'i18next';
import { StrictMode, startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import React from 'react';
import { I18nextProvider } from 'react-i18next';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { RemoteErrorBoundary } from './error-boundary';
import { REMOTE_MESSAGES } from './i18n/messages';
import type { RemoteProps } from '@hourspace/contracts';
import { FIRST_SCREEN_URL_ATTRIBUTE, PARCEL_ATTRIBUTE, parcelStateKey, SERVER_MARKUP_ATTRIBUTE } from '@hourspace/contracts';
import { adoptServerState, holdsServerMarkup, refreshServerState } from './first-screen';
import { FirstScreenUrlContext } from './page-url';
import { ShellServicesContext } from './parcel';
import { getPageQueryClient } from './query-client';

export interface RemoteDefinition<P extends RemoteProps> {
  /** The remote's i18next namespace: its package name, e.g. `mf-nav`. */
  namespace: string;
  loadMessages: NamespaceLoader;
  Root: ComponentType<P>;
  /** Whether the error card is a page (`<main>`); false for nav and overlays. */
  landmark?: boolean;
  /**
   * Loads the lazy chunk of the page `url` (path and query) shows, so that hydrating markup
   * rendered on request for it does not suspend on that chunk (docs/decisions/request-time-ssr.md).
   */
  preload?: (url: string) => Promise<void>;
}

export async function prepareI18n(locale: string, namespace: string, loadMessages: NamespaceLoader): Promise<I18n> {
  const i18n = await initI18n(locale);
  await registerNamespace(i18n, 'remote', async (lng) => REMOTE_MESSAGES[lng]);
  await registerNamespace(i18n, namespace, loadMessages);
  return i18n;
}

/**
 * A remote's tree under its providers: the same in the page and when rendered to HTML (`./server`), so the markup hydrates.
 * `url`: the address a first screen rendered on request was rendered for (`usePageUrl`; docs/decisions/request-time-ssr.md).
 */
export function Frame<P extends RemoteProps>({
  definition,
  i18n,
  props,
  client,
  url = null,
}: {
  definition: RemoteDefinition<P>;
  i18n: I18n;
  props: P;
  client?: QueryClient;
  url?: string | null;
}) {
  const { Root } = definition;
  return (
    <StrictMode>
      <QueryClientProvider client={client ?? getPageQueryClient()}>
        <I18nextProvider i18n={i18n} defaultNS={definition.namespace}>
          <ShellServicesContext.Provider value={props}>
            <FirstScreenUrlContext.Provider value={url}>
              <RemoteErrorBoundary name={definition.namespace} landmark={definition.landmark ?? true}>
                <Root {...props} />
              </RemoteErrorBoundary>
            </FirstScreenUrlContext.Provider>
          </ShellServicesContext.Provider>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

/**
 * Renders its children in a transition after an empty first commit. single-spa's mount
 * waits for that first commit only; the remote's tree then renders in React's time slices
 * (about 5 ms each, yielding to the browser between them) instead of one task as long as the
 * whole tree, so a page that mounts several remotes at once keeps its main thread free
 * (docs/decisions/render-in-time-slices.md). The slot keeps its box meanwhile (the shell's CSS reserves it).
 */
export function Deferred({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : null;
}

/**
 * The single-spa lifecycles a remote exposes: its strings are loaded for the page's
 * locale before the first mount, and its tree renders under an error boundary, with the
 * page's QueryClient (the one every remote reads server state through).
 */
export function createRemoteLifecycles<P extends RemoteProps>(definition: RemoteDefinition<P>) {
  let i18n: I18n | null = null;
  /**
   * Whether the current mount hydrates markup this build rendered when the release was
   * composed (`./first-screen.ts`; the shell hands over such a container only to its build).
   * A hydrating render must produce that markup at once, so it skips `Deferred`'s empty first
   * commit; React hydrates in its own time slices. Kept until the unmount, so that a later
   * render of the root (an update) keeps the same tree instead of remounting it.
   */
  let hydrating = false;
  /** The address the markup being hydrated was rendered for, when it was rendered on request (null otherwise). */
  let firstUrl: string | null = null;
  const lifecycles = singleSpaReact<P>({
    React,
    ReactDOMClient: {
      ...ReactDOMClient,
      // A mismatch makes React render that part afresh, which is the fallback we want; it is
      // reported as a warning with the remote's name rather than as an uncaught error.
      // In a transition, so React hydrates in its time slices (about 5 ms each) rather than in
      // one task as long as the tree (docs/decisions/hydration-transitions.md); the markup is on screen meanwhile.
      hydrateRoot: (container: Element, children: ReactNode) => {
        let root!: ReactDOMClient.Root;
        startTransition(() => {
          root = ReactDOMClient.hydrateRoot(container, children, {
            onRecoverableError: (error) => console.warn(`[${definition.namespace}] the server markup did not hydrate and was rendered afresh`, error),
          });
        });
        return root;
      },
    } as typeof ReactDOMClient,
    renderType: () => (hydrating ? 'hydrateRoot' : 'createRoot'),
    rootComponent: (props: P) =>
      i18n ? (
        hydrating ? (
          <Frame definition={definition} i18n={i18n} props={props} url={firstUrl} />
        ) : (
          <Deferred>
            <Frame definition={definition} i18n={i18n} props={props} />
          </Deferred>
        )
      ) : null,
    errorBoundary: () => <p role="alert">{i18n?.t('failed', { ns: 'remote' }) ?? ''}</p>,
  });
  const mount = async (props: P & AppProps & { domElement?: HTMLElement }) => {
    const element = props.domElement;
    const client = getPageQueryClient();
    // A parcel's data block is named after the parcel (its element says which), an application's after the application.
    const parcel = element?.getAttribute(PARCEL_ATTRIBUTE);
    // Markup rendered on request for an address the page has left already (a navigation before
    // the remote arrived) is not this page's first screen: rendered afresh over it.
    const renderedFor = element?.getAttribute(FIRST_SCREEN_URL_ATTRIBUTE) ?? null;
    const current = renderedFor === null || renderedFor === `${window.location.pathname}${window.location.search}`;
    const adopted = current && holdsServerMarkup(element) ? adoptServerState(client, parcel ? parcelStateKey(parcel) : (props.name ?? '')) : null;
    hydrating = adopted !== null;
    firstUrl = hydrating ? renderedFor : null;
    if (hydrating && renderedFor !== null && definition.preload) {
      // The page's chunk before hydrating, with the markup still marked meanwhile: the shell
      // holds a press made on it and the shell replays it after the mount, when React can
      // hydrate the whole tree at once for it. Hydration suspended on a lazy chunk would drop
      // that press, and any made before the chunk arrived (docs/decisions/request-time-ssr.md).
      // A chunk that fails here is asked for again by the render, which shows its fallback.
      await definition.preload(renderedFor).catch(() => undefined);
    }
    element?.removeAttribute(FIRST_SCREEN_URL_ATTRIBUTE);
    if (element?.hasAttribute(SERVER_MARKUP_ATTRIBUTE)) {
      // Markup without its data: rendered afresh over it.
      if (!hydrating) element.replaceChildren();
      element.removeAttribute(SERVER_MARKUP_ATTRIBUTE);
    }
    try {
      await lifecycles.mount(props);
    } catch (error) {
      hydrating = false;
      firstUrl = null;
      throw error;
    }
    if (adopted) {
      // After the page's load: the first screen's own files come first.
      const refresh = () => setTimeout(() => refreshServerState(client, adopted), 0);
      if (document.readyState === 'complete') refresh();
      else window.addEventListener('load', refresh, { once: true });
    }
  };
  return {
    bootstrap: [
      async (props: P) => {
        i18n = await prepareI18n(props.locale, definition.namespace, definition.loadMessages);
      },
      lifecycles.bootstrap,
    ],
    mount,
    unmount: async (props: P & AppProps) => {
      try {
        await lifecycles.unmount(props);
      } finally {
        hydrating = false;
        firstUrl = null;
      }
    },
    update: lifecycles.update,
  };
}

/**
 * The standalone dev mount (`npm run dev -w mf-x`): the remote alone in its own page,
 * with the locale read from the URL prefix like the shell does.
 */
export async function mountStandalone<P extends RemoteProps>(definition: RemoteDefinition<P>, extraProps: Omit<P, keyof RemoteProps>): Promise<void> {
  const { locale } = parseLocalePath(window.location.pathname);
  document.documentElement.lang = locale.locale;
  const i18n = await prepareI18n(locale.locale, definition.namespace, definition.loadMessages);
  const element = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  const props = { ...extraProps, locale: locale.locale, prefix: locale.url_prefix } as P;
  ReactDOMClient.createRoot(element).render(<Frame definition={definition} i18n={i18n} props={props} />);
}
