import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReleaseManifest } from '@hourspace/contracts';
import { preloadLink } from '../page-html';
import { exposeAssets, firstLoadPreloads, messagesChunks, pageLanguages } from '../preloads';

const release = (name: string, apps: ReleaseManifest['remotes'][string]['apps'], extra: Partial<ReleaseManifest['remotes'][string]> = {}) => ({
  version: '1.0.0',
  entry: `https://${name}.example/1.0.0/remoteEntry.js`,
  integrity: `sha384-${name}`,
  apps,
  parcels: {},
  ...extra,
});

const MANIFEST = {
  remotes: {
    'mf-nav': release('nav', [{ name: 'nav', expose: './lifecycles', slot: 'nav', fallback: 'nav', always: true }]),
    'mf-home': release('home', [{ name: 'home', expose: './lifecycles', slot: 'main', fallback: 'page', routes: [{ path: '/', page: 'home' }] }]),
  },
} as unknown as ReleaseManifest;

describe('first-load preloads', () => {
  const assets = () => ({ js: ['chunks/a.js', 'chunks/shared.js'], css: ['chunks/a.css'] });

  it("the route's app comes first, entries before chunks, each file once", () => {
    expect(firstLoadPreloads(MANIFEST, 'home', assets).map((p) => `${p.as} ${p.href}${p.integrity ? ` ${p.integrity}` : ''}`)).toEqual([
      'script https://home.example/1.0.0/remoteEntry.js sha384-home',
      'script https://nav.example/1.0.0/remoteEntry.js sha384-nav',
      'style https://home.example/1.0.0/chunks/a.css',
      'script https://home.example/1.0.0/chunks/a.js',
      'script https://home.example/1.0.0/chunks/shared.js',
      'style https://nav.example/1.0.0/chunks/a.css',
      'script https://nav.example/1.0.0/chunks/a.js',
      'script https://nav.example/1.0.0/chunks/shared.js',
    ]);
  });

  it("leaves out the footer and the auth modals' host, activated after the first screen: only the route's app and the nav", () => {
    const manifest = {
      remotes: {
        'mf-nav': release('nav', [
          { name: 'nav', expose: './lifecycles', slot: 'nav', fallback: 'nav', always: true },
          { name: 'footer', expose: './footer', slot: 'footer', fallback: 'overlay', always: true },
        ]),
        'mf-auth': release('auth', [
          { name: 'auth', expose: './lifecycles', slot: 'overlays', fallback: 'overlay', always: true },
          { name: 'auth-pages', expose: './pages', slot: 'main', fallback: 'page', routes: [{ path: '/signin', page: 'signin' }] },
        ]),
        'mf-home': MANIFEST.remotes['mf-home']!,
      },
    } as unknown as ReleaseManifest;
    const byExpose = (remote: string, version: string, expose: string) => ({ js: [`chunks/${expose.slice(2)}.js`], css: [] });
    const messages = () => ['chunks/i18n-en-json.1.js'];
    const files = (page: string | undefined) => firstLoadPreloads(manifest, page, byExpose, messages).map((p) => p.href.replace(/^https:\/\/|\/1\.0\.0/g, ''));
    expect(files('home')).toEqual([
      'home.example/remoteEntry.js',
      'nav.example/remoteEntry.js',
      'home.example/chunks/lifecycles.js',
      'home.example/chunks/i18n-en-json.1.js',
      'nav.example/chunks/lifecycles.js',
      'nav.example/chunks/i18n-en-json.1.js',
    ]);
    // mf-auth's own page still preloads its remote, its page's chunks and its strings, not the modal host's chunks.
    expect(files('auth-pages')).toEqual([
      'auth.example/remoteEntry.js',
      'nav.example/remoteEntry.js',
      'auth.example/chunks/pages.js',
      'auth.example/chunks/i18n-en-json.1.js',
      'nav.example/chunks/lifecycles.js',
      'nav.example/chunks/i18n-en-json.1.js',
    ]);
    // The not-found page: the nav only.
    expect(files(undefined)).toEqual(['nav.example/remoteEntry.js', 'nav.example/chunks/lifecycles.js', 'nav.example/chunks/i18n-en-json.1.js']);
  });

  it("each app's strings for the page's languages come after its chunks", () => {
    const messages = (remote: string) => (remote === 'mf-home' ? ['chunks/i18n-de-json.1.js', 'chunks/i18n-en-json.2.js'] : ['chunks/i18n-de-json.3.js']);
    const hrefs = firstLoadPreloads(MANIFEST, 'home', assets, messages).map((p) => p.href);
    expect(hrefs.slice(5, 7)).toEqual(['https://home.example/1.0.0/chunks/i18n-de-json.1.js', 'https://home.example/1.0.0/chunks/i18n-en-json.2.js']);
    expect(hrefs.at(-1)).toBe('https://nav.example/1.0.0/chunks/i18n-de-json.3.js');
  });

  it("finds a build's strings chunks by language, the page's language first and English after it", () => {
    expect(pageLanguages('en')).toEqual(['en']);
    expect(pageLanguages('fr')).toEqual(['fr', 'en']);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-messages-'));
    try {
      expect(messagesChunks(dir, ['en'])).toEqual([]);
      fs.mkdirSync(path.join(dir, 'chunks'));
      for (const file of [
        'mf-home-i18n-en-json.aa.js',
        'mf-home-i18n-en-json.aa.js.map',
        'i18n-fr-json.bb.js',
        'mf-home-i18n-es-json.cc.js',
        'i18n-fr-json-extra.dd.js',
        '553.ee.js',
      ]) {
        fs.writeFileSync(path.join(dir, 'chunks', file), '');
      }
      expect(messagesChunks(dir, pageLanguages('fr'))).toEqual(['chunks/i18n-fr-json.bb.js', 'chunks/mf-home-i18n-en-json.aa.js']);
      expect(messagesChunks(dir, ['de'])).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a remote with a canary in the locale is not preloaded: the shell may pick either build', () => {
    const manifest = {
      remotes: {
        ...MANIFEST.remotes,
        'mf-home': { ...MANIFEST.remotes['mf-home']!, canary: { version: '1.1.0', entry: 'https://home.example/1.1.0/remoteEntry.js', percent: 10 } },
      },
    } as unknown as ReleaseManifest;
    expect(firstLoadPreloads(manifest, 'home', assets).some((p) => p.href.startsWith('https://home.example/'))).toBe(false);
  });

  it('a link carries SRI and CORS only for an entry, and is escaped', () => {
    expect(preloadLink({ href: 'https://a.example/x.js?a=1&b="2"', as: 'script' })).toBe('<link rel="preload" as="script" href="https://a.example/x.js?a=1&amp;b=&quot;2&quot;">');
    expect(preloadLink({ href: 'https://a.example/remoteEntry.js', as: 'script', integrity: 'sha384-x' })).toBe(
      '<link rel="preload" as="script" href="https://a.example/remoteEntry.js" integrity="sha384-x" crossorigin="anonymous">',
    );
  });

  it("reads an expose's sync chunks from the build's mf-manifest.json, and none from a build without one or with odd paths", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-preloads-'));
    try {
      expect(exposeAssets(dir, './lifecycles')).toEqual({ js: [], css: [] });
      fs.writeFileSync(
        path.join(dir, 'mf-manifest.json'),
        JSON.stringify({
          exposes: [
            {
              name: 'lifecycles',
              path: './lifecycles',
              assets: { js: { sync: ['chunks/1.js', '../../escape.js', 'https://elsewhere.example/x.js', 7], async: ['chunks/later.js'] }, css: { sync: ['chunks/1.css'] } },
            },
          ],
        }),
      );
      expect(exposeAssets(dir, './lifecycles')).toEqual({ js: ['chunks/1.js'], css: ['chunks/1.css'] });
      expect(exposeAssets(dir, './footer')).toEqual({ js: [], css: [] });
      fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{ not json');
      expect(exposeAssets(dir, './lifecycles')).toEqual({ js: [], css: [] });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
