import { setWebEnvironment, type WebEnvironment } from '@hourspace/contracts';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Frame, prepareI18n, type RemoteDefinition } from './lifecycles';
import { QUERY_DEFAULTS } from './query-client';
import type { RemoteProps } from '@hourspace/contracts';

/**
 * A remote's first screen rendered to HTML in Node, when a release is composed
 * (`release prerender`, issue 15 item 2; docs/decisions/compose-time-ssr.md). The remote's
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
}

export interface FirstScreenOptions {
  /** The route paths (after the locale prefix) this remote renders ahead; others get null. */
  paths: readonly string[];
  /** Loads what the first screen shows into the client; every query must succeed, or nothing is rendered. */
  load?: (client: QueryClient, input: FirstScreenInput) => Promise<void>;
}

/** The first-screen renderer a remote's server build exports as `renderFirstScreen`. */
export function createFirstScreenRenderer<P extends RemoteProps>(definition: RemoteDefinition<P>, options: FirstScreenOptions) {
  return async function renderFirstScreen(input: FirstScreenInput): Promise<FirstScreen | null> {
    if (!options.paths.includes(input.path)) return null;
    // What webEnvironment() answers in the page (the API origin and key of the channel).
    setWebEnvironment(input.environment);
    const client = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
    try {
      await options.load?.(client, input);
      const failed = client
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status !== 'success');
      // Half a first screen (a skeleton where data failed) is worse than none: the page renders it itself.
      if (failed.length) throw new Error(`${failed.length} of its reads failed: ${failed.map((query) => JSON.stringify(query.queryKey)).join(', ')}`);
      const i18n = await prepareI18n(input.locale, definition.namespace, definition.loadMessages);
      const unavailable = () => {
        throw new Error('no parcels while rendering to HTML');
      };
      const props = {
        name: input.app,
        locale: input.locale,
        prefix: input.prefix,
        environment: input.environment,
        // Present as in the page, so a parcel renders its (empty) box there as it will when hydrating.
        loadParcel: unavailable,
        mountParcel: unavailable,
      } as unknown as P;
      const html = renderToString(<Frame definition={definition} i18n={i18n} props={props} client={client} />);
      return { html, state: dehydrate(client) };
    } finally {
      client.clear();
    }
  };
}
