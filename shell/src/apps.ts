import { routeOwner, type App, type ReleaseManifest } from '@hourspace/contracts';

/** One application of the page, as a remote's build declared it in the release manifest. */
export interface PageApp extends App {
  remote: string;
}

/** Every application the manifest's builds declare, in manifest order. */
export function appsOf(manifest: ReleaseManifest): PageApp[] {
  return Object.entries(manifest.remotes).flatMap(([remote, release]) => release.apps.map((app) => ({ ...app, remote })));
}

/**
 * The page application that owns a path (the part after the locale prefix), or null for
 * the shell's not-found page. The most specific declared route wins, whoever declared it.
 */
export function pageAppFor(apps: readonly PageApp[], rest: string): PageApp | null {
  return routeOwner(apps, rest);
}

/** Which application a waiting request of a topic activates (its `onRequest` declares it). */
export function onDemandApps(apps: readonly PageApp[]): Record<string, string> {
  return Object.fromEntries(apps.flatMap((app) => (app.onRequest ?? []).map((topic) => [topic, app.name])));
}

/** Parcels by name: the remote that lends each, and its expose. */
export function parcelsOf(manifest: ReleaseManifest): Record<string, { remote: string; expose: string }> {
  return Object.fromEntries(Object.entries(manifest.remotes).flatMap(([remote, release]) => Object.entries(release.parcels).map(([name, expose]) => [name, { remote, expose }])));
}
