import { ReleaseManifestSchema } from '@hourspace/contracts';
import * as v from 'valibot';
import { COHORT_COOKIE, inCanary } from '../canary';
import { readInlineManifest } from '../manifest';
import { createHealthReporter } from '../remote-health';
import { GOOD_MANIFEST } from './release-manifest';

const ENDPOINT = 'http://localhost:8120/v1/health/remote-loads';
const manifest = (extra: object = {}) => v.parse(ReleaseManifestSchema, { ...GOOD_MANIFEST, health: { endpoint: ENDPOINT }, ...extra });

describe('remote health reports', () => {
  it('posts each remote’s first outcome once, the page’s reports together, with no cookie and nothing about the visitor', () => {
    const send = jest.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve({ ok: true, status: 204 } as Response));
    const scheduled: Array<() => void> = [];
    const reporter = createHealthReporter(
      manifest({ remotes: { 'mf-home': GOOD_MANIFEST.remotes['mf-home'], 'mf-nav': { ...GOOD_MANIFEST.remotes['mf-home'], version: '2.0.0' } } }),
      send as typeof fetch,
      (flush) => scheduled.push(flush),
    );
    reporter.failed('mf-home', 'SHELL-005');
    reporter.mounted('mf-home');
    reporter.mounted('mf-nav');
    expect(send).not.toHaveBeenCalled();
    expect(scheduled).toHaveLength(1);
    scheduled[0]!();
    reporter.failed('mf-home', 'SHELL-004');
    reporter.flush();
    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0]!;
    expect(url).toBe(ENDPOINT);
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true });
    expect(JSON.parse(String(init?.body))).toEqual({
      reports: [
        { channel: 'local', locale: 'en-US', remote: 'mf-home', version: '1.0.0', outcome: 'failed', code: 'SHELL-005' },
        { channel: 'local', locale: 'en-US', remote: 'mf-nav', version: '2.0.0', outcome: 'mounted' },
      ],
    });
  });

  it('reports nothing without a health endpoint, for an overridden remote or one not in the manifest', () => {
    const send = jest.fn(() => Promise.resolve({ ok: true } as Response));
    const now = (flush: () => void) => flush();
    createHealthReporter(v.parse(ReleaseManifestSchema, GOOD_MANIFEST), send as unknown as typeof fetch, now).mounted('mf-home');
    const overridden = manifest({ remotes: { 'mf-home': { ...GOOD_MANIFEST.remotes['mf-home'], version: 'override' } } });
    createHealthReporter(overridden, send as unknown as typeof fetch, now).failed('mf-home', 'SHELL-004');
    const reporter = createHealthReporter(manifest(), send as unknown as typeof fetch, now);
    reporter.mounted('mf-nope');
    reporter.flush();
    expect(send).not.toHaveBeenCalled();
  });

  it('is refused by the manifest schema when the endpoint is not an API origin and the health path', () => {
    for (const endpoint of ['javascript:alert(1)', 'http://localhost:8120/elsewhere', `${ENDPOINT}?x=1`, 'not a url']) {
      expect(v.safeParse(ReleaseManifestSchema, { ...GOOD_MANIFEST, health: { endpoint } }).success).toBe(false);
    }
  });
});

describe('the manifest in the page, with a canary', () => {
  afterEach(() => {
    document.getElementById('hs-manifest')?.remove();
    document.cookie = `${COHORT_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('is resolved for this browser by its cohort cookie, the same on every read', () => {
    const canary = { version: '1.5.0', entry: 'http://localhost:8081/1.5.0/remoteEntry.js', integrity: 'sha384-y', apps: [], parcels: {}, percent: 50 };
    const node = document.createElement('script');
    node.type = 'application/json';
    node.id = 'hs-manifest';
    node.textContent = JSON.stringify({ ...GOOD_MANIFEST, remotes: { 'mf-home': { ...GOOD_MANIFEST.remotes['mf-home'], canary } } });
    document.body.append(node);
    const first = readInlineManifest('en-US');
    const id = /hs_cohort=([0-9a-f]{32})/.exec(document.cookie)?.[1];
    expect(id).toBeDefined();
    expect(first?.remotes['mf-home']?.version).toBe(inCanary(id!, 'mf-home', 50) ? '1.5.0' : '1.0.0');
    expect(first?.remotes['mf-home']).not.toHaveProperty('canary');
    expect(readInlineManifest('en-US')).toEqual(first);
  });
});
