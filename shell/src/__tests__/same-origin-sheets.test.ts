import type { ReleaseManifest } from '../manifest';
import { absoluteSheetHrefs } from '../remote-loader';
import { GOOD_MANIFEST } from './release-manifest';

const withEntry = (entry: string) => ({ ...GOOD_MANIFEST, remotes: { 'mf-home': { ...GOOD_MANIFEST.remotes['mf-home'], entry } } }) as unknown as ReleaseManifest;

describe("a page's stylesheets for remotes under the page's own origin", () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<style data-href="/_remotes/mf-home/1.0.0/chunks/home.css">.hero{}</style>' +
      '<link rel="stylesheet" href="/_remotes/mf-home/1.0.0/chunks/form.css">' +
      '<link rel="stylesheet" href="/main.css">' +
      '<style data-href="http://localhost:8082/1.0.0/chunks/nav.css">.nav{}</style>';
  });

  it("name their files by absolute URL, as the remote's CSS loader looks for them, and leave the shell's and other origins' sheets alone", () => {
    absoluteSheetHrefs(withEntry('/_remotes/mf-home/1.0.0/remoteEntry.js'));
    const hrefs = [...document.head.children].map((el) => el.getAttribute('data-href'));
    expect(hrefs).toEqual([
      `${window.location.origin}/_remotes/mf-home/1.0.0/chunks/home.css`,
      `${window.location.origin}/_remotes/mf-home/1.0.0/chunks/form.css`,
      null,
      'http://localhost:8082/1.0.0/chunks/nav.css',
    ]);
  });

  it('change nothing when every remote has its own origin', () => {
    const before = document.head.innerHTML;
    absoluteSheetHrefs(withEntry('http://localhost:8081/1.0.0/remoteEntry.js'));
    expect(document.head.innerHTML).toBe(before);
  });
});

describe("a same-origin remote's entry", () => {
  it('is loaded with its integrity and crossorigin under the absolute URL the Module Federation runtime asks for', () => {
    jest.isolateModules(() => {
      const plugins: Array<{ name: string; createScript?: (args: { url: string }) => HTMLScriptElement | undefined }> = [];
      const registered: Array<{ name: string; entry: string }> = [];
      jest.doMock('@module-federation/enhanced/runtime', () => ({
        loadRemote: jest.fn(),
        registerPlugins: (list: typeof plugins) => plugins.push(...list),
        registerRemotes: (list: typeof registered) => registered.push(...list),
      }));
      const loader = require('../remote-loader') as typeof import('../remote-loader');
      loader.registerManifest(withEntry('/_remotes/mf-home/1.0.0/remoteEntry.js'));
      const integrity = plugins.find((plugin) => plugin.name === 'hourspace-entry-integrity')!;
      expect(registered[0]!.entry).toBe('/_remotes/mf-home/1.0.0/remoteEntry.js');
      // What the runtime asks for: the entry made absolute on the page's origin (runtime-core registerRemote).
      const script = integrity.createScript!({ url: `${window.location.origin}/_remotes/mf-home/1.0.0/remoteEntry.js` })!;
      expect({ integrity: script.integrity, crossOrigin: script.crossOrigin }).toEqual({ integrity: 'sha384-x', crossOrigin: 'anonymous' });
      expect(integrity.createScript!({ url: '/_remotes/mf-home/1.0.0/remoteEntry.js' })!.integrity).toBe('sha384-x');
      jest.dontMock('@module-federation/enhanced/runtime');
    });
  });
});
