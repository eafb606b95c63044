import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const store = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-same-origin-'));
process.env.HOURSPACE_ARTIFACTS = store;

import { ReleaseManifestSchema, type ReleaseManifest } from '@hourspace/contracts';
import { declarationOf } from '@hourspace/contracts/registry';
import * as v from 'valibot';
import { compose, createChannel, publish, readChannel } from '../index';
import { writeChannel as writeChannelForTest } from '../channel-store';
import { headersFile, manifestFile, manifestsDir, pageFile, ssrHeadersFile, ssrPageFile } from '../channel-files';
import { prerender } from '../prerender';
import { setRemoteOrigins } from '../channels';
import { underEntryFolder, entryOrigin } from '../entry-urls';
import { REMOTE_NAMES, type RemoteName } from '../paths';
import { createShellServer, sameOriginProblems } from '../same-origin-remotes';
import { LocalStorage } from '../storage';
import { verify } from '../verify';
import { fakeBuild, SHARED } from './fake-build';
import { closeServer, listenLocally } from './local-server';

/** The shell's built page as html-webpack-plugin minifies it. */
const TEMPLATE =
  '<!doctype html><html lang=en-US><head><meta charset=utf-8><meta name=description content="Hourspace: book unique spaces by the hour for events, shoots and meetings."><title>Hourspace</title><script defer src=/main.js?1></script></head><body><div id=hs-root><div id=hs-nav></div><div id=hs-main></div></div></body></html>';

/** Each expose's chunk and, for the home application, its stylesheet: what the page preloads. */
const exposeAssets = (remote: string, _version: string, expose: string) => ({
  js: [`chunks/${remote}-${expose.slice(2)}.1234567890.js`],
  css: remote === 'mf-home' ? ['chunks/home.1234567890.css'] : [],
});
const OPTIONS = { shellShared: SHARED, shellTemplate: TEMPLATE, exposeAssets, shellMessages: () => [] };

const build = (remote: RemoteName): string =>
  fakeBuild(remote, declarationOf(remote), { files: { 'chunks/a.1234567890.js': `/* ${remote} chunk */`, 'chunks/home.1234567890.css': '.hero{color:red}' } });

/** Every file compose wrote for a channel, by name. */
function composition(channel: string): Record<string, string> {
  const dir = manifestsDir(channel);
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .sort()
      .map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]),
  );
}

const manifestOf = (channel: string, locale: string) => JSON.parse(fs.readFileSync(manifestFile(channel, locale), 'utf8')) as ReleaseManifest;
const cspOf = (channel: string, locale: string) => (JSON.parse(fs.readFileSync(headersFile(channel, locale), 'utf8')) as Record<string, string>)['Content-Security-Policy']!;

afterAll(() => fs.rmSync(store, { recursive: true, force: true }));

beforeAll(() => {
  const versions = Object.fromEntries(REMOTE_NAMES.map((r) => [r, publish(r, { version: '1.0.0', distDir: build(r) }).version]));
  createChannel('own', versions);
  createChannel('same', versions);
  writeChannelForTest({ ...readChannel('same'), sameOriginRemotes: { prefix: '/_remotes' } });
});

describe('a channel without sameOriginRemotes', () => {
  it('composes byte for byte what it composed before the setting existed: entries, pages and headers name each remote origin', () => {
    compose('own', OPTIONS);
    const before = composition('own');
    expect(manifestOf('own', 'en-US').remotes['mf-home']!.entry).toBe('http://localhost:8081/1.0.0/remoteEntry.js');
    const page = before['en-US.home.html']!;
    expect(page).toContain('<link rel="preconnect" href="http://localhost:8081" crossorigin>');
    expect(page).toContain('<link rel="preload" as="style" href="http://localhost:8081/1.0.0/chunks/home.1234567890.css">');
    expect(cspOf('own', 'en-US')).toMatch(/script-src 'self' [^;]*http:\/\/localhost:8081 /);
    // The setting on, then off again, leaves nothing behind: the same bytes in every file.
    writeChannelForTest({ ...readChannel('own'), sameOriginRemotes: { prefix: '/_remotes' } });
    compose('own', OPTIONS);
    expect(composition('own')).not.toEqual(before);
    const channel = readChannel('own');
    delete channel.sameOriginRemotes;
    writeChannelForTest(channel);
    compose('own', OPTIONS);
    expect(composition('own')).toEqual(before);
  });
});

describe('a channel with sameOriginRemotes', () => {
  beforeAll(() => compose('same', OPTIONS));

  it("writes each entry as a path under the prefix, which the shell's manifest check accepts", () => {
    const manifest = manifestOf('same', 'de-DE');
    for (const remote of REMOTE_NAMES) expect(manifest.remotes[remote]!.entry).toBe(`/_remotes/${remote}/1.0.0/remoteEntry.js`);
    expect(v.safeParse(ReleaseManifestSchema, manifest).success).toBe(true);
    // The page's inline manifest is the same one.
    const page = fs.readFileSync(pageFile('same', 'de-DE'), 'utf8');
    expect(JSON.parse(/<script type="application\/json" id="hs-manifest">(.*?)<\/script>/.exec(page)![1]!)).toEqual(manifest);
  });

  it('preloads every file under the prefix, the entries with their integrity and crossorigin as the shell loads them, and preconnects to the API only', () => {
    const manifest = manifestOf('same', 'en-US');
    const page = fs.readFileSync(pageFile('same', 'en-US', 'home'), 'utf8');
    const links = [...page.matchAll(/<link rel="(preload|preconnect)"[^>]*>/g)].map((m) => m[0]);
    expect(links).toEqual([
      '<link rel="preconnect" href="http://localhost:8120" crossorigin>',
      `<link rel="preload" as="script" href="/_remotes/mf-home/1.0.0/remoteEntry.js" integrity="${manifest.remotes['mf-home']!.integrity}" crossorigin="anonymous">`,
      `<link rel="preload" as="script" href="/_remotes/mf-nav/1.0.0/remoteEntry.js" integrity="${manifest.remotes['mf-nav']!.integrity}" crossorigin="anonymous">`,
      '<link rel="preload" as="style" href="/_remotes/mf-home/1.0.0/chunks/home.1234567890.css">',
      '<link rel="preload" as="script" href="/_remotes/mf-home/1.0.0/chunks/mf-home-lifecycles.1234567890.js">',
      '<link rel="preload" as="script" href="/_remotes/mf-nav/1.0.0/chunks/mf-nav-lifecycles.1234567890.js">',
    ]);
  });

  it("has the CSP of the remotes' own origins with those origins taken out: 'self' covers them, no wildcard joins", () => {
    compose('own', OPTIONS);
    const own = cspOf('own', 'fr-FR');
    const same = cspOf('same', 'fr-FR');
    // MapLibre's worker imports its file from mf-search's folder, now the page's own origin: 'self' stands for it there.
    const withoutRemotes = own.replace(/ http:\/\/localhost:808[1-5]/g, '').replace('worker-src blob:', "worker-src blob: 'self'");
    expect(same).toBe(withoutRemotes);
    expect(same).not.toMatch(/localhost:808[1-5]|\*/);
    expect(same).toContain("script-src 'self' http://localhost:8120");
  });

  it('refuses a prefix that is not a plain path of the shell, and writes nothing', () => {
    for (const prefix of ['//evil.example', '/_remotes/../manifests', 'https://evil.example/_r', '/manifests', '/us', '/_remotes/', '/_re mote', '/_r?x', '/_r%2e%2e']) {
      expect(sameOriginProblems({ sameOriginRemotes: { prefix } })).toHaveLength(1);
    }
    createChannel('bad', readChannel('same').defaults);
    writeChannelForTest({ ...readChannel('bad'), sameOriginRemotes: { prefix: '//evil.example' } });
    expect(() => compose('bad', OPTIONS)).toThrow(/sameOriginRemotes is invalid/);
    expect(fs.existsSync(manifestFile('bad', 'en-US'))).toBe(false);
  });

  it('resolves a file under an entry folder without letting `..` leave the site', () => {
    expect(entryOrigin('/_remotes/mf-home/1.0.0/remoteEntry.js')).toBeNull();
    expect(entryOrigin('http://localhost:8081/1.0.0/remoteEntry.js')).toBe('http://localhost:8081');
    expect(() => entryOrigin('//evil.example/x.js')).toThrow();
    expect(underEntryFolder('chunks/a.js', '/_remotes/mf-home/1.0.0/')).toBe('/_remotes/mf-home/1.0.0/chunks/a.js');
    expect(underEntryFolder('chunks/a.js', 'http://localhost:8081/1.0.0/')).toBe('http://localhost:8081/1.0.0/chunks/a.js');
    expect(underEntryFolder('../../../x.js', '/_remotes/mf-home/1.0.0/')).toBe('/x.js');
    expect(underEntryFolder('//evil.example/x.js', '/_remotes/mf-home/1.0.0/')).toBe('/x.js');
  });
});

describe('release origins', () => {
  it('switches a channel to same-origin remotes and back, recorded in its audit log, recomposed each time', () => {
    createChannel('switch', readChannel('same').defaults);
    setRemoteOrigins('switch', true, undefined, 'one connection for every remote');
    expect(readChannel('switch').sameOriginRemotes).toEqual({ prefix: '/_remotes' });
    expect(manifestOf('switch', 'en-US').remotes['mf-search']!.entry).toBe('/_remotes/mf-search/1.0.0/remoteEntry.js');
    setRemoteOrigins('switch', false);
    expect(readChannel('switch').sameOriginRemotes).toBeUndefined();
    expect(manifestOf('switch', 'en-US').remotes['mf-search']!.entry).toBe('http://localhost:8084/1.0.0/remoteEntry.js');
    const audit = (readChannel('switch').audit ?? []).map((entry) => `${entry.action}${entry.note ? ` (${entry.note})` : ''}`);
    expect(audit.slice(-2)).toEqual(["serve remotes under /_remotes of the shell's origin (one connection for every remote)", 'serve each remote from its own origin']);
  });

  it('refuses a bad prefix and leaves the channel as it was', () => {
    const before = fs.readFileSync(path.join(store, 'channels', 'switch.json'), 'utf8');
    expect(() => setRemoteOrigins('switch', true, '/_remotes/../channels')).toThrow(/sameOriginRemotes is invalid/);
    expect(fs.readFileSync(path.join(store, 'channels', 'switch.json'), 'utf8')).toBe(before);
  });
});

describe('a home page rendered ahead with same-origin remotes', () => {
  const RENDERER = `exports.renderFirstScreen = async (input) => ({ html: '<main id="main-content">' + input.app + ' ' + input.locale + '</main>', state: { mutations: [], queries: [] } });`;

  it('marks its markup with the root-relative entry the manifest names and writes the stylesheet under the prefix', async () => {
    const home = fakeBuild('mf-home ahead', declarationOf('mf-home'), { files: { 'server/first-screen.cjs': RENDERER, 'chunks/home.1234567890.css': '.hero{color:red}' } });
    createChannel('ahead', { ...readChannel('same').defaults, 'mf-home': publish('mf-home', { version: '2.0.0', distDir: home }).version });
    writeChannelForTest({ ...readChannel('ahead'), sameOriginRemotes: { prefix: '/_remotes' } });
    compose('ahead', OPTIONS);
    const outcomes = await prerender('ahead');
    expect(outcomes.find((o) => o.locale === 'de-DE')?.result).toBe('rendered');
    const de = fs.readFileSync(ssrPageFile('ahead', 'de-DE'), 'utf8');
    // The shell hands the markup over only when this attribute is the manifest's entry, as written.
    expect(manifestOf('ahead', 'de-DE').remotes['mf-home']!.entry).toBe('/_remotes/mf-home/2.0.0/remoteEntry.js');
    expect(de).toContain('<div data-hs-app="home" data-hs-ssr="/_remotes/mf-home/2.0.0/remoteEntry.js"><main id="main-content">home de-DE</main></div>');
    // By path here; the shell makes it the absolute URL the remote's CSS loader compares (remote-loader.ts absoluteSheetHrefs).
    expect(de).toContain('<style data-href="/_remotes/mf-home/2.0.0/chunks/home.1234567890.css">.hero{color:red}</style>');
    const csp = (JSON.parse(fs.readFileSync(ssrHeadersFile('ahead', 'de-DE'), 'utf8')) as Record<string, string>)['Content-Security-Policy']!;
    expect(csp).not.toMatch(/localhost:808[1-5]/);
    expect(csp).toMatch(/style-src 'self' 'sha256-/);
  });
});

/** GET of a raw path, not normalised by a URL parser on the way (`..` and `%2e%2e` reach the server as written). */
function rawGet(base: string, rawPath: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe("the shell's server (`release serve`, and `--preview`, which runs the same one)", () => {
  const servers: http.Server[] = [];
  const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-shell-dist-'));
  fs.writeFileSync(path.join(shellDist, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(shellDist, 'main.js'), '/* shell */');
  /** The shell's server for a channel, with the options `serve` gives it that matter here. */
  async function shellOf(channel: string): Promise<string> {
    const server = createShellServer(channel, {
      mounts: [
        { prefix: '/manifests/', dir: manifestsDir(channel) },
        { prefix: '/', dir: shellDist },
      ],
      spaFallback: path.join(shellDist, 'index.html'),
      securityHeaders: { 'Cross-Origin-Resource-Policy': 'same-origin', 'X-Frame-Options': 'DENY' },
      noStore: (p) => !/\.[0-9a-f]{10}\.(js|css)$/.test(p),
    });
    servers.push(server);
    return listenLocally(server);
  }
  afterAll(() => Promise.all(servers.map(closeServer)));

  it("answers a remote's files under the prefix with their type, the remote origins' caching and security headers", async () => {
    compose('same', OPTIONS);
    const base = await shellOf('same');
    const entry = await fetch(`${base}/_remotes/mf-home/1.0.0/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(await entry.text()).toBe('/* mf-home */');
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(entry.headers.get('cache-control')).toBe('no-store');
    const chunk = await fetch(`${base}/_remotes/mf-search/1.0.0/chunks/a.1234567890.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const css = await fetch(`${base}/_remotes/mf-home/1.0.0/chunks/home.1234567890.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const response of [entry, chunk, css]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      // Same origin: no CORS header is needed, and none is sent.
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
    // The shell's own files and pages are served as before.
    expect(await (await fetch(`${base}/main.js`)).text()).toBe('/* shell */');
    expect((await fetch(`${base}/us/`)).headers.get('content-type')).toMatch(/text\/html/);
  });

  it('refuses traversal out of a remote folder, other folders of the artifacts and a remote that is not one', async () => {
    const base = await shellOf('same');
    for (const rawPath of [
      '/_remotes/mf-home/../../channels/same.json',
      '/_remotes/mf-home/..%2f..%2fchannels%2fsame.json',
      '/_remotes/mf-home/%2e%2e/%2e%2e/channels/same.json',
      '/_remotes/mf-home/1.0.0/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/_remotes/channels/same.json',
      '/_remotes/manifests/same/en-US.json',
      '/_remotes/mf-home%2f..%2fchannels/same.json',
      '/_remotes/mf-nope/1.0.0/remoteEntry.js',
    ]) {
      const answer = await rawGet(base, rawPath);
      expect({ rawPath, status: answer.status, leaked: answer.body.includes('"channel"') || answer.body.includes('root:') }).toEqual({ rawPath, status: 404, leaked: false });
    }
  });

  it('lets release verify fetch every root-relative entry from the site it is given', async () => {
    compose('same', OPTIONS);
    const base = await shellOf('same');
    const report = await verify(new LocalStorage(store), 'same', { shellShared: SHARED, site: base });
    expect(report.problems).toEqual([]);
    expect(report.entries).toBe(REMOTE_NAMES.length * 2);
  });

  it('serves nothing under the prefix for a channel without the setting, and follows a switch without a restart', async () => {
    compose('own', OPTIONS);
    const base = await shellOf('own');
    expect((await fetch(`${base}/_remotes/mf-home/1.0.0/remoteEntry.js`)).status).toBe(404);
    writeChannelForTest({ ...readChannel('own'), sameOriginRemotes: { prefix: '/_r' } });
    expect((await fetch(`${base}/_r/mf-home/1.0.0/remoteEntry.js`)).status).toBe(200);
    const channel = readChannel('own');
    delete channel.sameOriginRemotes;
    writeChannelForTest(channel);
    expect((await fetch(`${base}/_r/mf-home/1.0.0/remoteEntry.js`)).status).toBe(404);
  });
});
