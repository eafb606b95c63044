import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const store = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-request-render-'));
process.env.HOURSPACE_ARTIFACTS = store;

import { declarationOf } from '@hourspace/contracts/registry';
import { compose, createChannel, publish } from '../index';
import { manifestFile, pageFile } from '../channel-files';
import { readChannel, writeChannel } from '../channel-store';
import { createRequestRenderer } from '../request-render';
import { renderedPageFor, shellPageFor, shellPageHeadersFor } from '../serve';
import { createStaticHandler } from '../static-server';
import { REMOTE_NAMES, type RemoteName } from '../paths';
import { fakeBuild, SHARED } from './fake-build';

const TEMPLATE =
  '<!doctype html><html lang=en-US><head><meta charset=utf-8><meta name=description content="Hourspace"><title>Hourspace</title><script defer src=/main.js?1></script></head><body><div id=hs-root><div id=hs-nav></div><div id=hs-main></div></div></body></html>';

/**
 * A stand-in for mf-search's Node build: the space page for a request's address. The space id
 * says how it goes: `boom` fails, `slow` takes 300 ms, `missing` is not there. And the results
 * page, laid out for narrower phones (its route's own media), whose query names the activity
 * (`boom` fails). Every call counts.
 */
const RENDERER = `
exports.renderFirstScreen = Object.assign(async (input) => {
  globalThis.__hsRenders = (globalThis.__hsRenders || 0) + 1;
  if (input.path === '/s' || input.path.startsWith('/s/')) {
    const activity = new URLSearchParams(input.url.split('?')[1] || '').get('activity') || 'any';
    if (activity === 'boom') throw new Error('the search did not answer');
    const safe = activity.replace(/[^a-z]/g, '');
    return {
      media: '(max-width: 743.98px)',
      html: '<link rel="preload" as="image" href="https://img.example/' + safe + '-1.jpg" fetchPriority="high"/><main id="main-content"><h1>' + safe + ' spaces</h1></main>',
      state: { mutations: [], queries: [{ queryKey: ['mf-search', 'search-spaces', { activity: safe }], queryHash: 'k', state: { data: null } }] },
    };
  }
  const id = /^\\/space\\/([^/]+)/.exec(input.path)[1];
  if (id === 'boom') throw new Error('the API did not answer');
  if (id === 'slow') await new Promise((resolve) => setTimeout(resolve, 300));
  if (id === 'missing') return null;
  if (id === 'badmedia') return { html: '<main></main>', state: { mutations: [], queries: [] }, media: '(max-width: 1px)}</style><script>' };
  return {
    media: '(max-width: 991.98px)',
    title: 'Space ' + id + ' <b>&amp; · Hourspace',
    html: '<link rel="preload" as="image" href="https://img.example/' + id + '.jpg" fetchPriority="high"/><main id="main-content" style="--x:1"><h1>Space ' + id + '</h1><section class="gallery wide"></section></main>',
    state: { mutations: [], queries: [{ queryKey: ['mf-search', 'space', id], queryHash: 'k', state: { data: '</script><b>' } }] },
  };
}, { paths: [], routes: ['/space/:id/*', '/s', '/s/*'] });
`;

/** The page's script preloads, in order. */
const scriptPreloads = (html: string) => html.match(/<link\b[^>]*\bas="?script"?(?=[\s>])[^>]*>/g) ?? [];

const renders = () => (globalThis as { __hsRenders?: number }).__hsRenders ?? 0;

/**
 * mf-search's page chunks' stylesheets, loaded after its expose's own: the space page's (a class
 * its markup uses, inside a media query and after a comment naming another) and the map's (none).
 */
const LATER_SHEETS = {
  'chunks/space.css': '/* .map too */@media (min-width:0.5px){.gallery{background:url(g.png) 0.5s}}',
  'chunks/map.css': '.map,.map-pin{height:100%}',
};

const build = (remote: RemoteName, withServer: boolean): string =>
  fakeBuild(`${remote} ${withServer}`, declarationOf(remote), {
    files: withServer ? { 'server/first-screen.cjs': RENDERER, 'chunks/search.css': '.space{color:red}', ...LATER_SHEETS } : {},
    exposes: withServer ? [{ name: 'lifecycles', path: './lifecycles', assets: { css: { sync: ['chunks/search.css'], async: Object.keys(LATER_SHEETS) } } }] : undefined,
  });

const exposeAssets = (remote: string) => ({ js: [`chunks/${remote}.js`], css: remote === 'mf-search' ? ['chunks/search.css'] : [] });
const composePages = () => compose('on-request', { shellShared: SHARED, shellTemplate: TEMPLATE, exposeAssets, messagesChunks: () => [], shellMessages: () => [] });
const sha = (value: string) => `'sha256-${crypto.createHash('sha256').update(value).digest('base64')}'`;
const later = (ms: number) => {
  const at = new Date(Date.now() + ms);
  fs.utimesSync(manifestFile('on-request', 'en-US'), at, at);
};

beforeAll(() => {
  const versions = Object.fromEntries(REMOTE_NAMES.map((r) => [r, publish(r, { version: '1.0.0', distDir: build(r, r === 'mf-search') }).version]));
  createChannel('on-request', versions);
  composePages();
});
afterAll(() => fs.rmSync(store, { recursive: true, force: true }));

describe('the space page rendered on request', () => {
  it("is the plain page with the remote's markup in its container, marked with its build and address, its data, photo hint and stylesheet in the head", async () => {
    const renderer = createRequestRenderer('on-request');
    const page = await renderer.page('/us/space/5/loft', '?from=results');
    expect(page).not.toBeNull();
    const { html, headers } = page!;
    expect(html).toContain(
      '<div id="hs-main"><div data-hs-app="search" data-hs-ssr="http://localhost:8084/1.0.0/remoteEntry.js" data-hs-ssr-url="/us/space/5/loft?from=results" data-hs-ssr-media="(max-width: 991.98px)"><main id="main-content" style="--x:1"><h1>Space 5</h1><section class="gallery wide"></section></main></div></div>',
    );
    const head = html.slice(0, html.indexOf('</head>'));
    // The space's own title, as the page sets it, escaped.
    expect(head).toContain('<title>Space 5 &lt;b&gt;&amp;amp; · Hourspace</title>');
    expect(head.match(/<title>/g)).toHaveLength(1);
    // The photo's hint first in the head, so the parser asks for it before anything else.
    expect(head).toMatch(
      /^<!doctype html><html lang="en-US"><head><meta charset=utf-8><link rel="preload" as="image" href="https:\/\/img\.example\/5\.jpg" fetchPriority="high"\/>/,
    );
    expect(head).toContain('<script type="application/json" id="hs-ssr-state-search">{"mutations":[],"queries":[{"queryKey":["mf-search","space","5"]');
    expect(head).toContain('\\u003c/script>');
    expect(head).toContain('<style data-href="http://localhost:8084/1.0.0/chunks/search.css">.space{color:red}</style>');
    // The space page's own sheet, from a chunk the expose loads later, because the markup uses a
    // class it styles (linked: its url() would resolve against the page); not the map's.
    expect(head).toContain('<link rel="stylesheet" href="http://localhost:8084/1.0.0/chunks/space.css">');
    expect(head).not.toContain('map.css');
    // Laid out for phones: hidden from the first paint on wider screens, where the shell drops it.
    expect(head).toContain('<style data-hs-parcel-media>@media not all and (max-width: 991.98px){[data-hs-app="search"][data-hs-ssr-media]>*{display:none}}</style>');
    // Nothing competes with the photo on a phone: each script preload of the plain page is kept,
    // in place, for wider screens only (which render the page from its scripts), and the shell's
    // script is at low priority.
    const plain = fs.readFileSync(pageFile('on-request', 'en-US', 'search'), 'utf8');
    expect(scriptPreloads(plain).length).toBeGreaterThan(1);
    expect(scriptPreloads(html)).toEqual(scriptPreloads(plain).map((tag) => tag.replace(/^<link/, '<link media="not all and (max-width: 991.98px)"')));
    expect(html).toContain('<script defer fetchpriority="low" src=/main.js?1>');
    // The CSP allows exactly its styles, never 'unsafe-inline'.
    expect(headers['Content-Security-Policy']).toContain(`style-src-attr 'unsafe-hashes' ${sha('--x:1')}`);
    expect(headers['Content-Security-Policy']).toContain(sha('.space{color:red}'));
    expect(headers['Content-Security-Policy']).not.toContain('unsafe-inline');
  });

  it('is kept per locale, path and query for its lifetime, then rendered again', async () => {
    let now = 1_000_000;
    const renderer = createRequestRenderer('on-request', { ttlMs: 30_000, now: () => now });
    const before = renders();
    const first = await renderer.page('/us/space/6/loft', '');
    expect(await renderer.page('/us/space/6/loft', '')).toBe(first);
    expect(renders()).toBe(before + 1);
    await renderer.page('/us/space/6/loft', '?a=1');
    await renderer.page('/gb/space/6/loft', '');
    expect(renders()).toBe(before + 3);
    now += 29_999;
    await renderer.page('/us/space/6/loft', '');
    expect(renders()).toBe(before + 3);
    now += 1;
    await renderer.page('/us/space/6/loft', '');
    expect(renders()).toBe(before + 4);
  });

  it('is rendered again after a compose of its locale, and after clear()', async () => {
    const renderer = createRequestRenderer('on-request');
    const before = renders();
    await renderer.page('/us/space/7/loft', '');
    await renderer.page('/us/space/7/loft', '');
    expect(renders()).toBe(before + 1);
    later(5_000);
    await renderer.page('/us/space/7/loft', '');
    expect(renders()).toBe(before + 2);
    renderer.clear();
    expect(renderer.size).toBe(0);
    await renderer.page('/us/space/7/loft', '');
    expect(renders()).toBe(before + 3);
  });

  it('answers the plain page (null) once its deadline has passed, and keeps the late render for the next request', async () => {
    const renderer = createRequestRenderer('on-request', { deadlineMs: 50 });
    const before = renders();
    expect(await renderer.page('/us/space/slow/loft', '')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 400));
    const page = await renderer.page('/us/space/slow/loft', '');
    expect(page?.html).toContain('<h1>Space slow</h1>');
    expect(renders()).toBe(before + 1);
  });

  it('answers the plain page when the render fails, saying so once, and does not render it again within its lifetime', async () => {
    const log = jest.fn();
    const renderer = createRequestRenderer('on-request', { log });
    const before = renders();
    expect(await renderer.page('/us/space/boom/a', '')).toBeNull();
    expect(await renderer.page('/us/space/boom/a', '')).toBeNull();
    expect(await renderer.page('/us/space/boom/b', '')).toBeNull();
    expect(renders()).toBe(before + 2);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toBe('mf-search@1.0.0 could not render search on request (the plain page is served): the API did not answer');
  });

  it('answers the plain page for a space that is not there, a path no route renders, and malformed or overlong addresses', async () => {
    const renderer = createRequestRenderer('on-request');
    const before = renders();
    expect(await renderer.page('/us/space/missing/x', '')).toBeNull();
    // A media condition that is not one plain feature is never written into the page.
    expect(await renderer.page('/us/space/badmedia/x', '')).toBeNull();
    expect(renders()).toBe(before + 2);
    for (const [urlPath, search] of [
      ['/us/plan/party', ''],
      ['/us/space', ''],
      ['/us/', ''],
      ['/us/no-such-page', ''],
      ['/xx/space/5/x', ''],
      ['/us/space/5/x', `?q=${'a'.repeat(3000)}`],
    ] as const)
      expect(await renderer.page(urlPath, search)).toBeNull();
    expect(renders()).toBe(before + 2);
    // Only pages a build renders take a place in the cache (a space that is not there does).
    expect(renderer.size).toBe(2);
  });

  it('writes a hostile query into the page only escaped', async () => {
    const renderer = createRequestRenderer('on-request');
    const page = await renderer.page('/us/space/8/x', '?q="><script>alert(1)</script>&x=\'');
    expect(page!.html).not.toContain('<script>alert(1)');
    expect(page!.html).toContain('data-hs-ssr-url="/us/space/8/x?q=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;x=&#39;"');
  });

  it('is not rendered while the route owner runs a canary (the shell may load either build), nor by a build without a server build', async () => {
    const other = publish('mf-search', { version: '1.1.0', distDir: build('mf-search', false) }).version;
    const channel = readChannel('on-request');
    channel.canaries = { 'en-US': { 'mf-search': { version: other, percent: 10 } } };
    channel.locales = { ...channel.locales, 'de-DE': { 'mf-search': other } };
    writeChannel(channel);
    composePages();
    try {
      const renderer = createRequestRenderer('on-request');
      expect(await renderer.page('/us/space/9/x', '')).toBeNull();
      expect(await renderer.page('/de/space/9/x', '')).toBeNull();
      expect(await renderer.page('/gb/space/9/x', '')).not.toBeNull();
    } finally {
      const back = readChannel('on-request');
      delete back.canaries;
      back.locales = {};
      writeChannel(back);
      composePages();
    }
  });
});

describe('the results page rendered on request', () => {
  it('is marked with its own route’s media condition, hidden from the first paint on wider screens than a phone', async () => {
    const renderer = createRequestRenderer('on-request');
    const { html } = (await renderer.page('/us/s/', '?activity=party&location=new+york'))!;
    expect(html).toContain(
      '<div data-hs-app="search" data-hs-ssr="http://localhost:8084/1.0.0/remoteEntry.js" data-hs-ssr-url="/us/s/?activity=party&amp;location=new+york" data-hs-ssr-media="(max-width: 743.98px)"><main id="main-content"><h1>party spaces</h1></main></div>',
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /^<!doctype html><html lang="en-US"><head><meta charset=utf-8><link rel="preload" as="image" href="https:\/\/img\.example\/party-1\.jpg" fetchPriority="high"\/>/,
    );
    expect(head).toContain('<style data-hs-parcel-media>@media not all and (max-width: 743.98px){[data-hs-app="search"][data-hs-ssr-media]>*{display:none}}</style>');
    // Its script preloads are for the screens its own condition leaves out.
    const plain = fs.readFileSync(pageFile('on-request', 'en-US', 'search'), 'utf8');
    expect(scriptPreloads(html)).toEqual(scriptPreloads(plain).map((tag) => tag.replace(/^<link/, '<link media="not all and (max-width: 743.98px)"')));
  });

  it('is rendered and kept per query: another search is another page', async () => {
    const renderer = createRequestRenderer('on-request');
    const before = renders();
    const party = await renderer.page('/us/s/', '?activity=party');
    const meeting = await renderer.page('/us/s/', '?activity=meeting');
    expect(party!.html).toContain('<h1>party spaces</h1>');
    expect(meeting!.html).toContain('<h1>meeting spaces</h1>');
    expect(await renderer.page('/us/s/', '?activity=party')).toBe(party);
    expect(renders()).toBe(before + 2);
    expect(renderer.size).toBe(2);
  });
});

describe('release serve with pages rendered on request', () => {
  let server: http.Server;
  let origin: string;
  beforeAll(async () => {
    const renderer = createRequestRenderer('on-request', { deadlineMs: 50 });
    server = http.createServer(
      createStaticHandler({
        mounts: [],
        page: (urlPath) => shellPageFor('on-request', urlPath),
        pageHeaders: (urlPath) => shellPageHeadersFor('on-request', urlPath),
        renderPage: renderedPageFor(renderer),
        renderedMaxAge: 30,
        noStore: () => true,
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves the rendered page with its CSP, a shared cache may keep it briefly and a browser does not', async () => {
    const response = await fetch(`${origin}/us/space/10/loft`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-security-policy')).toContain('style-src-attr');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(await response.text()).toContain('<h1>Space 10</h1>');
  });

  it('serves the plain page, never cached, when the render fails or is late, and the plain page elsewhere', async () => {
    for (const url of ['/us/space/boom/x', '/us/space/slow/late', '/us/s?activity=boom']) {
      const response = await fetch(`${origin}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).not.toContain('style-src-attr');
      const html = await response.text();
      expect(html).toBe(fs.readFileSync(pageFile('on-request', 'en-US', 'search'), 'utf8'));
    }
    // The late render finishes (into the cache) before the files go.
    await new Promise((resolve) => setTimeout(resolve, 400));
  });
});
