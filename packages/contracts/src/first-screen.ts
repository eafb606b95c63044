/**
 * How a page rendered ahead (`release prerender`) hands an application its first screen
 * (docs/decisions/compose-time-ssr.md). Compose writes them, the shell checks the first, the
 * remote reads both.
 */

/** The attribute on an application's container holding its server markup: the entry URL of the build that rendered it. */
export const SERVER_MARKUP_ATTRIBUTE = 'data-hs-ssr';

/** The id of the JSON block holding the server data an application's markup was rendered from. */
export function serverStateId(app: string): string {
  return `hs-ssr-state-${app}`;
}
