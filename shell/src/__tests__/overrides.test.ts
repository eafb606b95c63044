import { ReleaseManifestSchema } from '@hourspace/contracts';
import * as v from 'valibot';
import { applyOverrides, clearOverrides, isAllowedEntry, OVERRIDE_STORAGE_KEY, readOverrides, withoutOverrideQuery } from '../overrides';
import { GOOD_MANIFEST } from './release-manifest';

const DEV = { origins: ['http://localhost:8081', 'http://localhost:8083'], query: true };
const PRODUCTION = { origins: ['https://qa-cdn.hourspace.test'], query: false };
const stored = () => window.localStorage.getItem(OVERRIDE_STORAGE_KEY);

describe('tester overrides', () => {
  beforeEach(() => window.localStorage.clear());

  it('pins one remote from the query and remembers it in this browser', () => {
    const overrides = readOverrides('?hs-override=mf-home@http://localhost:8081/2.0.0/remoteEntry.js', window.localStorage, DEV);
    expect(overrides).toEqual({ 'mf-home': 'http://localhost:8081/2.0.0/remoteEntry.js' });
    expect(readOverrides('', window.localStorage, DEV)).toEqual(overrides);
    const manifest = applyOverrides(GOOD_MANIFEST as never, overrides);
    expect(manifest.remotes['mf-home']).toEqual({ version: 'override', entry: 'http://localhost:8081/2.0.0/remoteEntry.js', apps: [], parcels: {} });
  });

  it('refuses an entry from an origin the channel does not allow, and stores nothing', () => {
    expect(readOverrides('?hs-override=mf-nav@http://localhost:9555/remoteEntry.js', window.localStorage, DEV)).toEqual({});
    expect(stored()).toBeNull();
    // Same host, other port; the allowed origin as a path or a user-info trick: all foreign.
    for (const entry of [
      'http://localhost:8082/e.js',
      'http://localhost:8081.evil.test/e.js',
      'http://evil.test/http://localhost:8081/e.js',
      'http://localhost:8081@evil.test/e.js',
    ]) {
      expect(readOverrides(`?hs-override=mf-nav@${encodeURIComponent(entry)}`, window.localStorage, DEV)).toEqual({});
    }
    expect(stored()).toBeNull();
  });

  it('never reads the query where the channel has not turned it on (production)', () => {
    expect(readOverrides('?hs-override=mf-home@https://qa-cdn.hourspace.test/e.js', window.localStorage, PRODUCTION)).toEqual({});
    expect(stored()).toBeNull();
    // A tester can still set an allowed override in their own storage (devtools), and it applies.
    window.localStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify({ 'mf-home': 'https://qa-cdn.hourspace.test/e.js' }));
    expect(readOverrides('?hs-override=reset', window.localStorage, PRODUCTION)).toEqual({ 'mf-home': 'https://qa-cdn.hourspace.test/e.js' });
  });

  it('allows nothing when the manifest carries no policy', () => {
    window.localStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify({ 'mf-home': 'http://localhost:8081/e.js' }));
    expect(readOverrides('?hs-override=mf-home@http://localhost:8081/e.js', window.localStorage)).toEqual({});
    expect(stored()).toBeNull();
  });

  it('drops a stored override the channel no longer allows, keeping the others', () => {
    window.localStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify({ 'mf-home': 'http://localhost:8081/e.js', 'mf-nav': 'http://localhost:9555/e.js' }));
    expect(readOverrides('', window.localStorage, DEV)).toEqual({ 'mf-home': 'http://localhost:8081/e.js' });
    expect(JSON.parse(stored()!)).toEqual({ 'mf-home': 'http://localhost:8081/e.js' });
  });

  it('removes one override with an empty entry, and all with reset', () => {
    readOverrides('?hs-override=mf-home@http://localhost:8081/e.js&hs-override=mf-nav@http://localhost:8083/e.js', window.localStorage, DEV);
    expect(readOverrides('?hs-override=mf-home@', window.localStorage, DEV)).toEqual({ 'mf-nav': 'http://localhost:8083/e.js' });
    expect(readOverrides('?hs-override=reset', window.localStorage, DEV)).toEqual({});
    expect(stored()).toBeNull();
  });

  it('ignores names that are not remotes, script URLs and corrupt storage', () => {
    window.localStorage.setItem(OVERRIDE_STORAGE_KEY, '{not json');
    expect(readOverrides('?hs-override=__proto__@http://localhost:8081/e.js&hs-override=mf-home@javascript:alert(1)', window.localStorage, DEV)).toEqual({});
    expect(stored()).toBeNull();
    expect(isAllowedEntry('javascript://localhost:8081/%0aalert(1)', { origins: ['http://localhost:8081'], query: true })).toBe(false);
  });

  it('resets with one call and reloads without the query instructions', () => {
    readOverrides('?hs-override=mf-home@http://localhost:8081/e.js', window.localStorage, DEV);
    clearOverrides(window.localStorage);
    expect(stored()).toBeNull();
    expect(withoutOverrideQuery('http://localhost:8080/us/s/?q=x&hs-override=mf-home@http://localhost:8081/e.js#a=login')).toBe('http://localhost:8080/us/s/?q=x#a=login');
  });

  it('overrides only remotes the locale manifest has, keeping what their release declares', () => {
    const manifest = applyOverrides(GOOD_MANIFEST as never, { 'mf-evil': 'http://x.test/e.js' });
    expect(Object.keys(manifest.remotes)).toEqual(['mf-home']);
  });
});

describe('the override policy in the manifest', () => {
  it('accepts origins only, not URLs with paths', () => {
    expect(v.is(ReleaseManifestSchema, { ...GOOD_MANIFEST, overrides: DEV })).toBe(true);
    expect(v.is(ReleaseManifestSchema, { ...GOOD_MANIFEST, overrides: { origins: ['http://localhost:8081/x/'], query: true } })).toBe(false);
    expect(v.is(ReleaseManifestSchema, { ...GOOD_MANIFEST, overrides: { origins: ['javascript:alert(1)'], query: true } })).toBe(false);
    expect(v.is(ReleaseManifestSchema, { ...GOOD_MANIFEST, overrides: { origins: ['*'], query: true } })).toBe(false);
  });
});
