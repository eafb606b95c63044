import { firstScreenFiles, type ManifestForPages } from '../first-screen';

// Made-up remotes: the real list lives in packages/contracts/registry.json alone.

const manifest: ManifestForPages = {
  environment: { apiOrigin: 'http://localhost:8120', basicKey: 'k' },
  remotes: {
    'mf-top': {
      entry: 'http://localhost:8083/1/remoteEntry.js',
      apps: [
        { name: 'nav', expose: './lifecycles', slot: 'nav', always: true },
        { name: 'footer', expose: './footer', slot: 'footer', always: true },
      ],
    },
    'mf-front': { entry: 'http://localhost:8081/1/remoteEntry.js', apps: [{ name: 'home', expose: './lifecycles', slot: 'main', routes: [{ path: '/', page: 'home' }] }] },
    'mf-find': {
      entry: 'http://localhost:8084/1/remoteEntry.js',
      apps: [
        {
          name: 'search',
          expose: './lifecycles',
          slot: 'main',
          routes: [
            { path: '/s', page: 'results' },
            { path: '/space/:id/*', page: 'space' },
          ],
        },
        { name: 'search-modal', expose: './modal', slot: 'overlays' },
      ],
    },
  },
};
const containers = { 'mf-top': 'mf_top', 'mf-front': 'mf_front', 'mf-find': 'mf_find' };
const groups = {
  'mf_top-lifecycles': ['chunks/nav.1.js', 'chunks/shared.2.js'],
  'mf_top-footer': ['chunks/footer.7.js', 'chunks/shared.2.js'],
  'mf_front-lifecycles': ['chunks/home.3.js', 'chunks/shared.2.js', 'chunks/home.4.css'],
  'mf_find-lifecycles': ['chunks/search.5.js'],
  'mf_find-modal': ['chunks/modal.6.js'],
};

describe('firstScreenFiles', () => {
  it('gives the files of the always-active applications of the first screen and the route owner, each once (not the footer)', () => {
    expect(firstScreenFiles(manifest, '/us/', groups, containers)).toEqual(['chunks/nav.1.js', 'chunks/shared.2.js', 'chunks/home.3.js', 'chunks/home.4.css']);
  });
  it('resolves the route under the locale prefix, and leaves out on-demand applications', () => {
    expect(firstScreenFiles(manifest, '/us/space/12/a-loft', groups, containers)).toEqual(['chunks/nav.1.js', 'chunks/shared.2.js', 'chunks/search.5.js']);
  });
  it('gives only the always-active applications for a path no remote owns', () => {
    expect(firstScreenFiles(manifest, '/us/nowhere', groups, containers)).toEqual(['chunks/nav.1.js', 'chunks/shared.2.js']);
  });
});
