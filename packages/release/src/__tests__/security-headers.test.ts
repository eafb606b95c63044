import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const store = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-release-headers-'));
process.env.HOURSPACE_ARTIFACTS = store;

import { originSecurityHeaders } from '@hourspace/contracts/security-headers';
import { declarationOf } from '@hourspace/contracts/registry';
import { compose, createChannel, createStaticServer, publish, readChannel } from '../index';
import { localEnvironment } from '../channel-environment';
import { headersFile } from '../channel-files';
import { REMOTE_NAMES } from '../paths';
import { shellPageHeadersFor } from '../serve';
import { channelTransportHeaders, STRICT_TRANSPORT_SECURITY, transportHeaders } from '../shell-headers';
import { fakeBuild, SHARED } from './fake-build';
import { closeServer, listenLocally } from './local-server';

const build = (content: string, remote: string): string => fakeBuild(content, declarationOf(remote));

const CDN = Object.fromEntries(REMOTE_NAMES.map((r) => [r, 'https://cdn.hourspace.test'])) as Record<string, string>;

/** The CSP as a map of directive → sources. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

afterAll(() => fs.rmSync(store, { recursive: true, force: true }));

describe('the shell page headers composed per channel and locale', () => {
  beforeAll(() => {
    const versions = Object.fromEntries(REMOTE_NAMES.map((r) => [r, publish(r, { version: '1.0.0', distDir: build(`${r}-1`, r) }).version]));
    createChannel('production', versions, CDN as never, {
      mode: 'production',
      apiOrigin: 'https://api.hourspace.test',
      basicKey: 'pk-live-test',
      analyticsEndpoint: 'https://api.hourspace.test/v1/analytics/track',
      payments: { publishableKey: 'pk_live_51Hourspace', jsUrl: 'https://js.stripe.com/v3/', filesUrl: 'https://files.stripe.com/v1/files' },
      facebook: { appId: '1234567890', sdkUrl: 'https://connect.facebook.net/en_US/sdk.js' },
      sdkOrigins: ['https://connect.facebook.net'],
    });
    createChannel('local', versions, undefined, localEnvironment());
  });

  it('writes a CSP beside each manifest that allows the remotes, the API and the SDK, and no inline script or eval', () => {
    const manifests = compose('production', { shellShared: SHARED });
    expect(manifests.every((m) => m.overrides === undefined)).toBe(true);
    const headers = JSON.parse(fs.readFileSync(headersFile('production', 'de-DE'), 'utf8')) as Record<string, string>;
    const csp = directives(headers['Content-Security-Policy']!);
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.hourspace.test', 'https://connect.facebook.net', 'https://js.stripe.com']);
    expect(csp['style-src']).toEqual(["'self'", 'https://cdn.hourspace.test']);
    // Stripe.js's page-side calls, and identity documents posted to the provider's file service.
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://api.hourspace.test',
      'https://cdn.hourspace.test',
      'https://connect.facebook.net',
      'https://js.stripe.com',
      'https://files.stripe.com',
    ]);
    // Only Stripe.js's card and 3-D Secure frames.
    expect(csp['frame-src']).toEqual(['https://js.stripe.com']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.hourspace.test', 'https://api.hourspace.test']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['report-uri']).toEqual(['https://api.hourspace.test/v1/csp-reports']);
    expect(headers['Reporting-Endpoints']).toBe('csp-endpoint="https://api.hourspace.test/v1/csp-reports"');
    expect(headers['Content-Security-Policy']).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it("names the map's tile source in the manifest and allows exactly its origin in the CSP", () => {
    const production = readChannel('production');
    const styleUrl = 'https://tiles.maps.test/styles/hourspace.json';
    createChannel('with-map', production.defaults, CDN as never, { ...production.environment, maps: { styleUrl } });
    const manifests = compose('with-map', { shellShared: SHARED });
    expect(manifests.every((m) => m.environment.maps?.styleUrl === styleUrl)).toBe(true);
    const csp = directives((JSON.parse(fs.readFileSync(headersFile('with-map', 'en-US'), 'utf8')) as Record<string, string>)['Content-Security-Policy']!);
    expect(csp['connect-src']).toContain('https://tiles.maps.test');
    expect(csp['img-src']).toContain('https://tiles.maps.test');
    expect(csp['script-src']).not.toContain('https://tiles.maps.test');
    expect(csp['worker-src']).not.toContain('https://tiles.maps.test');
    // The production channel names none: its CSP has no tile origin, its map draws the offline basemap.
    expect(fs.readFileSync(headersFile('production', 'en-US'), 'utf8')).not.toContain('tiles.maps.test');
  });

  it('carries the local channel override policy into the manifest and the CSP, and no other origin', () => {
    const [manifest] = compose('local', { shellShared: SHARED });
    const origins = REMOTE_NAMES.map((r) => new URL(manifest!.remotes[r]!.entry).origin);
    expect(manifest!.overrides).toEqual({ origins: expect.arrayContaining(origins), query: true });
    const csp = directives((JSON.parse(fs.readFileSync(headersFile('local', manifest!.locale), 'utf8')) as Record<string, string>)['Content-Security-Policy']!);
    expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", ...origins, 'http://localhost:8120', 'http://localhost:8130']));
    expect(csp['script-src']).not.toContain('http://localhost:9555');
    // The local processor serves Stripe.js, its card frame and the file service.
    expect(csp['frame-src']).toEqual(['http://localhost:8130']);
    expect(csp['connect-src']).toContain('http://localhost:8130');
  });

  it('refuses a channel whose environment names something that is not an origin', () => {
    const channel = readChannel('production');
    fs.writeFileSync(path.join(store, 'channels', 'bad.json'), JSON.stringify({ ...channel, channel: 'bad', environment: { overrideOrigins: ['https://qa.test/path'] } }));
    expect(() => compose('bad', { shellShared: SHARED })).toThrow(/environment is invalid/);
    expect(fs.existsSync(headersFile('bad', 'en-US'))).toBe(false);
  });

  it('gives the Google popup return page the opener policy that keeps it with its opener', () => {
    expect(shellPageHeadersFor('production', '/de/')['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(shellPageHeadersFor('production', '/google-callback')['Cross-Origin-Opener-Policy']).toBe('unsafe-none');
    expect(shellPageHeadersFor('production', '/de/')['Content-Security-Policy']).toBe(
      (JSON.parse(fs.readFileSync(headersFile('production', 'de-DE'), 'utf8')) as Record<string, string>)['Content-Security-Policy'],
    );
  });
});

describe('HSTS on an https deployment, by its channel', () => {
  let servers: http.Server[] = [];
  /** A static server set up as `release serve` sets up the shell's, for `channel`. */
  async function shellServerOf(channel: string): Promise<string> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-static-hsts-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    fs.writeFileSync(path.join(dir, 'main.js'), 'void 0;');
    const server = createStaticServer({
      mounts: [{ prefix: '/', dir }],
      spaFallback: path.join(dir, 'index.html'),
      noStore: () => true,
      securityHeaders: { ...originSecurityHeaders('shell'), ...channelTransportHeaders(readChannel(channel)) },
      pageHeaders: (urlPath) => shellPageHeadersFor(channel, urlPath),
    });
    servers.push(server);
    return listenLocally(server);
  }
  afterAll(async () => {
    await Promise.all(servers.map((server) => closeServer(server)));
    servers = [];
  });

  it('composes Strict-Transport-Security into every page header of a channel served over https, and none into a localhost one', () => {
    for (const manifest of compose('production', { shellShared: SHARED })) {
      const headers = JSON.parse(fs.readFileSync(headersFile('production', manifest.locale), 'utf8')) as Record<string, string>;
      expect({ locale: manifest.locale, hsts: headers['Strict-Transport-Security'] }).toEqual({ locale: manifest.locale, hsts: STRICT_TRANSPORT_SECURITY });
    }
    for (const manifest of compose('local', { shellShared: SHARED })) {
      const headers = JSON.parse(fs.readFileSync(headersFile('local', manifest.locale), 'utf8')) as Record<string, string>;
      expect(headers['Strict-Transport-Security']).toBeUndefined();
    }
    expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=63072000; includeSubDomains');
  });

  it('sends it with the page, every file and a 404 of an https channel, and never on http localhost', async () => {
    const production = await shellServerOf('production');
    const local = await shellServerOf('local');
    for (const where of ['/de/', '/main.js', '/missing.js']) {
      const secure = await fetch(`${production}${where}`);
      expect({ where, hsts: secure.headers.get('strict-transport-security') }).toEqual({ where, hsts: STRICT_TRANSPORT_SECURITY });
      // A request claiming https changes nothing: only the channel decides.
      const plain = await fetch(`${local}${where}`, { headers: { 'x-forwarded-proto': 'https' } });
      expect({ where, hsts: plain.headers.get('strict-transport-security') }).toEqual({ where, hsts: null });
    }
  });

  it('asks every origin of the deployment to be https', () => {
    expect(transportHeaders(['https://api.hourspace.test', 'https://cdn.hourspace.test'])).toEqual({ 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY });
    expect(transportHeaders(['https://api.hourspace.test', 'http://cdn.hourspace.test'])).toEqual({});
    expect(transportHeaders([])).toEqual({});
  });
});

describe('the static server sends each origin its headers', () => {
  let server: http.Server;
  let base: string;
  let policyFor: (urlPath: string) => Record<string, string>;
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-static-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    fs.writeFileSync(path.join(dir, 'main.js'), 'void 0;');
    policyFor = (urlPath) => {
      if (urlPath.startsWith('/xx/')) throw new Error('not composed');
      return { 'Content-Security-Policy': `default-src 'self'; frame-ancestors 'none'; x-path ${urlPath}` };
    };
    server = createStaticServer({
      mounts: [{ prefix: '/', dir }],
      spaFallback: path.join(dir, 'index.html'),
      noStore: () => true,
      securityHeaders: originSecurityHeaders('shell'),
      pageHeaders: (p) => policyFor(p),
    });
    base = await listenLocally(server);
  });
  afterAll(() => closeServer(server));

  it('sends the page policy of the path asked for with the page, and the origin headers with every file', async () => {
    const page = await fetch(`${base}/de/s/`);
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'; frame-ancestors 'none'; x-path /de/s/");
    const script = await fetch(`${base}/main.js`);
    expect(script.headers.get('content-security-policy')).toBeNull();
    for (const response of [page, script, await fetch(`${base}/missing.js`)]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    }
  });

  it('never serves a page without its policy', async () => {
    const response = await fetch(`${base}/xx/`);
    expect(response.status).toBe(503);
    expect(await response.text()).not.toMatch(/<title>/);
  });

  it('lets the remotes be loaded from another origin', () => {
    expect(originSecurityHeaders('remote-assets')['Cross-Origin-Resource-Policy']).toBe('cross-origin');
    expect(originSecurityHeaders('api')['Cross-Origin-Resource-Policy']).toBe('same-site');
  });
});
