import type { RemoteDeclaration } from './declaration';

/**
 * A remote's page routes from its own declaration, for `resolveRoute`. The declaration is
 * `__HOURSPACE_DECLARATION__`, which the remote's root passes in: its registry entry's
 * applications and parcels, written into the remote's code when it is built (the webpack
 * preset's `remoteConfig`, the same entry `release publish` carries into its artifact as
 * `hourspace-remote.json`; the jest preset for its tests; bench:web's monolith per remote
 * folder). A remote reads its routes so rather than from `@hourspace/contracts/registry`,
 * which bundles every remote's entry and checks the whole registry as the page starts
 * (about 2 KB gz and a valibot parse on each remote page's first load: docs/decisions/size-budgets.md). The
 * identifier is in the remote's own file so that a build of several remotes can tell them apart.
 */
export function ownRoutes(declaration: RemoteDeclaration): Array<{ routes: Array<{ path: string; page: string }> }> {
  return declaration.apps.flatMap((app) => (app.routes === undefined ? [] : [{ routes: app.routes.map(({ path, page }) => ({ path, page })) }]));
}
