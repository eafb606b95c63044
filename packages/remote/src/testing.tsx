import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, type RenderOptions, type RenderResult } from '@testing-library/react';
import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SERVER_MARKUP_ATTRIBUTE, serverStateId, type ShellServices } from '@hourspace/contracts';
import { addFormatters } from '@hourspace/i18n';
import { ShellServicesContext } from './parcel';
import { QUERY_DEFAULTS } from './query-client';
import type { FirstScreen } from './server';

// TanStack Query tells components about a settled request from a timer of its own; in
// tests that update goes through act(), as React wants every update in a test to.
notifyManager.setNotifyFunction((notify) => act(notify));

/**
 * A QueryClient for one test: the page's defaults (no retries, so an error state shows at
 * once), and nothing kept from another test. Cached answers are never collected during
 * a test (gcTime Infinity) unless a query sets its own lifetime, so no timer outlives it.
 */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { ...QUERY_DEFAULTS, queries: { ...QUERY_DEFAULTS.queries, gcTime: Infinity } } });
}

export interface ProviderOptions {
  namespace: string;
  messages: ResourceLanguage;
  locale?: string;
  services?: Partial<ShellServices>;
  /** The query cache the tree reads; a fresh one per call unless given (to share it across renders). */
  queryClient?: QueryClient;
}

function providers({ namespace, messages, locale = 'en-US', services, queryClient = createTestQueryClient() }: ProviderOptions) {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: locale,
    fallbackLng: 'en',
    ns: [namespace],
    defaultNS: namespace,
    resources: { [locale]: { [namespace]: messages }, en: { [namespace]: messages } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  addFormatters(i18n);
  const value: ShellServices = { locale, prefix: 'us', ...services };
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n} defaultNS={namespace}>
        <ShellServicesContext.Provider value={value}>{children}</ShellServicesContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>
  );
  return { Wrapper, i18n, queryClient };
}

/**
 * The house render for remote component tests: a fresh i18next instance holding the
 * remote's real strings (so tests query by the text people read), the shell's services
 * as a remote is mounted with them, and a fresh query cache.
 */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions & Omit<RenderOptions, 'wrapper'>): RenderResult & { i18n: I18n; queryClient: QueryClient } {
  const { namespace, messages, locale, services, queryClient, ...renderOptions } = options;
  const { Wrapper, ...rest } = providers({ namespace, messages, locale, services, queryClient });
  return { ...render(ui, { wrapper: Wrapper, ...renderOptions }), ...rest };
}

/**
 * Waits until `ready()` holds, letting the page work in act() between checks. Where a test
 * renders past a Suspense boundary many times, this is much faster than `waitFor`: outside
 * act React holds back a boundary's content for 300 ms after it showed its fallback (its
 * fallback throttle, for the eye), which `waitFor` sits through on every render; inside act
 * it commits at once (docs/decisions/test-suite-time.md, "Waiting in jest").
 */
export async function untilInAct(ready: () => boolean, { timeout = 15_000, what = 'the page' }: { timeout?: number; what?: string } = {}): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`${what} did not show within ${timeout} ms`);
    await act(() => new Promise<void>((done) => setTimeout(done, 1)));
  }
}

/** `renderHook` under the same providers, for a remote's data hooks. */
export function renderHookWithProviders<Result, Props>(
  hook: (props: Props) => Result,
  options: ProviderOptions & { initialProps?: Props; /** The remote's own seams (its API context), inside the providers. */ inner?: ComponentType<{ children: ReactNode }> },
) {
  const { initialProps, inner: Inner, ...providerOptions } = options;
  const { Wrapper, queryClient } = providers(providerOptions);
  const wrapper = Inner
    ? ({ children }: { children: ReactNode }) => (
        <Wrapper>
          <Inner>{children}</Inner>
        </Wrapper>
      )
    : Wrapper;
  return Object.assign(renderHook<Result, Props>(hook, { wrapper, initialProps }), { queryClient });
}

/**
 * A first screen put in the page as `release prerender` writes it: the markup in the app's
 * container, marked as server markup, and its data in the JSON block beside it. Returns the
 * container, for the remote to mount into (docs/decisions/compose-time-ssr.md).
 */
export function placeServerMarkup(app: string, screen: Pick<FirstScreen, 'html' | 'state'>): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  container.dataset.hsApp = app;
  container.setAttribute(SERVER_MARKUP_ATTRIBUTE, 'http://remote.test/1.0.0/remoteEntry.js');
  container.innerHTML = screen.html;
  const block = document.head.appendChild(document.createElement('script'));
  block.type = 'application/json';
  block.id = serverStateId(app);
  block.textContent = JSON.stringify(screen.state);
  return container;
}

/** An application's lifecycles as single-spa calls them (each with the application's props). */
export interface ApplicationLifecycles {
  bootstrap: ReadonlyArray<(props: never) => Promise<unknown>>;
  mount: (props: never) => Promise<unknown>;
  update?: (props: never) => Promise<unknown>;
  unmount: (props: never) => Promise<unknown>;
}

/**
 * An application's lifecycles bootstrapped as single-spa does, for `domElement` (its container),
 * and the rest of its life with the same props: `mount`, `update`, `unmount`.
 */
export async function startApplication(lifecycles: ApplicationLifecycles, name: string, domElement: HTMLElement) {
  const props = { name, locale: 'en-US', prefix: 'us', domElement, singleSpa: {}, mountParcel: () => undefined } as never;
  for (const step of lifecycles.bootstrap) await step(props);
  return {
    mount: () => lifecycles.mount(props),
    update: () => lifecycles.update!(props),
    unmount: () => lifecycles.unmount(props),
  };
}
