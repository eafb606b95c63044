import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');

// The preset is ESM (webpack loads it natively); Node 20.19+ can require it.
 
const preset = require('../../webpack-preset.mjs') as typeof import('../../webpack-preset.mjs');

describe('the webpack preset', () => {
  it('refuses a remote name that is not a JS identifier, saying which option', () => {
    expect(() => preset.remoteConfig({ dir: path.join(ROOT, 'mf-home'), name: 'mf-home', port: 8081, exposes: {} })).toThrow(/option "name" must look like "mf_home"/);
  });

  it('refuses an expose that points at a missing file', () => {
    expect(() => preset.remoteConfig({ dir: path.join(ROOT, 'mf-home'), name: 'mf_home', port: 8081, exposes: { './x': './src/nope.tsx' } })).toThrow(/expose "\.\/x" points at \.\/src\/nope\.tsx, which does not exist/);
  });

  it('refuses a missing option with its name', () => {
    expect(() => preset.shellConfig({ dir: path.join(ROOT, 'shell') } as never)).toThrow(/option "port" is required/);
  });

  it('reads shared singleton versions from the installed packages, not by hand', () => {
    const shared = preset.sharedSingletons(path.join(ROOT, 'mf-nav'));
    const react = require(path.join(ROOT, 'node_modules/react/package.json')) as { version: string };
    expect(shared.react).toEqual(expect.objectContaining({ singleton: true, version: react.version, requiredVersion: `^${react.version}` }));
    expect(shared['react-dom/client']).toBeDefined();
    expect(shared['@hourspace/bus']).toEqual(expect.objectContaining({ singleton: true }));
  });

  it('builds a remote config with loaded-first sharing, a manifest and no type generation', () => {
    const config = preset.remoteConfig({ dir: path.join(ROOT, 'mf-home'), name: 'mf_home', port: 8081, exposes: { './lifecycles': './src/exposed/lifecycles.tsx' } })({}, { mode: 'production' });
    const mf = config.plugins?.find((p) => p?.constructor?.name === 'ModuleFederationPlugin') as unknown as { _options: Record<string, unknown> };
    expect(mf._options).toEqual(expect.objectContaining({ shareStrategy: 'loaded-first', manifest: true, dts: false, filename: 'remoteEntry.js' }));
    expect(config.output?.publicPath).toBe('auto');
    expect(config.output?.filename).toBe('[name].js');
  });
});
