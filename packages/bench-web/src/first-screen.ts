import { afterFirstScreen, routeOwner, type Route } from '@hourspace/contracts';
import { parseLocalePath } from '@hourspace/i18n';
import { chunkName } from './federation-shim';

/** The manifest fields the benchmark reads. */
export interface ManifestForPages {
  remotes: Record<string, { entry: string; apps: Array<{ name: string; expose: string; slot: string; always?: boolean; routes?: Route[] }> }>;
  environment: { apiOrigin: string; basicKey: string };
}

/**
 * The monolith's files for a page's first screen: the chunk groups of the applications that
 * are active on that path as the first screen mounts (the route's owner, and the always-on
 * ones but the footer and the auth modals' host, which the shell activates after it), as the
 * composition chooses the federated page's preloads.
 */
export function firstScreenFiles(manifest: ManifestForPages, pathname: string, chunkGroups: Record<string, string[]>, containers: Record<string, string>): string[] {
  const apps = Object.entries(manifest.remotes).flatMap(([remote, release]) => release.apps.map((app) => ({ ...app, container: containers[remote] ?? remote })));
  const owner = routeOwner(apps, parseLocalePath(pathname).rest);
  const active = apps.filter((app) => (app.always && !afterFirstScreen(app)) || app === owner);
  return [...new Set(active.flatMap((app) => chunkGroups[chunkName(app.container, app.expose)] ?? []))];
}
