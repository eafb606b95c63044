import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const store = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-pages-'));
process.env.HOURSPACE_ARTIFACTS = store;

import type { ReleaseManifest } from '@hourspace/contracts';
import { declarationOf } from '@hourspace/contracts/registry';
import { compose, createChannel, createStaticServer, publish } from '../index';
import { pageFile } from '../channel-files';
import { shellPageFor } from '../serve';
import { earlyNavHtml, escapeHtml, jsonForScript, shellPageHtml, shellPageStrings } from '../page-html';
import { REMOTE_NAMES, type RemoteName } from '../paths';
import { fakeBuild, SHARED } from './fake-build';
import { closeServer, listenLocally } from './local-server';

/** The shell's built page as html-webpack-plugin minifies it. */
const TEMPLATE =
  '<!doctype html><html lang=en-US><head><meta charset=utf-8><meta name=description content="Hourspace: book unique spaces by the hour for events, shoots and meetings."><title>Hourspace</title><script defer src=/main.js?1></script></head><body><div id=hs-root><div id=hs-nav></div><div id=hs-main></div></div></body></html>';

const build = (remote: RemoteName): string => fakeBuild(remote, declarationOf(remote));

function manifestOf(locale: string): ReleaseManifest {
  return JSON.parse(fs.readFileSync(path.join(store, 'manifests', 'pages', `${locale}.json`), 'utf8')) as ReleaseManifest;
}

afterAll(() => fs.rmSync(store, { recursive: true, force: true }));

describe("a locale's shell page", () => {
  beforeAll(() => {
    const versions = Object.fromEntries(REMOTE_NAMES.map((r) => [r, publish(r, { version: '1.0.0', distDir: build(r) }).version]));
    createChannel('pages', versions);
  });

  it('is written by compose beside each manifest, with its lang, title, inline manifest and early nav', () => {
    compose('pages', { shellShared: SHARED, shellTemplate: TEMPLATE });
    const de = fs.readFileSync(pageFile('pages', 'de-DE'), 'utf8');
    expect(de).toContain('<html lang="de-DE">');
    expect(de).toContain(`<title>${escapeHtml(shellPageStrings('de-DE').pageTitle)}</title>`);
    expect(de).toContain(`<meta name="description" content="${escapeHtml(shellPageStrings('de-DE').pageDescription)}">`);
    expect(de).toContain('<a href="/de/#a=login">Anmelden</a>');
    const inline = /<script type="application\/json" id="hs-manifest">(.*?)<\/script>/.exec(de)?.[1];
    expect(JSON.parse(inline!)).toEqual(manifestOf('de-DE'));
    expect(de).toContain('<link rel="preconnect" href="http://localhost:8081" crossorigin>');
    expect(de).toContain('<link rel="preconnect" href="http://localhost:8120" crossorigin>');
    // The shell's script and the rest of the template are kept.
    expect(de).toContain('<script defer src=/main.js?1></script>');
    expect(fs.readFileSync(pageFile('pages', 'en-GB'), 'utf8')).toContain('<a href="/gb/#a=signup&amp;source=nav">Sign up</a>');
  });

  it('is removed when the channel is composed without a shell build, so no page carries an older manifest', () => {
    compose('pages', { shellShared: SHARED, shellTemplate: TEMPLATE });
    expect(fs.existsSync(pageFile('pages', 'fr-FR'))).toBe(true);
    compose('pages', { shellShared: SHARED, shellTemplate: null });
    expect(fs.existsSync(pageFile('pages', 'fr-FR'))).toBe(false);
  });

  it('is one page per page application, each preloading what its first screen loads, and one for other paths', () => {
    const stale = path.join(store, 'manifests', 'pages', 'en-US.gone.html');
    fs.writeFileSync(stale, 'an app no longer in the release');
    // Each expose's chunk is named after its application; the home application also has a stylesheet.
    const exposeAssets = (remote: string, _version: string, expose: string) => ({
      js: [`chunks/${remote}-${expose.slice(2)}.js`],
      css: manifestOf('en-US').remotes[remote]!.apps.some((a) => a.name === 'home') ? ['chunks/home.css'] : [],
    });
    compose('pages', { shellShared: SHARED, shellTemplate: TEMPLATE, exposeAssets });
    const manifest = manifestOf('en-US');
    /** The remote that runs an application, by the application's name (no second list of remotes). */
    const remoteOf = (app: string) => Object.keys(manifest.remotes).find((r) => manifest.remotes[r]!.apps.some((a) => a.name === app))!;
    const entry = (app: string) => manifest.remotes[remoteOf(app)]!.entry;
    const chunk = (app: string, expose: string) => `${entry(app).replace(/remoteEntry\.js$/, '')}chunks/${remoteOf(app)}-${expose}.js`;
    const home = fs.readFileSync(pageFile('pages', 'en-US', 'home'), 'utf8');
    const links = [...home.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"( integrity="[^"]+" crossorigin="anonymous")?>/g)].map(
      (m) => `${m[1]} ${m[2]}${m[3] ? ' +sri' : ''}`,
    );
    // The route's own remote first, then the nav, which every first screen runs; not the footer
    // nor the auth modals' host, which the shell activates after the page has mounted.
    expect(links).toEqual([
      `script ${entry('home')} +sri`,
      `script ${entry('nav')} +sri`,
      `style ${entry('home').replace(/remoteEntry\.js$/, '')}chunks/home.css`,
      `script ${chunk('home', 'lifecycles')}`,
      `script ${chunk('nav', 'lifecycles')}`,
    ]);
    expect(home).not.toContain(`href="${entry('auth')}"`);
    expect(home).toContain(`integrity="${manifest.remotes[remoteOf('home')]!.integrity}"`);
    // The page for any other path preloads only what every first screen runs.
    const plain = fs.readFileSync(pageFile('pages', 'en-US'), 'utf8');
    expect(plain).not.toContain(`href="${entry('home')}"`);
    expect(plain).toContain(`href="${entry('nav')}"`);
    expect(fs.readFileSync(pageFile('pages', 'en-US', 'search'), 'utf8')).toContain(`href="${chunk('search', 'lifecycles')}"`);
    for (const app of ['home', 'search', 'account', 'auth-pages']) expect(fs.existsSync(pageFile('pages', 'de-DE', app))).toBe(true);
    expect(fs.existsSync(stale)).toBe(false);

    // `release serve` answers each path with the page of the application that owns its route.
    expect(shellPageFor('pages', '/us/')).toBe(pageFile('pages', 'en-US', 'home'));
    expect(shellPageFor('pages', '/de/s/')).toBe(pageFile('pages', 'de-DE', 'search'));
    expect(shellPageFor('pages', '/us/no-such-route-anywhere')).toBe(pageFile('pages', 'en-US'));
  });

  it("preloads the shell's and each preloaded app's strings in the page's languages: German and English on /de/, English alone on /us/", () => {
    const messagesChunks = (remote: string, _version: string, languages: readonly string[]) => languages.map((language) => `chunks/i18n-${language}-json.${remote}.js`);
    const shellMessages = (languages: readonly string[]) => languages.map((language) => ({ href: `/chunks/i18n-${language}-json.shell.js`, as: 'script' as const }));
    compose('pages', { shellShared: SHARED, shellTemplate: TEMPLATE, messagesChunks, shellMessages });
    const strings = (locale: 'de-DE' | 'en-US') =>
      [...fs.readFileSync(pageFile('pages', locale, 'home'), 'utf8').matchAll(/<link rel="preload" as="script" href="([^"]*i18n-[^"]+)">/g)].map((m) =>
        m[1]!.replace(/^.*\/chunks\//, ''),
      );
    expect(strings('de-DE').slice(0, 2)).toEqual(['i18n-de-json.shell.js', 'i18n-en-json.shell.js']);
    const manifest = manifestOf('de-DE');
    const homeRemote = Object.keys(manifest.remotes).find((r) => manifest.remotes[r]!.apps.some((a) => a.name === 'home'))!;
    expect(strings('de-DE')).toEqual(expect.arrayContaining([`i18n-de-json.${homeRemote}.js`, `i18n-en-json.${homeRemote}.js`]));
    expect(strings('en-US').every((file) => file.startsWith('i18n-en-json.'))).toBe(true);
    expect(strings('en-US')).toContain(`i18n-en-json.${homeRemote}.js`);
  });

  it('refuses a template that lost a marker it writes into, and writes nothing', () => {
    fs.rmSync(path.join(store, 'manifests', 'pages'), { recursive: true, force: true });
    expect(() => compose('pages', { shellShared: SHARED, shellTemplate: TEMPLATE.replace('<div id=hs-nav></div>', '') })).toThrow(/has no empty #hs-nav/);
    expect(fs.existsSync(pageFile('pages', 'en-US'))).toBe(false);
    expect(fs.existsSync(path.join(store, 'manifests', 'pages', 'en-US.json'))).toBe(false);
  });

  it('escapes every string it writes, and no manifest text can end its script block', () => {
    const strings = { ...shellPageStrings('en-US'), brand: '<b>"Hour"</b>', pageTitle: 'A & B </title><script>x</script>' };
    expect(earlyNavHtml('us', strings)).toContain('&lt;b&gt;&quot;Hour&quot;&lt;/b&gt;');
    // Its first link, as mf-nav's bar: past the navigation to the page's main content.
    expect(earlyNavHtml('de', shellPageStrings('de-DE'))).toMatch(
      /^<div data-hs-fallback-for="nav" data-hs-early=""><a href="#main-content" class="hs-shell-skip">Zum Inhalt springen<\/a><nav /,
    );
    compose('pages', { shellShared: SHARED, shellTemplate: TEMPLATE });
    const manifest = { ...manifestOf('en-US'), channel: '</script><script>alert(1)</script>' } as ReleaseManifest;
    const html = shellPageHtml(TEMPLATE, { locale: 'en-US', manifest, strings, apiOrigin: 'http://localhost:8120' });
    expect(html).toContain('<title>A &amp; B &lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(JSON.parse(jsonForScript(manifest))).toEqual(manifest);
  });

  it('every language has the strings the page needs', () => {
    for (const locale of ['en-US', 'fr-FR', 'es-ES', 'de-DE'] as const) {
      const strings = shellPageStrings(locale);
      expect(Object.values(strings).every((s) => s.trim().length > 0)).toBe(true);
    }
    expect(shellPageStrings('fr-FR').pageTitle).not.toBe(shellPageStrings('en-US').pageTitle);
  });
});

describe('the static server with per-locale pages', () => {
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    compose('pages', { shellShared: SHARED, shellTemplate: TEMPLATE });
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-shell-'));
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(dist, 'main.js'), '/* shell */');
    server = createStaticServer({
      mounts: [{ prefix: '/', dir: dist }],
      page: (urlPath) => (urlPath.startsWith('/de/') ? pageFile('pages', 'de-DE') : urlPath === '/' || urlPath.startsWith('/us/') ? pageFile('pages', 'en-US') : null),
      spaFallback: path.join(dist, 'index.html'),
      noStore: (p) => /\.html$|^\/$/.test(p),
    });
    base = await listenLocally(server);
  });
  afterAll(() => closeServer(server));

  it("serves a locale's page for its paths and `/`, uncached, and files as files", async () => {
    const de = await fetch(`${base}/de/s/`);
    expect(de.headers.get('cache-control')).toBe('no-store');
    expect(await de.text()).toContain('<html lang="de-DE">');
    expect(await (await fetch(`${base}/`)).text()).toContain('<html lang="en-US">');
    // A path the page function does not know falls back to the shell's own page.
    expect(await (await fetch(`${base}/xx/`)).text()).toBe(TEMPLATE);
    expect(await (await fetch(`${base}/main.js`)).text()).toBe('/* shell */');
  });
});
