import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import webpack from 'webpack';

// The preset is ESM (webpack loads it natively); Node 20.19+ can require it.
const preset = require('../../webpack-preset.mjs') as typeof import('../../webpack-preset.mjs');

/** Bundles an entry that calls the federation runtime's `satisfy`, with or without the plugin, and runs it. */
async function bundleAndRun(withPlugin: boolean): Promise<{ answers: boolean[]; modules: string[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'semver-memo-'));
  fs.writeFileSync(
    path.join(dir, 'entry.mjs'),
    `import { satisfy } from '@module-federation/runtime-core';
globalThis.answers = [satisfy('19.3.1', '^19.3.1'), satisfy('19.3.1', '^19.3.1'), satisfy('18.2.0', '^19.3.1'), satisfy('19.4.0-rc.1', '^19.3.1'), satisfy('2.9.2', '>=2.0.0 <3'), satisfy('0.1.0-c3fce079a2aa07b3c', '0.1.0-c3fce079a2aa07b3c'), satisfy('0.1.0-c3fce079a2aa07b3c', '0.1.0-c0000000000000000')];`,
  );
  const compiler = webpack({
    mode: 'production',
    target: 'node',
    context: dir,
    entry: './entry.mjs',
    output: { path: path.join(dir, 'dist'), filename: 'out.js' },
    resolve: { modules: [path.resolve(__dirname, '../../../../node_modules')] },
    optimization: { minimize: false },
    plugins: withPlugin ? [new preset.FederationSemverMemoPlugin()] : [],
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))));
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  const context: { answers?: boolean[] } = {};
  vm.runInNewContext(fs.readFileSync(path.join(dir, 'dist', 'out.js'), 'utf8'), { globalThis: context, console });
  const modules = (stats.toJson({ modules: true }).modules ?? []).flatMap((m) => [m.name ?? '', ...(m.modules ?? []).map((inner) => inner.name ?? '')]);
  return { answers: context.answers ?? [], modules: [...new Set(modules)] };
}

describe("the federation runtime's semver, memoised", () => {
  it("answers as the runtime's own function does, which the memo wraps", async () => {
    const [plain, memo] = await Promise.all([bundleAndRun(false), bundleAndRun(true)]);
    // The runtime's rules, not npm's (it lets a prerelease of a later minor through).
    // The last two are the content versions of shared workspace packages (sharedByContent): exact match only.
    expect(plain.answers).toEqual([true, true, false, true, true, true, false]);
    expect(memo.answers).toEqual(plain.answers);
    expect(memo.modules.some((name) => name.includes('semver-memo.mjs'))).toBe(true);
    expect(plain.modules.some((name) => name.includes('semver-memo.mjs'))).toBe(false);
    // The original is still bundled, once, behind the memo.
    expect(memo.modules.filter((name) => /runtime-core[\\/]dist[\\/]utils[\\/]semver[\\/]index\.js/.test(name))).toHaveLength(1);
  }, 60_000);
});
