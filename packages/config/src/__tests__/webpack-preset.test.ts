import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');

// The preset is ESM (webpack loads it natively); Node 20.19+ can require it.

const preset = require('../../webpack-preset.mjs') as typeof import('../../webpack-preset.mjs');

describe('the webpack preset', () => {
  const withRegistry = (edit: (registry: ReturnType<typeof preset.readRegistry>) => void, run: () => unknown) => {
    const registry = preset.readRegistry();
    edit(registry);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'registry-')), 'registry.json');
    fs.writeFileSync(file, JSON.stringify(registry));
    process.env.HOURSPACE_REGISTRY = file;
    try {
      return run();
    } finally {
      delete process.env.HOURSPACE_REGISTRY;
    }
  };

  it('refuses a remote with no registry entry, saying where to add it', () => {
    expect(() =>
      withRegistry(
        (r) => delete r.remotes['mf-home'],
        () => preset.remoteConfig({ dir: path.join(ROOT, 'mf-home') }),
      ),
    ).toThrow(/"mf-home" has no entry in packages\/contracts\/registry\.json/);
  });

  it('refuses a container name that is not a JS identifier, saying which field', () => {
    expect(() =>
      withRegistry(
        (r) => (r.remotes['mf-home']!.container = 'mf-home'),
        () => preset.remoteConfig({ dir: path.join(ROOT, 'mf-home') }),
      ),
    ).toThrow(/"container" must look like "mf_home"/);
  });

  it('refuses an expose that points at a missing file', () => {
    expect(() =>
      withRegistry(
        (r) => (r.remotes['mf-home']!.exposes['./x'] = './src/nope.tsx'),
        () => preset.remoteConfig({ dir: path.join(ROOT, 'mf-home') }),
      ),
    ).toThrow(/expose "\.\/x" points at \.\/src\/nope\.tsx, which does not exist/);
  });

  it('refuses a missing option with its name', () => {
    expect(() => preset.shellConfig({} as never)).toThrow(/option "dir" is required/);
  });

  it('reads shared singleton versions from the installed packages, not by hand', () => {
    const shared = preset.sharedSingletons(path.join(ROOT, 'mf-nav'));
    const react = require(path.join(ROOT, 'node_modules/react/package.json')) as { version: string };
    expect(shared.react).toEqual(expect.objectContaining({ singleton: true, version: react.version, requiredVersion: `^${react.version}` }));
    expect(shared['react-dom/client']).toBeDefined();
    expect(shared['@hourspace/bus']).toEqual(expect.objectContaining({ singleton: true }));
  });

  it('shares the libraries a remote reaches through a workspace package at their installed version (ky has no ./package.json export)', () => {
    const shared = preset.sharedSingletons(path.join(ROOT, 'mf-home'));
    const home = require(path.join(ROOT, 'mf-home/package.json')) as { dependencies: Record<string, string> };
    expect(home.dependencies.ky).toBeUndefined();
    const ky = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/ky/package.json'), 'utf8')) as { version: string };
    expect(shared.ky).toEqual(expect.objectContaining({ singleton: true, version: ky.version, requiredVersion: `^${ky.version}` }));
    for (const name of ['single-spa-react', 'focus-trap-react', 'focus-trap', 'tabbable', 'js-cookie']) expect(shared[name]).toEqual(expect.objectContaining({ singleton: true }));
  });

  it('builds a remote config with loaded-first sharing, a manifest and no type generation', () => {
    const config = preset.remoteConfig({ dir: path.join(ROOT, 'mf-home') })({}, { mode: 'production' }) as import('webpack').Configuration;
    const mf = config.plugins?.find((p) => p?.constructor?.name === 'ModuleFederationPlugin') as unknown as { _options: Record<string, unknown> };
    expect(mf._options).toEqual(expect.objectContaining({ shareStrategy: 'loaded-first', manifest: true, dts: false, filename: 'remoteEntry.js' }));
    expect(config.output?.publicPath).toBe('auto');
    expect(config.output?.filename).toBe('[name].js');
    expect(mf._options).toEqual(expect.objectContaining({ name: 'mf_home', exposes: preset.readRegistry().remotes['mf-home']!.exposes }));
    expect(config.plugins?.some((p) => p?.constructor?.name === 'RemoteDeclarationPlugin')).toBe(true);
  });

  it('shares the api-client and @hourspace/i18n by content: not singletons, at a version only the same source has, named alike by the shell and the remotes', () => {
    expect(preset.SHARED_BY_CONTENT).toEqual(['@hourspace/api-client', '@hourspace/i18n']);
    for (const name of preset.SHARED_BY_CONTENT) {
      const shell = preset.sharedByContent(path.join(ROOT, 'shell'))[name];
      expect(shell).toEqual({ singleton: false, version: expect.stringMatching(/^0\.1\.0-c[0-9a-f]{16}$/), requiredVersion: shell?.version, strictVersion: true });
      for (const remote of Object.keys(preset.readRegistry().remotes)) {
        expect(preset.sharedByContent(path.join(ROOT, remote))[name]).toEqual(shell);
      }
      const config = preset.remoteConfig({ dir: path.join(ROOT, 'mf-home') })({}, { mode: 'production' }) as import('webpack').Configuration;
      const mf = config.plugins?.find((p) => p?.constructor?.name === 'ModuleFederationPlugin') as unknown as { _options: { shared: Record<string, unknown> } };
      expect(mf._options.shared[name]).toEqual(shell);
    }
  });

  it('gives a workspace package a new content version when its files or a workspace dependency of it change, not when a test does', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-version-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write('a/package.json', JSON.stringify({ name: '@hourspace/a', version: '0.1.0', dependencies: { '@hourspace/b': '*', ky: '1.0.0' } }));
    write('a/src/index.ts', 'export const a = 1;');
    write('b/package.json', JSON.stringify({ name: '@hourspace/b', version: '1.0.0' }));
    write('b/src/index.ts', 'export const b = 1;');
    fs.mkdirSync(path.join(root, 'node_modules/@hourspace'), { recursive: true });
    fs.symlinkSync(path.join(root, 'b'), path.join(root, 'node_modules/@hourspace/b'));
    try {
      const first = preset.contentVersion(path.join(root, 'a'));
      expect(first).toMatch(/^0\.1\.0-c[0-9a-f]{16}$/);
      expect(preset.contentVersion(path.join(root, 'a'))).toBe(first);
      write('a/src/__tests__/index.test.ts', 'it("runs", () => {});');
      expect(preset.contentVersion(path.join(root, 'a'))).toBe(first);
      write('b/src/index.ts', 'export const b = 2;');
      const second = preset.contentVersion(path.join(root, 'a'));
      expect(second).not.toBe(first);
      write('a/src/index.ts', 'export const a = 2;');
      expect(preset.contentVersion(path.join(root, 'a'))).not.toBe(second);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('builds the shell with one federation runtime: the plugin that provides it to remotes in its ES module build, as the shell imports it', () => {
    const aliases = preset.externalRuntimeAsEsm();
    const [[commonJs, esm]] = Object.entries(aliases) as [[string, string]];
    expect(commonJs).toMatch(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/);
    expect(esm).toMatch(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.js$/);
    expect(fs.readFileSync(esm, 'utf8')).toMatch(/^import \* as \w+ from "@module-federation\/runtime-tools\/runtime-core";/m);
    const config = preset.shellConfig({ dir: path.join(ROOT, 'shell') })({}, { mode: 'production' }) as import('webpack').Configuration;
    expect(config.resolve?.alias).toEqual(expect.objectContaining(aliases));
  });

  it("gives production remotes the shell's federation bundler runtime, keeping their own container init", () => {
    const { bundler, initContainerEntry } = preset.BundlerRuntimeFromShell.files();
    expect(bundler).toMatch(/webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/);
    // The federation plugin's entry imports exactly this file.
    expect(fs.readFileSync(bundler, 'utf8')).toMatch(/export \{[^}]*federation as default/);
    expect(fs.readFileSync(initContainerEntry, 'utf8')).toMatch(/function initContainerEntry\(/);
    const remote = (mode: string) => preset.remoteConfig({ dir: path.join(ROOT, 'mf-nav') })({}, { mode }) as import('webpack').Configuration;
    const aliases = remote('production').resolve?.alias as Record<string, string>;
    expect(aliases[bundler]).toBe(preset.BundlerRuntimeFromShell.SHIM);
    expect(aliases['hourspace-federation-init-container-entry$']).toBe(initContainerEntry);
    // A development remote runs standalone, with a runtime of its own.
    expect((remote('development').resolve?.alias as Record<string, string> | undefined)?.[bundler]).toBeUndefined();
    const shell = preset.shellConfig({ dir: path.join(ROOT, 'shell') })({}, { mode: 'production' }) as import('webpack').Configuration;
    expect(shell.entry).toEqual({ main: [preset.BundlerRuntimeFromShell.PROVIDER, './src/index.ts'] });
    expect(shell.resolve?.alias).toEqual(expect.objectContaining({ 'hourspace-federation-bundler-runtime$': bundler }));
    // The shim copies every function but the container init from the shell, and makes the objects a container writes to.
    const shim = fs.readFileSync(preset.BundlerRuntimeFromShell.SHIM, 'utf8');
    expect(shim).toContain('{ ...shell.bundlerRuntime, initContainerEntry, S: {} }');
    expect(shim).toContain("import * as runtime from '@module-federation/runtime';");
  });

  it('adds a Node build of the first screen after the browser build, with the same class names and defines', () => {
    const configs = preset.remoteConfig({ dir: path.join(ROOT, 'mf-home'), server: './src/server/first-screen.tsx' })(
      {},
      { mode: 'production' },
    ) as import('webpack').Configuration[];
    expect(configs.map((c) => c.name)).toEqual(['browser', 'server']);
    const [browser, server] = configs as [import('webpack').Configuration, import('webpack').Configuration];
    expect(server.dependencies).toEqual(['browser']);
    expect(server.target).toBe('node20');
    expect(server.output?.path).toBe(path.join(String(browser.output?.path), preset.SERVER_BUILD_DIR));
    expect(server.output?.library).toEqual({ type: 'commonjs2' });
    // The browser build's clean keeps the server build's folder.
    const keep = (browser.output?.clean as { keep: (file: string) => boolean }).keep;
    expect(keep('server/first-screen.cjs')).toBe(true);
    expect(keep('chunks/a.js')).toBe(false);
    const cssModules = (rules: unknown) =>
      (rules as Array<{ test?: RegExp; use?: Array<{ loader?: string; options?: { modules?: Record<string, unknown> } } | string> }>).find(
        (r) => String(r.test) === String(/\.module\.css$/),
      );
    const browserModules = cssModules(browser.module?.rules)!.use!.find((u) => typeof u === 'object' && u.loader === 'css-loader') as {
      options: { modules: Record<string, unknown> };
    };
    const serverModules = cssModules(server.module?.rules)!.use!.find((u) => typeof u === 'object' && u.loader === 'css-loader') as {
      options: { modules: Record<string, unknown> };
    };
    expect(serverModules.options.modules).toEqual({ ...browserModules.options.modules, exportOnlyLocals: true });
    // No Module Federation in Node; the same __HOURSPACE_BUILD__.
    expect(server.plugins?.some((p) => p?.constructor?.name === 'ModuleFederationPlugin')).toBe(false);
    const defines = (c: import('webpack').Configuration) => (c.plugins?.find((p) => p?.constructor?.name === 'DefinePlugin') as unknown as { definitions: unknown }).definitions;
    expect(defines(server)).toEqual(defines(browser));
  });

  it("writes a remote's own declaration into its browser and server code, and its jest tests get the same; no remote's code bundles the whole registry", () => {
    const registry = preset.readRegistry();
    const allDefines = (c: import('webpack').Configuration) =>
      Object.assign(
        {},
        ...(c.plugins ?? []).filter((p) => p?.constructor?.name === 'DefinePlugin').map((p) => (p as unknown as { definitions: Record<string, unknown> }).definitions),
      );
    const configs = preset.remoteConfig({ dir: path.join(ROOT, 'mf-home'), server: './src/server/first-screen.tsx' })(
      {},
      { mode: 'production' },
    ) as import('webpack').Configuration[];
    const own = { apps: registry.remotes['mf-home']!.apps, parcels: registry.remotes['mf-home']!.parcels ?? {} };
    for (const config of configs) expect(JSON.parse(String(allDefines(config).__HOURSPACE_DECLARATION__))).toEqual(own);
    const search = preset.remoteConfig({ dir: path.join(ROOT, 'mf-search') })({}, { mode: 'development' }) as import('webpack').Configuration;
    expect(JSON.parse(String(allDefines(search).__HOURSPACE_DECLARATION__)).parcels).toEqual(registry.remotes['mf-search']!.parcels);
    const jestPreset = require('../../jest-preset.cjs') as (options: { displayName: string }) => { globals: Record<string, unknown> };
    expect(jestPreset({ displayName: 'mf-home' }).globals.__HOURSPACE_DECLARATION__).toEqual(own);
    expect(jestPreset({ displayName: 'shell' }).globals).toEqual({});
    // The registry module (every remote's entry, checked with valibot as it loads) stays out of the browser builds of the remotes.
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== '__tests__' && entry.name !== 'testing') walk(file);
        } else if (/\.tsx?$/.test(entry.name) && /from '@hourspace\/contracts\/registry'/.test(fs.readFileSync(file, 'utf8'))) {
          offenders.push(path.relative(ROOT, file));
        }
      }
    };
    for (const remote of Object.keys(registry.remotes)) walk(path.join(ROOT, remote, 'src'));
    expect(offenders).toEqual([]);
  });

  it('refuses a server module that does not exist', () => {
    expect(() => preset.remoteConfig({ dir: path.join(ROOT, 'mf-home'), server: './src/server/nope.tsx' })).toThrow(
      /option "server" of mf-home points at \.\/src\/server\/nope\.tsx/,
    );
  });

  it("shares single-spa, so a remote navigates with the shell's instance", () => {
    expect(preset.sharedSingletons(path.join(ROOT, 'mf-search'))['single-spa']).toEqual(expect.objectContaining({ singleton: true }));
  });
});
