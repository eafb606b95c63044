import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const store = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-release-'));
process.env.HOURSPACE_ARTIFACTS = store;

import { checkCompatibility, compose, createChannel, diff, promote, publish, readChannel, rollback, status, unpin, createStaticServer } from '../index';
import type { RemoteDeclaration } from '@hourspace/contracts';
import { declarationOf } from '@hourspace/contracts/registry';
import { REMOTE_NAMES, type RemoteName } from '../paths';
import { REACT, BUS, fakeBuild } from './fake-build';
import { closeServer, listenLocally } from './local-server';

/** A fake remote build with one hashed chunk: enough of one for publish to copy and read. */
const build = (content: string, shared = [REACT, BUS], declaration: RemoteDeclaration = { apps: [], parcels: {} }): string =>
  fakeBuild(content, declaration, { shared, files: { 'chunks/a.1234567890.js': content } });

function publishAll(version: string, shared = [REACT, BUS]): Record<RemoteName, string> {
  return Object.fromEntries(REMOTE_NAMES.map((r) => [r, publish(r, { version, distDir: build(`${r}-${version}`, shared, declarationOf(r)) }).version])) as Record<
    RemoteName,
    string
  >;
}

afterAll(() => fs.rmSync(store, { recursive: true, force: true }));

describe('artifacts', () => {
  it('publishes a build into an immutable versioned folder with its integrity', () => {
    const record = publish('mf-home', { version: '2.0.0', distDir: build('home 2') });
    expect(fs.existsSync(path.join(store, 'mf-home', '2.0.0', 'chunks', 'a.1234567890.js'))).toBe(true);
    expect(record.integrity).toMatch(/^sha384-/);
    expect(record.shared).toContainEqual(REACT);
  });

  it('treats publishing the same build again as a no-op', () => {
    const first = publish('mf-nav', { version: '2.0.0', distDir: build('nav 2') });
    expect(publish('mf-nav', { version: '2.0.0', distDir: build('nav 2') })).toEqual(first);
  });

  it('refuses to overwrite a version with different content', () => {
    publish('mf-auth', { version: '2.0.0', distDir: build('auth 2') });
    expect(() => publish('mf-auth', { version: '2.0.0', distDir: build('auth 2, changed') })).toThrow(/already published with different content/);
  });

  it('names a local build by its content digest', () => {
    const a = publish('mf-search', { local: true, distDir: build('search a') });
    const b = publish('mf-search', { local: true, distDir: build('search b') });
    expect(a.version).toMatch(/^\d+\.\d+\.\d+-local\.[0-9a-f]{10}$/);
    expect(a.version).not.toBe(b.version);
  });

  it('refuses a folder with no build and a version that is not one', () => {
    expect(() => publish('mf-home', { version: '3.0.0', distDir: fs.mkdtempSync(path.join(os.tmpdir(), 'empty-')) })).toThrow(/has no build/);
    expect(() => publish('mf-home', { version: '../../etc', distDir: build('x') })).toThrow(/is not a version/);
  });
});

describe('channels', () => {
  beforeAll(() => {
    createChannel('prod', publishAll('1.0.0'));
    publishAll('1.1.0');
  });

  it('composes one manifest per locale naming each entry and its integrity', () => {
    const manifests = compose('prod', { shellShared: [REACT, BUS] });
    expect(manifests).toHaveLength(8);
    const us = JSON.parse(fs.readFileSync(path.join(store, 'manifests', 'prod', 'en-US.json'), 'utf8'));
    expect(us.schema).toBe(3);
    expect(us.remotes['mf-home']).toEqual({
      version: '1.0.0',
      entry: 'http://localhost:8081/1.0.0/remoteEntry.js',
      integrity: expect.stringMatching(/^sha384-/),
      ...declarationOf('mf-home'),
    });
    expect(us.remotes['mf-account'].apps[0].routes).toContainEqual({ path: '/account/host', page: 'host' });
  });

  it("carries a new route of one remote's build into the manifests on promote alone", () => {
    const home = declarationOf('mf-home');
    const withRoute = { ...home, apps: home.apps.map((app) => ({ ...app, routes: [...(app.routes ?? []), { path: '/canary-page', page: 'home' }] })) };
    publish('mf-home', { version: '1.2.0', distDir: build('home with a route', [REACT, BUS], withRoute) });
    promote('prod', 'mf-home@1.2.0', 'de-DE');
    const read = (locale: string) => JSON.parse(fs.readFileSync(path.join(store, 'manifests', 'prod', `${locale}.json`), 'utf8'));
    expect(read('de-DE').remotes['mf-home'].apps[0].routes).toContainEqual({ path: '/canary-page', page: 'home' });
    expect(read('en-US').remotes['mf-home'].apps[0].routes).not.toContainEqual({ path: '/canary-page', page: 'home' });
    rollback('prod');
  });

  it('refuses two builds that claim one route, and keeps the channel as it was', () => {
    const home = declarationOf('mf-home');
    const stealing = { ...home, apps: home.apps.map((app) => ({ ...app, routes: [{ path: '/account/host', page: 'home' }] })) };
    publish('mf-home', { version: '1.3.0', distDir: build('home stealing a route', [REACT, BUS], stealing) });
    expect(() => promote('prod', 'mf-home@1.3.0')).toThrow(/route \/account\/host is claimed by both/);
    expect(readChannel('prod').defaults['mf-home']).toBe('1.0.0');
  });

  it('refuses to publish a build without a valid declaration', () => {
    const dir = build('no declaration');
    fs.rmSync(path.join(dir, 'hourspace-remote.json'));
    expect(() => publish('mf-home', { version: '1.4.0', distDir: dir })).toThrow(/has no hourspace-remote\.json/);
    const bad = build('bad declaration', [REACT, BUS], {
      apps: [{ name: 'x', expose: './lifecycles', slot: 'main', fallback: 'page', routes: [{ path: 'javascript:alert(1)', page: 'x' }] }],
    } as never);
    expect(() => publish('mf-home', { version: '1.4.0', distDir: bad })).toThrow(/is not a remote declaration/);
  });

  it('promotes a version for one locale only, and rolls it back with a manifest swap', () => {
    promote('prod', 'mf-home@1.1.0', 'de-DE');
    expect(status('prod')['de-DE']['mf-home']).toBe('1.1.0');
    expect(status('prod')['en-US']['mf-home']).toBe('1.0.0');
    const de = JSON.parse(fs.readFileSync(path.join(store, 'manifests', 'prod', 'de-DE.json'), 'utf8'));
    expect(de.remotes['mf-home'].version).toBe('1.1.0');
    expect(rollback('prod').undone).toBe('promote mf-home@1.1.0 for de-DE');
    expect(status('prod')['de-DE']['mf-home']).toBe('1.0.0');
  });

  it('unpins a locale so it follows the default again', () => {
    promote('prod', 'mf-nav@1.1.0', 'fr-FR');
    unpin('prod', 'mf-nav', 'fr-FR');
    expect(status('prod')['fr-FR']['mf-nav']).toBe('1.0.0');
  });

  it('refuses to promote a version that is not published, and keeps the channel as it was', () => {
    const before = readChannel('prod');
    expect(() => promote('prod', 'mf-home@9.9.9')).toThrow(/mf-home@9\.9\.9 is not published/);
    expect(readChannel('prod').defaults).toEqual(before.defaults);
  });

  it('refuses nonsense pins and locales with a clear message', () => {
    expect(() => promote('prod', 'mf-nope@1.0.0')).toThrow(/is not remote@version/);
    expect(() => promote('prod', 'mf-home@1.1.0', 'xx-XX')).toThrow(/is not a locale/);
    expect(() => rollback('nope')).toThrow(/does not exist/);
  });

  it('diffs two channels per locale and remote', () => {
    createChannel('canary', publishAll('1.1.0'));
    const rows = diff('prod', 'canary');
    expect(rows).toHaveLength(8 * 5);
    expect(rows).toContainEqual({ locale: 'en-US', remote: 'mf-home', from: '1.0.0', to: '1.1.0' });
    expect(diff('prod', 'prod')).toEqual([]);
  });
});

describe('compatibility', () => {
  const artifact = (remote: RemoteName, shared: (typeof REACT)[]) => ({
    remote,
    version: '1.0.0',
    publishedAt: '',
    digest: '',
    entry: 'remoteEntry.js' as const,
    integrity: '',
    shared,
    declaration: { apps: [], parcels: {} },
  });

  it('accepts builds whose singleton ranges meet', () => {
    expect(checkCompatibility([artifact('mf-home', [REACT]), artifact('mf-nav', [{ ...REACT, version: '19.4.0' }])], [])).toEqual([]);
  });

  it('refuses a singleton one build provides at a version another refuses', () => {
    const problems = checkCompatibility([artifact('mf-home', [REACT]), artifact('mf-nav', [{ ...REACT, version: '18.3.1', requiredVersion: '^18.3.1' }])], []);
    expect(problems.join('\n')).toMatch(/shared singleton react: mf-nav@1\.0\.0 provides 18\.3\.1, which mf-home@1\.0\.0 refuses/);
  });

  it('refuses two majors of the bus contract', () => {
    const problems = checkCompatibility(
      [artifact('mf-home', [{ ...BUS, version: '1.0.0', requiredVersion: '^1.0.0' }]), artifact('mf-nav', [{ ...BUS, version: '2.0.0', requiredVersion: '^2.0.0' }])],
      [],
    );
    expect(problems.join('\n')).toMatch(/bus contract majors differ: v1 in mf-home@1\.0\.0; v2 in mf-nav@1\.0\.0/);
  });

  it('makes compose refuse the whole channel when one locale cannot work', () => {
    const remotes = publishAll('3.0.0');
    createChannel('broken', remotes);
    publish('mf-nav', { version: '3.0.1', distDir: build('nav old react', [{ ...REACT, version: '18.3.1', requiredVersion: '^18.3.1' }, BUS]) });
    expect(() => promote('broken', 'mf-nav@3.0.1', 'es-ES')).toThrow(/es-ES: shared singleton react/);
    expect(status('broken')['es-ES']['mf-nav']).toBe('3.0.0');
  });
});

describe('the static server', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    const dir = build('served');
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    server = createStaticServer({ mounts: [{ prefix: '/', dir }], cors: true, spaFallback: path.join(dir, 'index.html'), noStore: (p) => /remoteEntry\.js$|\.html$/.test(p) });
    base = await listenLocally(server);
  });
  afterAll(() => closeServer(server));

  it('never caches entries and caches hashed chunks for a year, with CORS', async () => {
    const entry = await fetch(`${base}/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('no-store');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    const chunk = await fetch(`${base}/chunks/a.1234567890.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves the page for deep links and 404s a missing file', async () => {
    expect((await fetch(`${base}/us/s/`)).headers.get('content-type')).toMatch(/text\/html/);
    expect((await fetch(`${base}/missing.js`)).status).toBe(404);
  });

  it('never serves a file outside its folder', async () => {
    const response = await fetch(`${base}/..%2f..%2f..%2fetc%2fpasswd`);
    expect(response.status).toBe(404);
  });

  it('answers a malformed path with 400 and a wrong method with 405', async () => {
    expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${base}/remoteEntry.js`, { method: 'POST' })).status).toBe(405);
  });
});
