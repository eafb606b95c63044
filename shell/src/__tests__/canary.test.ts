import { ReleaseManifestSchema } from '@hourspace/contracts';
import * as v from 'valibot';
import { COHORT_COOKIE, cohortId, cohortPoint, inCanary, resolveCanaries } from '../canary';
import type { ReleaseManifest } from '../manifest';
import { GOOD_MANIFEST } from './release-manifest';

/** Ids as the browser makes them (32 hex digits), from a seeded generator so every run sees the same 200. */
function seededIds(count: number, seed = 42): string[] {
  let state = seed >>> 0;
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0).toString(16).padStart(8, '0');
  };
  return Array.from({ length: count }, () => next() + next() + next() + next());
}

function clearCookies(): void {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

const CANARY = { version: '1.5.0', entry: 'http://localhost:8081/1.5.0/remoteEntry.js', integrity: 'sha384-y', apps: [], parcels: {}, percent: 10 };
const withCanary = (percent: number): ReleaseManifest =>
  v.parse(ReleaseManifestSchema, { ...GOOD_MANIFEST, remotes: { 'mf-home': { ...GOOD_MANIFEST.remotes['mf-home'], canary: { ...CANARY, percent } } } });

describe('the cohort id', () => {
  beforeEach(clearCookies);

  it('is created once as a random 32-hex first-party cookie and read back on the next load', () => {
    const id = cohortId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(document.cookie).toContain(`${COHORT_COOKIE}=${id}`);
    expect(cohortId()).toBe(id);
    expect(cohortId(document, () => 'f'.repeat(32))).toBe(id);
  });

  it('replaces a malformed id, and is Secure on https', () => {
    const jar = { cookie: `${COHORT_COOKIE}=not-an-id; other=1`, location: { protocol: 'https:' } };
    expect(cohortId(jar, () => 'a'.repeat(32))).toBe('a'.repeat(32));
    expect(jar.cookie).toBe(`${COHORT_COOKIE}=${'a'.repeat(32)}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`);
  });
});

describe('the cohort split', () => {
  it('puts between 10 and 35 of 200 browsers in a 10 % canary', () => {
    const inside = seededIds(200).filter((id) => inCanary(id, 'mf-home', 10)).length;
    expect(inside).toBeGreaterThanOrEqual(10);
    expect(inside).toBeLessThanOrEqual(35);
  });

  it('is close to the percentage over many browsers, for every remote', () => {
    const ids = seededIds(20_000, 7);
    for (const remote of ['mf-home', 'remote-b', 'remote-c']) {
      const share = ids.filter((id) => inCanary(id, remote, 10)).length / ids.length;
      expect(share).toBeGreaterThan(0.09);
      expect(share).toBeLessThan(0.11);
    }
  });

  it('keeps a browser in the canary when the percentage grows, and is the same on every load', () => {
    const ids = seededIds(500, 3);
    const at10 = ids.filter((id) => inCanary(id, 'mf-home', 10));
    expect(at10.every((id) => inCanary(id, 'mf-home', 50))).toBe(true);
    expect(ids.map((id) => cohortPoint(id, 'mf-home'))).toEqual(ids.map((id) => cohortPoint(id, 'mf-home')));
  });

  it('does not make the same browsers the canary of every remote', () => {
    const ids = seededIds(1000, 5);
    const home = new Set(ids.filter((id) => inCanary(id, 'mf-home', 20)));
    const nav = ids.filter((id) => inCanary(id, 'mf-nav', 20));
    const both = nav.filter((id) => home.has(id)).length;
    // Independent 20 % draws overlap on about 4 %, not 20 %.
    expect(both / ids.length).toBeLessThan(0.08);
  });
});

describe('resolving the manifest', () => {
  const ids = seededIds(400, 11);
  const canaryId = ids.find((id) => inCanary(id, 'mf-home', 10))!;
  const stableId = ids.find((id) => !inCanary(id, 'mf-home', 10))!;

  it('gives a browser in the cohort the canary build, with no canary left in the manifest', () => {
    const { manifest, cohorts } = resolveCanaries(withCanary(10), () => canaryId);
    expect(manifest.remotes['mf-home']).toEqual({ version: '1.5.0', entry: CANARY.entry, integrity: 'sha384-y', apps: [], parcels: {} });
    expect(cohorts).toEqual({ 'mf-home': 'canary' });
  });

  it('gives the others the stable build', () => {
    const { manifest, cohorts } = resolveCanaries(withCanary(10), () => stableId);
    expect(manifest.remotes['mf-home']).toEqual(GOOD_MANIFEST.remotes['mf-home']);
    expect(cohorts).toEqual({ 'mf-home': 'stable' });
  });

  it('asks for no id (sets no cookie) when the manifest has no canary', () => {
    const id = jest.fn(() => canaryId);
    const { manifest } = resolveCanaries(v.parse(ReleaseManifestSchema, GOOD_MANIFEST), id);
    expect(id).not.toHaveBeenCalled();
    expect(manifest.remotes['mf-home']).toEqual(GOOD_MANIFEST.remotes['mf-home']);
  });

  it('is refused by the manifest schema outside 1–99 % or without an entry', () => {
    for (const percent of [0, 100, 12.5]) expect(() => withCanary(percent)).toThrow();
    const { entry: _entry, ...noEntry } = CANARY;
    expect(v.safeParse(ReleaseManifestSchema, { ...GOOD_MANIFEST, remotes: { 'mf-home': { ...GOOD_MANIFEST.remotes['mf-home'], canary: noEntry } } }).success).toBe(false);
  });
});
