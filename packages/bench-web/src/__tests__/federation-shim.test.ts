import { exposedModules, federationShimSource } from '../federation-shim';

const registry = {
  remotes: {
    'mf-home': { container: 'mf_home', exposes: { './lifecycles': './src/exposed/lifecycles.tsx' } },
    'mf-search': { container: 'mf_search', exposes: { './lifecycles': './src/exposed/lifecycles.tsx', './hero-search': './src/exposed/hero-search.tsx' } },
  },
};

describe('exposedModules', () => {
  it('lists every exposed module with the id the shell asks for and its file', () => {
    expect(exposedModules(registry, '/repo')).toEqual([
      { id: 'mf_home/lifecycles', file: '/repo/mf-home/src/exposed/lifecycles.tsx', chunk: 'mf_home-lifecycles' },
      { id: 'mf_search/lifecycles', file: '/repo/mf-search/src/exposed/lifecycles.tsx', chunk: 'mf_search-lifecycles' },
      { id: 'mf_search/hero-search', file: '/repo/mf-search/src/exposed/hero-search.tsx', chunk: 'mf_search-hero-search' },
    ]);
  });
});

describe('federationShimSource', () => {
  const modules = exposedModules(registry, '/repo');

  it('lazy: one named dynamic import per exposed module, and the runtime calls the shell makes', () => {
    const source = federationShimSource(modules, 'lazy');
    expect(source).toContain('"mf_home/lifecycles": () => import(/* webpackChunkName: "mf_home-lifecycles" */ "/repo/mf-home/src/exposed/lifecycles.tsx"),');
    expect(source).not.toMatch(/^import /m);
    expect(source).toMatch(/export function registerPlugins\(\)/);
    expect(source).toMatch(/export function registerRemotes\(\)/);
    expect(source).toMatch(/export async function loadRemote\(id\)/);
  });

  it('static: every exposed module imported into the main chunk', () => {
    const source = federationShimSource(modules, 'static');
    expect(source).toContain('import * as exposed2 from "/repo/mf-search/src/exposed/hero-search.tsx";');
    expect(source).toContain('"mf_search/hero-search": () => Promise.resolve(exposed2),');
    expect(source).not.toContain('import(');
  });

  it('answers the shell’s loadRemote from the map, and refuses an id it does not have', async () => {
    const source = federationShimSource(modules, 'lazy').replace(/import\(\/\*[^*]*\*\/ ("[^"]+")\)/g, 'Promise.resolve({ file: $1 })');
    // The module's body as a function (its exports become the returned object).
    const shim = new Function(`${source.replace(/^export /gm, '')}\nreturn { loadRemote };`)() as { loadRemote: (id: string) => Promise<unknown> };
    await expect(shim.loadRemote('mf_search/hero-search')).resolves.toEqual({ file: '/repo/mf-search/src/exposed/hero-search.tsx' });
    await expect(shim.loadRemote('mf_nav/lifecycles')).rejects.toThrow('mf_nav/lifecycles is not in the monolithic build');
  });
});
