import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const store = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-prerender-'));
process.env.HOURSPACE_ARTIFACTS = store;

import { declarationOf } from '@hourspace/contracts/registry';
import { compose, createChannel, publish } from '../index';
import { pageFile, ssrHeadersFile, ssrPageFile } from '../channel-files';
import { readChannel, writeChannel } from '../channel-store';
import { prerender } from '../prerender';
import { styleAttributeValues, styleElementTexts, withStyleAttributeHashes, withStyleElementHashes } from '../ssr-csp';
import { appMediaRules, parcelMediaRules, parcelSlots, splitHoistedLinks, ssrPageHtml, withParcelMarkup } from '../ssr-page';
import { shellPageFor, shellPageHeadersFor } from '../serve';
import { REMOTE_NAMES, type RemoteName } from '../paths';
import { fakeBuild, SHARED } from './fake-build';

const TEMPLATE =
  '<!doctype html><html lang=en-US><head><meta charset=utf-8><meta name=description content="Hourspace"><title>Hourspace</title><script defer src=/main.js?1></script></head><body><div id=hs-root><div id=hs-nav></div><div id=hs-main></div></div></body></html>';

/** A stand-in for a remote's Node build: what `renderFirstScreen` answers per locale. */
const RENDERER = `
exports.renderFirstScreen = async (input) => {
  if (input.locale === 'fr-FR') throw new Error('the API did not answer');
  if (input.locale === 'en-CA') return null;
  return {
    html: '<link rel="preload" as="image" href="https://img.example/1.jpg" fetchPriority="high"/><main id="main-content" style="--x:1;color:&quot;red&quot;">' + input.app + ' ' + input.locale + ' ' + input.prefix + ' ' + input.path + ' ' + input.environment.apiOrigin + '</main>',
    state: { mutations: [], queries: [{ queryKey: ['k', input.locale], queryHash: 'k', state: { data: '</script><b>' } }] },
  };
};
`;

/** A remote's build; mf-home's `withServer` also has its Node build and the first screen's CSS. */
const build = (remote: RemoteName, withServer: boolean): string =>
  fakeBuild(`${remote} ${withServer}`, declarationOf(remote), {
    files: withServer ? { 'server/first-screen.cjs': RENDERER, 'chunks/home.css': '.hero{color:red}', 'chunks/fonts.css': '@font-face{src:url(../assets/a.woff2)}' } : {},
  });

const exposeAssets = (remote: string) => ({ js: [`chunks/${remote}.js`], css: remote === 'mf-home' ? ['chunks/home.css', 'chunks/fonts.css'] : [] });
const composePages = () => compose('ahead', { shellShared: SHARED, shellTemplate: TEMPLATE, exposeAssets, messagesChunks: () => [], shellMessages: () => [] });
const sha = (value: string) => `'sha256-${crypto.createHash('sha256').update(value).digest('base64')}'`;

afterAll(() => fs.rmSync(store, { recursive: true, force: true }));

describe('release prerender', () => {
  beforeAll(() => {
    const versions = Object.fromEntries(REMOTE_NAMES.map((r) => [r, publish(r, { version: '1.0.0', distDir: build(r, r === 'mf-home') }).version]));
    createChannel('ahead', versions);
    composePages();
  });

  it("renders each locale's home page with the remote that owns it, or says why not, and a failure only costs that locale", async () => {
    const outcomes = await prerender('ahead');
    const by = Object.fromEntries(outcomes.map((o) => [o.locale, o]));
    expect(by['en-US']).toEqual({ locale: 'en-US', app: 'home', remote: 'mf-home', result: 'rendered' });
    expect(by['fr-FR']).toEqual(expect.objectContaining({ result: 'failed', detail: 'the API did not answer' }));
    expect(by['en-CA']!.result).toBe('nothing to render');
    expect(outcomes.filter((o) => o.result === 'rendered')).toHaveLength(6);
    expect(fs.existsSync(ssrPageFile('ahead', 'fr-FR'))).toBe(false);

    const de = fs.readFileSync(ssrPageFile('ahead', 'de-DE'), 'utf8');
    // The markup in the app's container, marked with the entry that rendered it, in the main slot.
    expect(de).toContain(
      '<div id="hs-main"><div data-hs-app="home" data-hs-ssr="http://localhost:8081/1.0.0/remoteEntry.js"><main id="main-content" style="--x:1;color:&quot;red&quot;">home de-DE de / http://localhost:8120</main></div></div>',
    );
    // The hoisted hint and the data go to the head; the data cannot end its block early.
    const head = de.slice(0, de.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="https://img.example/1.jpg" fetchPriority="high"/>');
    expect(head).toContain(
      '<script type="application/json" id="hs-ssr-state-home">{"mutations":[],"queries":[{"queryKey":["k","de-DE"],"queryHash":"k","state":{"data":"\\u003c/script>\\u003cb>"}}]}</script>',
    );
    // The remote's stylesheet is written into the page instead of preloaded, so the markup paints
    // styled with no request; one with a relative url() is linked, since it would resolve against the page.
    expect(de).toContain('<style data-href="http://localhost:8081/1.0.0/chunks/home.css">.hero{color:red}</style>');
    expect(de).toContain('<link rel="stylesheet" href="http://localhost:8081/1.0.0/chunks/fonts.css">');
    expect(de).not.toContain('<link rel="preload" as="style" href="http://localhost:8081/1.0.0/chunks/');
    // The shell's script waits behind the photo; no script is preloaded.
    expect(de).toContain('<script defer fetchpriority="low" src=/main.js?1></script>');
    expect(de).not.toMatch(/as="?script/);
    // The rest is the plain home page.
    expect(de.replace(/<div id="hs-main">.*?<\/div><\/div>/, '<div id="hs-main"></div>')).toContain('<title>');

    const csp = (JSON.parse(fs.readFileSync(ssrHeadersFile('ahead', 'de-DE'), 'utf8')) as Record<string, string>)['Content-Security-Policy']!;
    expect(csp).toContain(`; style-src-attr 'unsafe-hashes' ${sha('--x:1;color:"red"')};`);
    expect(csp).toMatch(new RegExp(`style-src 'self' [^;]*${sha('.hero{color:red}').replace(/[+/]/g, (c) => `\\${c}`)};`));
    expect(csp).not.toMatch(/unsafe-inline/);
  });

  it('is served for the home path only, with its own headers; other paths keep their pages', async () => {
    await prerender('ahead');
    expect(shellPageFor('ahead', '/de/')).toBe(ssrPageFile('ahead', 'de-DE'));
    expect(shellPageFor('ahead', '/de/about')).not.toBe(ssrPageFile('ahead', 'de-DE'));
    expect(shellPageHeadersFor('ahead', '/de/')['Content-Security-Policy']).toContain('style-src-attr');
    expect(shellPageHeadersFor('ahead', '/de/about')['Content-Security-Policy']).not.toContain('style-src-attr');
    // A locale whose render failed is served its plain page.
    expect(shellPageFor('ahead', '/fr/')).toBe(pageFile('ahead', 'fr-FR', 'home'));
  });

  it('is not served once the manifest is newer: a prerender that raced a compose rendered the builds before it', async () => {
    await prerender('ahead');
    expect(shellPageFor('ahead', '/us/')).toBe(ssrPageFile('ahead', 'en-US'));
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(path.join(store, 'manifests', 'ahead', 'en-US.json'), later, later);
    expect(shellPageFor('ahead', '/us/')).toBe(pageFile('ahead', 'en-US', 'home'));
    expect(shellPageHeadersFor('ahead', '/us/')['Content-Security-Policy']).not.toContain('style-src-attr');
    await prerender('ahead');
    const newer = new Date(Date.now() + 10_000);
    fs.utimesSync(ssrPageFile('ahead', 'en-US'), newer, newer);
    expect(shellPageFor('ahead', '/us/')).toBe(ssrPageFile('ahead', 'en-US'));
  });

  it('is removed by the next compose: it shows the builds of the composition before', async () => {
    await prerender('ahead');
    expect(fs.existsSync(ssrPageFile('ahead', 'en-US'))).toBe(true);
    composePages();
    expect(fs.existsSync(ssrPageFile('ahead', 'en-US'))).toBe(false);
    expect(fs.existsSync(ssrHeadersFile('ahead', 'en-US'))).toBe(false);
    expect(shellPageFor('ahead', '/us/')).toBe(pageFile('ahead', 'en-US', 'home'));
  });

  it('leaves a locale whose home remote runs a canary, or has no server build, with its plain page', async () => {
    const other = publish('mf-home', { version: '1.1.0', distDir: build('mf-home', false) }).version;
    const channel = readChannel('ahead');
    channel.canaries = { 'de-DE': { 'mf-home': { version: other, percent: 10 } } };
    channel.locales = { ...channel.locales, 'es-ES': { 'mf-home': other } };
    writeChannel(channel);
    composePages();
    const by = Object.fromEntries((await prerender('ahead')).map((o) => [o.locale, o.result]));
    expect(by['de-DE']).toBe('canary');
    expect(by['es-ES']).toBe('no server build');
    expect(by['en-US']).toBe('rendered');
  });
});

describe('the pieces of a page rendered ahead', () => {
  it("moves React's leading resource hints out of the markup", () => {
    expect(splitHoistedLinks('<link rel="preload" as="image" href="a"/><link rel="preload" as="image" href="b"/><main>x</main>')).toEqual({
      links: '<link rel="preload" as="image" href="a"/><link rel="preload" as="image" href="b"/>',
      body: '<main>x</main>',
    });
    expect(splitHoistedLinks('<main><link rel="x"/></main>')).toEqual({ links: '', body: '<main><link rel="x"/></main>' });
  });

  it('reads each distinct style attribute as the browser does', () => {
    expect(styleAttributeValues('<a style="a:1"></a><b style="a:1"></b><i style="background:url(&quot;x&quot;) &amp; &#x27;"></i><p data-style="no"></p>')).toEqual([
      'a:1',
      `background:url("x") & '`,
    ]);
  });

  it('adds one style-src-attr after style-src, replacing any earlier one, and nothing without values', () => {
    const csp = "default-src 'self'; style-src 'self'; img-src 'self'";
    expect(withStyleAttributeHashes(csp, [])).toBe(csp);
    const once = withStyleAttributeHashes(csp, ['a:1']);
    expect(once).toBe(`default-src 'self'; style-src 'self'; style-src-attr 'unsafe-hashes' ${sha('a:1')}; img-src 'self'`);
    expect(withStyleAttributeHashes(once, ['b:2'])).toBe(`default-src 'self'; style-src 'self'; style-src-attr 'unsafe-hashes' ${sha('b:2')}; img-src 'self'`);
  });

  it("allows the page's <style> elements by hash in style-src", () => {
    expect(styleElementTexts('<style data-href="a">.a{}</style><style>.b{}</style><style>.a{}</style>')).toEqual(['.a{}', '.b{}']);
    expect(withStyleElementHashes("default-src 'self'; style-src 'self' http://r; img-src 'self'", ['.a{}'])).toBe(
      `default-src 'self'; style-src 'self' http://r ${sha('.a{}')}; img-src 'self'`,
    );
    expect(withStyleElementHashes("style-src 'self'", [])).toBe("style-src 'self'");
  });

  it('blocks the first frame until the slot holding the markup is parsed whole, in the head', () => {
    const html = ssrPageHtml('<html><head></head><body><div id="hs-main"></div><p>after</p></body></html>', {
      app: 'home',
      slot: 'hs-main',
      entry: 'e',
      screen: { html: '<main></main>', state: {} },
      stylesheets: [],
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#hs-main-end" blocking="render">');
    // The marker comes right after the slot's markup, before what follows it in the page.
    expect(html).toContain('<main></main></div></div><template id="hs-main-end"></template><p>after</p>');
  });

  it('refuses a page without the empty slot', () => {
    expect(() =>
      ssrPageHtml('<html><head></head><body><div id="hs-main">x</div></body></html>', {
        app: 'home',
        slot: 'hs-main',
        entry: 'e',
        screen: { html: '<main></main>', state: {} },
        stylesheets: [],
      }),
    ).toThrow('the page has no empty #hs-main');
  });
});

describe("a parcel's markup rendered ahead", () => {
  const entry = 'http://localhost:8084/1.0.0/remoteEntry.js';
  const form = {
    name: 'hero-search',
    entry,
    screen: { html: '<form role="search"><button>Search</button></form>', state: { mutations: [], queries: [] }, media: '(max-width: 1119.98px)' },
  };

  it("goes into the parcel's empty element of the application's markup, marked with its entry and media condition", () => {
    const app = '<section><h1>Book</h1><div class="hero-search" data-hs-parcel="hero-search"></div><div data-hs-parcel="other"></div></section>';
    expect(parcelSlots(app)).toEqual(['hero-search', 'other']);
    expect(withParcelMarkup(app, [form])).toBe(
      `<section><h1>Book</h1><div class="hero-search" data-hs-parcel="hero-search" data-hs-ssr="${entry}" data-hs-ssr-media="(max-width: 1119.98px)"><form role="search"><button>Search</button></form></div><div data-hs-parcel="other"></div></section>`,
    );
    // No rendered parcel: the markup is unchanged, and the parcel mounts in the page as before.
    expect(withParcelMarkup(app, [])).toBe(app);
  });

  it('hides the markup from the first paint where its media condition does not hold', () => {
    expect(parcelMediaRules([form])).toBe('@media not all and (max-width: 1119.98px){[data-hs-parcel="hero-search"][data-hs-ssr-media]>*{display:none}}');
    expect(parcelMediaRules([{ ...form, screen: { ...form.screen, media: undefined } }])).toBe('');
  });

  it("puts the parcel's data block and the hiding rule in the page's head, the markup in the application's", () => {
    const html = ssrPageHtml('<html><head></head><body><div id="hs-main"></div></body></html>', {
      app: 'home',
      slot: 'hs-main',
      entry: 'http://localhost:8081/1.0.0/remoteEntry.js',
      screen: { html: '<main><div data-hs-parcel="hero-search"></div></main>', state: { mutations: [], queries: [] } },
      stylesheets: [{ href: 'http://localhost:8084/1.0.0/chunks/form.css', css: '.form{}' }],
      parcels: [form],
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script type="application/json" id="hs-ssr-state-parcel-hero-search">{"mutations":[],"queries":[]}</script>');
    expect(head).toContain('<style data-href="http://localhost:8084/1.0.0/chunks/form.css">.form{}</style>');
    expect(head).toContain('<style data-hs-parcel-media>@media not all and (max-width: 1119.98px)');
    expect(html).toContain(`<div data-hs-parcel="hero-search" data-hs-ssr="${entry}" data-hs-ssr-media="(max-width: 1119.98px)"><form role="search">`);
    // Both style elements are hashed into the policy like any other.
    expect(styleElementTexts(html)).toHaveLength(2);
  });
});

describe("the nav's markup rendered ahead", () => {
  const nav = {
    app: 'nav',
    slot: 'hs-nav',
    entry: 'http://localhost:8083/1.0.0/remoteEntry.js',
    screen: { html: '<header data-nav-state="NAV_LOADING">bar</header>', state: { mutations: [], queries: [] }, media: '(max-width: 992px)' },
  };

  it('goes first in its slot, before the early nav, with its data block and the rules that show one or the other by screen', () => {
    const html = ssrPageHtml('<html><head></head><body><div id="hs-nav"><div data-hs-early="">early</div></div><div id="hs-main"></div></body></html>', {
      app: 'home',
      slot: 'hs-main',
      entry: 'http://localhost:8081/1.0.0/remoteEntry.js',
      screen: { html: '<main>home</main>', state: { mutations: [], queries: [] } },
      stylesheets: [],
      apps: [nav],
    });
    expect(html).toContain(
      '<div id="hs-nav"><div data-hs-app="nav" data-hs-ssr="http://localhost:8083/1.0.0/remoteEntry.js" data-hs-ssr-media="(max-width: 992px)"><header data-nav-state="NAV_LOADING">bar</header></div><div data-hs-early="">early</div></div>',
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script type="application/json" id="hs-ssr-state-nav">{"mutations":[],"queries":[]}</script>');
    expect(head).toContain(`<style data-hs-parcel-media>${appMediaRules([nav])}</style>`);
    expect(appMediaRules([nav])).toBe(
      '@media not all and (max-width: 992px){[data-hs-app="nav"][data-hs-ssr-media]>*{display:none}}' +
        '@media (max-width: 992px){#hs-nav:has(>[data-hs-app="nav"]:not([hidden]))>[data-hs-early]{display:none}}',
    );
  });
});
