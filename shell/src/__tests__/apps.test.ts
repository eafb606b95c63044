import { MANIFEST_SCHEMA, type ReleaseManifest } from '@hourspace/contracts';
import { devWebEnvironment } from '@hourspace/contracts/dev-environment';
import { declarationOf, REMOTE_NAMES } from '@hourspace/contracts/registry';
import { appsOf, onDemandApps, pageAppFor, parcelsOf } from '../apps';

/** The manifest `release compose` writes for the registry as it stands. */
const manifest: ReleaseManifest = {
  schema: MANIFEST_SCHEMA,
  locale: 'en-US',
  channel: 'test',
  remotes: Object.fromEntries(REMOTE_NAMES.map((r) => [r, { version: '1.0.0', entry: `http://localhost/${r}/remoteEntry.js`, ...declarationOf(r) }])),
  environment: devWebEnvironment(),
};

describe('the page of a path, from the manifest', () => {
  const apps = appsOf(manifest);
  it.each([
    ['/', 'home'],
    ['/s/', 'search'],
    ['/s', 'search'],
    ['/s/?q=photo', 'search'],
    ['/plan/photo-shoot', 'search'],
    ['/profile', 'account'],
    ['/account', 'account'],
    ['/account/host', 'account'],
    ['/account/methods/', 'account'],
    ['/account/verify', 'account'],
    ['/plan/activities', 'search'],
    ['/host', 'home'],
    ['/legal/terms/cancellation-policy', 'home'],
    ['/signin', 'auth-pages'],
    ['/plan/a/b', null],
    ['/hosting', null],
    ['/accounting', null],
    ['/sx', null],
  ])('%s is %s', (path, page) => {
    expect(pageAppFor(apps, path)?.name ?? null).toBe(page);
  });

  it('follows a route that a newer build of a remote declares, with no shell change', () => {
    const home = manifest.remotes['mf-home']!;
    const next = {
      ...manifest,
      remotes: { ...manifest.remotes, 'mf-home': { ...home, apps: home.apps.map((a) => ({ ...a, routes: [...(a.routes ?? []), { path: '/canary-page', page: 'home' }] })) } },
    };
    expect(pageAppFor(appsOf(manifest), '/canary-page')).toBeNull();
    expect(pageAppFor(appsOf(next), '/canary-page')).toMatchObject({ name: 'home', remote: 'mf-home' });
  });
});

describe('what else the manifest declares', () => {
  it('names the on-demand applications by the requests they handle', () => {
    expect(onDemandApps(appsOf(manifest))).toEqual({ 'search:open': 'search-modal', 'search:activities': 'search-modal' });
  });

  it('names the parcels and the remotes that lend them', () => {
    expect(parcelsOf(manifest)['hero-search']).toEqual({ remote: 'mf-search', expose: './hero-search' });
  });
});
