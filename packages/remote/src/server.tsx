import { matchRoute, setWebEnvironment, type RouteParams, type WebEnvironment } from '@hourspace/contracts';
import { pageTitle } from '@hourspace/i18n';
import { PageTitleSinkContext } from '@hourspace/ui';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Frame, prepareI18n, type RemoteDefinition } from './lifecycles';
import { QUERY_DEFAULTS } from './query-client';
import type { RemoteProps } from '@hourspace/contracts';

/**
 * A remote's first screen rendered to HTML in Node, when a release is composed
 * (`release prerender`; docs/decisions/compose-time-ssr.md). The remote's
 * own tree, under the same providers as in the page, so the page hydrates the markup instead
 * of rendering it again. This module is built for Node only (the preset's server build); no
 * page loads it.
 */

export interface FirstScreenInput {
  /** The single-spa application the markup is for (its registry name, e.g. `home`). */
  app: string;
  locale: string;
  prefix: string;
  /** The route's path after the locale prefix, e.g. `/`. */
  path: string;
  /** The channel's environment, as the page receives it with its manifest. */
  environment: WebEnvironment;
  /**
   * Rendered on request (`release serve`; docs/decisions/request-time-ssr.md): the page's path
   * and query as the browser has them, e.g. `/us/space/12/loft?x=1`. The tree reads it through
   * `usePageUrl`, and the page hydrates the markup only at that address.
   */
  url?: string;
}

/** What `load` is given: the input, and the route's parameters when the path matched one of `routes`. */
export interface FirstScreenLoadInput extends FirstScreenInput {
  params: RouteParams;
}

export interface FirstScreen {
  html: string;
  /**
   * The page's document title for this screen (`pageTitle` of the last non-empty title the tree
   * gave `usePageTitle` while rendering), as the page sets it once hydrated; absent when the tree
   * names none.
   */
  title?: string;
  /** The server data it was rendered from, for the page's QueryClient. */
  state: DehydratedState;
  /** The media condition under which the markup is the application's first render in the page (absent: everywhere); see `ParcelRendering.media`. */
  media?: string;
}

export interface FirstScreenOptions {
  /** The route paths (after the locale prefix) this remote renders ahead; others get null. */
  paths: readonly string[];
  /**
   * The route patterns (after the locale prefix, e.g. `/space/:id/*`) this remote renders on
   * request, for a given `url` (docs/decisions/request-time-ssr.md); others get null. A route
   * whose page lays itself out for another kind of screen than the others names its own `media`
   * (the results page's phone is narrower than the space page's).
   */
  routes?: readonly (string | FirstScreenRoute)[];
  /**
   * Loads what the first screen shows into the client; every query must succeed, or nothing is
   * rendered. Answering false renders nothing (the page renders itself: a space that is not there).
   */
  load?: (client: QueryClient, input: FirstScreenLoadInput) => Promise<void | boolean>;
  /**
   * The media condition under which the markup is the application's first render (one
   * parenthesised feature): an application whose layout follows `useMediaQuery` is rendered
   * with the server values, the layout of one kind of screen. Elsewhere the page hides the
   * markup and the shell drops it (docs/decisions/parcel-markup-ahead.md). A route's own
   * `media` replaces it for that route.
   */
  media?: string;
}

/** A route rendered on request with a media condition of its own (see `FirstScreenOptions.media`). */
export interface FirstScreenRoute {
  /** The route pattern, after the locale prefix, e.g. `/s/*`. */
  path: string;
  media?: string;
}

/**
 * The first-screen renderer a remote's server build exports as `renderFirstScreen` (its `paths`
 * and `media` say where it renders, which `npm run budget` reads).
 */
export function createFirstScreenRenderer<P extends RemoteProps>(definition: RemoteDefinition<P>, options: FirstScreenOptions) {
  const routes = (options.routes ?? []).map((route) => (typeof route === 'string' ? { path: route } : route));
  // `routes` stays a list of patterns: `release serve` matches a request against it, whatever the build's age.
  return Object.assign(renderFirstScreen, { paths: [...options.paths], routes: routes.map((route) => route.path), media: options.media ?? null });
  async function renderFirstScreen(input: FirstScreenInput): Promise<FirstScreen | null> {
    const matched = options.paths.includes(input.path) ? { params: {}, media: options.media } : input.url !== undefined ? firstMatch(routes, input.path) : null;
    if (!matched) return null;
    const { params } = matched;
    const media = matched.media ?? options.media;
    const props = {
      name: input.app,
      locale: input.locale,
      prefix: input.prefix,
      environment: input.environment,
      // Present as in the page, so a parcel renders its (empty) box there as it will when hydrating.
      loadParcel: unavailable,
      mountParcel: unavailable,
    } as unknown as P;
    const rendered = await renderTree(definition, props, input, (client) => options.load?.(client, { ...input, params }), input.url ?? null);
    if (!rendered) return null;
    const { title, ...screen } = rendered;
    // The title the page's own tree asked for (docs/decisions/request-time-ssr.md): the one it sets once hydrated.
    return { ...screen, ...(title === null ? {} : { title: pageTitle(title) }), ...(media === undefined ? {} : { media }) };
  }
}

/** The parameters and media condition of the first of `routes` that `path` matches, or null. */
function firstMatch(routes: readonly FirstScreenRoute[], path: string): { params: RouteParams; media: string | undefined } | null {
  for (const route of routes) {
    const params = matchRoute(route.path, path);
    if (params) return { params, media: route.media };
  }
  return null;
}

function unavailable(): never {
  throw new Error('no parcels while rendering to HTML');
}

/** A parcel's first screen in a page rendered ahead (`release prerender` puts it in the parcel's element of the application's markup). */
export interface ParcelScreenInput {
  /** The parcel's name in the registry, e.g. `hero-search`. */
  parcel: string;
  locale: string;
  prefix: string;
  environment: WebEnvironment;
}

export interface ParcelScreen extends FirstScreen {
  /** The media query under which the markup is the parcel's own first render in the page (absent: everywhere). */
  media?: string;
}

export interface ParcelRendering<P extends RemoteProps> {
  definition: RemoteDefinition<P>;
  /** Loads what the parcel's first render shows; every query must succeed, or nothing is rendered. */
  load?: (client: QueryClient, input: ParcelScreenInput) => Promise<void>;
  /**
   * The media condition under which the markup matches the parcel's first render in the page,
   * one parenthesised feature such as `(max-width: 1119.98px)`: a layout chosen by
   * `useMediaQuery` renders its server value here, which is the layout of one kind of screen
   * only. Elsewhere the page hides the markup from the first paint (`not all and <media>`) and
   * drops it, and the parcel renders afresh.
   */
  media?: string;
}

/** The parcel renderer a remote's server build exports as `renderParcel`: its parcels that can be rendered ahead, by name (listed in its `parcels`, which `npm run budget` reads). */
export function createParcelRenderer(parcels: Readonly<Record<string, ParcelRendering<RemoteProps>>>) {
  return Object.assign(renderParcel, { parcels: Object.keys(parcels) });
  async function renderParcel(input: ParcelScreenInput): Promise<ParcelScreen | null> {
    const rendering = Object.hasOwn(parcels, input.parcel) ? parcels[input.parcel] : undefined;
    if (!rendering) return null;
    // The props a parcel gets from `RemoteParcel` in the page.
    const props = { name: input.parcel, locale: input.locale, prefix: input.prefix } as unknown as RemoteProps;
    const rendered = await renderTree(rendering.definition, props, input, (client) => rendering.load?.(client, input), null);
    if (!rendered) return null;
    // A parcel is a part of another application's page, whose title is that application's to name.
    const { title: _title, ...screen } = rendered;
    return rendering.media === undefined ? screen : { ...screen, media: rendering.media };
  }
}

/** The end of the renders queued so far. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs `task` after every one queued before it. The process's i18next is one instance, whose
 * language a render sets: renders on request run concurrently (docs/decisions/request-time-ssr.md),
 * so setting the language and rendering in it happen one render at a time (their reads do not wait).
 */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

async function renderTree<P extends RemoteProps>(
  definition: RemoteDefinition<P>,
  props: P,
  input: { locale: string; environment: WebEnvironment },
  load: (client: QueryClient) => Promise<void | boolean> | undefined,
  url: string | null,
): Promise<(Omit<FirstScreen, 'title'> & { title: string | null }) | null> {
  // What webEnvironment() answers in the page (the API origin and key of the channel).
  setWebEnvironment(input.environment);
  const client = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
  try {
    if ((await load(client)) === false) return null;
    const failed = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status !== 'success');
    // Half a first screen (a skeleton where data failed) is worse than none: the page renders it itself.
    if (failed.length) throw new Error(`${failed.length} of its reads failed: ${failed.map((query) => JSON.stringify(query.queryKey)).join(', ')}`);
    // What the tree asks `usePageTitle` for while rendering: no effect runs here, and the page's
    // title is often made of its data and translations (the results page's `titleFor`).
    let title: string | null = null;
    const sink = {
      set(asked: string) {
        if (asked.trim() !== '') title = asked;
      },
    };
    const html = await oneAtATime(async () => {
      const i18n = await prepareI18n(input.locale, definition.namespace, definition.loadMessages);
      return renderToString(
        <PageTitleSinkContext.Provider value={sink}>
          <Frame definition={definition} i18n={i18n} props={props} client={client} url={url} />
        </PageTitleSinkContext.Provider>,
      );
    });
    // A part that threw while rendering is left to the page (`<!--$!-->`, with the error in a
    // template): a first screen rendered on request is all there or not at all.
    if (url !== null && html.includes('<!--$!-->')) throw new Error(`a part of ${definition.namespace} failed to render: ${serverRenderError(html)}`);
    return { html, state: dehydrate(client), title };
  } finally {
    client.clear();
  }
}

/** The message React wrote for a part that failed to render on the server. */
function serverRenderError(html: string): string {
  const message = /<template data-msg="([^"]*)"/.exec(html)?.[1] ?? 'unknown error';
  return message
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .split('\n')[0]!;
}
