import { applyOverrides, OVERRIDE_STORAGE_KEY, readOverrides } from '../overrides';
import { GOOD_MANIFEST } from './release-manifest';

describe('tester overrides', () => {
  beforeEach(() => window.localStorage.clear());

  it('pins one remote from the query and remembers it in this browser', () => {
    const overrides = readOverrides('?hs-override=mf-home@http://localhost:9081/remoteEntry.js', window.localStorage);
    expect(overrides).toEqual({ 'mf-home': 'http://localhost:9081/remoteEntry.js' });
    expect(readOverrides('', window.localStorage)).toEqual(overrides);
    const manifest = applyOverrides(GOOD_MANIFEST as never, overrides);
    expect(manifest.remotes['mf-home']).toEqual({ version: 'override', entry: 'http://localhost:9081/remoteEntry.js', apps: [], parcels: {} });
  });

  it('removes one override with an empty entry, and all with reset', () => {
    readOverrides('?hs-override=mf-home@http://a.test/e.js&hs-override=mf-nav@http://b.test/e.js', window.localStorage);
    expect(readOverrides('?hs-override=mf-home@', window.localStorage)).toEqual({ 'mf-nav': 'http://b.test/e.js' });
    expect(readOverrides('?hs-override=reset', window.localStorage)).toEqual({});
    expect(window.localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });

  it('ignores names that are not remotes, script URLs and corrupt storage', () => {
    window.localStorage.setItem(OVERRIDE_STORAGE_KEY, '{not json');
    expect(readOverrides('?hs-override=__proto__@http://x.test/e.js&hs-override=mf-home@javascript:alert(1)', window.localStorage)).toEqual({});
  });

  it('overrides only remotes the locale manifest has, keeping what their release declares', () => {
    const manifest = applyOverrides(GOOD_MANIFEST as never, { 'mf-evil': 'http://x.test/e.js' });
    expect(Object.keys(manifest.remotes)).toEqual(['mf-home']);
  });
});
