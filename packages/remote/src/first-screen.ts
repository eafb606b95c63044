import { SERVER_MARKUP_ATTRIBUTE, serverStateId } from '@hourspace/contracts';
import { hydrate, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The contract between a remote's first screen rendered to HTML when a release is composed
 * (`./server`, called by `release prerender`) and the same remote hydrating it in the page
 * (docs/decisions/compose-time-ssr.md):
 * - the markup sits in the application's own container, the element the shell mounts the
 *   application into, marked with the entry URL of the build that rendered it;
 * - the server data it was rendered from (the QueryClient's dehydrated state) sits beside it
 *   as a JSON data block, never as script;
 * - the shell hands that container to the application only when the entry it loads is that
 *   entry (a canary or an override gets an empty one), and the application hydrates it.
 */

/** Whether `element` is a container holding server markup (the shell checked that it is this build's). */
export function holdsServerMarkup(element: Element | null | undefined): element is HTMLElement {
  return element instanceof HTMLElement && element.hasAttribute(SERVER_MARKUP_ATTRIBUTE) && element.firstElementChild !== null;
}

/**
 * Puts the server data an application's markup was rendered from into the page's
 * QueryClient, so the hydrating render reads what the server read. Data already in the
 * client (newer than the composition) is kept. Returns the keys it brought, or null when the
 * block is missing or unreadable: the caller then renders afresh instead of hydrating.
 */
export function adoptServerState(client: QueryClient, app: string, doc: Document = document): QueryKey[] | null {
  const block = doc.getElementById(serverStateId(app));
  if (!block || block.getAttribute('type') !== 'application/json') return null;
  let state: DehydratedState;
  try {
    state = JSON.parse(block.textContent ?? '') as DehydratedState;
  } catch {
    return null;
  }
  if (!state || !Array.isArray(state.queries) || !Array.isArray(state.mutations)) return null;
  hydrate(client, state);
  return state.queries.map((query) => query.queryKey);
}

/**
 * Reads the server data again once the page is hydrated: it is as old as the composition.
 * An answer equal to it changes nothing on screen (TanStack Query keeps equal data as is).
 */
export function refreshServerState(client: QueryClient, keys: readonly QueryKey[]): void {
  for (const queryKey of keys) void client.invalidateQueries({ queryKey, exact: true });
}
