import { setWebEnvironment, type WebEnvironment } from '@hourspace/contracts';
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
}

export interface FirstScreen {
  html: string;
  /** The server data it was rendered from, for the page's QueryClient. */
  state: DehydratedState;
  /** The media condition under which the markup is the application's first render in the page (absent: everywhere); see `ParcelRendering.media`. */
  media?: string;
}

export interface FirstScreenOptions {
  /** The route paths (after the locale prefix) this remote renders ahead; others get null. */
  paths: readonly string[];
  /** Loads what the first screen shows into the client; every query must succeed, or nothing is rendered. */
  load?: (client: QueryClient, input: FirstScreenInput) => Promise<void>;
  /**
   * The media condition under which the markup is the application's first render (one
   * parenthesised feature): an application whose layout follows `useMediaQuery` is rendered
   * with the server values, the layout of one kind of screen. Elsewhere the page hides the
   * markup and the shell drops it (docs/decisions/parcel-markup-ahead.md).
   */
  media?: string;
}

/**
 * The first-screen renderer a remote's server build exports as `renderFirstScreen` (its `paths`
 * and `media` say where it renders, which `npm run budget` reads).
 */
export function createFirstScreenRenderer<P extends RemoteProps>(definition: RemoteDefinition<P>, options: FirstScreenOptions) {
  return Object.assign(renderFirstScreen, { paths: [...options.paths], media: options.media ?? null });
  async function renderFirstScreen(input: FirstScreenInput): Promise<FirstScreen | null> {
    if (!options.paths.includes(input.path)) return null;
    const props = {
      name: input.app,
      locale: input.locale,
      prefix: input.prefix,
      environment: input.environment,
      // Present as in the page, so a parcel renders its (empty) box there as it will when hydrating.
      loadParcel: unavailable,
      mountParcel: unavailable,
    } as unknown as P;
    const screen = await renderTree(definition, props, input, (client) => options.load?.(client, input));
    return options.media === undefined ? screen : { ...screen, media: options.media };
  }
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
    const screen = await renderTree(rendering.definition, props, input, (client) => rendering.load?.(client, input));
    return rendering.media === undefined ? screen : { ...screen, media: rendering.media };
  }
}

async function renderTree<P extends RemoteProps>(
  definition: RemoteDefinition<P>,
  props: P,
  input: { locale: string; environment: WebEnvironment },
  load: (client: QueryClient) => Promise<void> | undefined,
): Promise<FirstScreen> {
  // What webEnvironment() answers in the page (the API origin and key of the channel).
  setWebEnvironment(input.environment);
  const client = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
  try {
    await load(client);
    const failed = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status !== 'success');
    // Half a first screen (a skeleton where data failed) is worse than none: the page renders it itself.
    if (failed.length) throw new Error(`${failed.length} of its reads failed: ${failed.map((query) => JSON.stringify(query.queryKey)).join(', ')}`);
    const i18n = await prepareI18n(input.locale, definition.namespace, definition.loadMessages);
    const html = renderToString(<Frame definition={definition} i18n={i18n} props={props} client={client} />);
    return { html, state: dehydrate(client) };
  } finally {
    client.clear();
  }
}
