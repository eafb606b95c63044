import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

const ROOT = path.resolve(__dirname, '../../../..');

// The preset is ESM (webpack loads it natively); Node 20.19+ can require it.

const preset = require('../../webpack-preset.mjs') as typeof import('../../webpack-preset.mjs');

/** The installed packages a built file's source map names (`focus-trap`, `js-cookie`…). */
function packagesIn(file: string, context: string): Set<string> {
  // A chunk of generated code only has no map: a shared facade's chunk (its re-exports), whose
  // library is in the chunks it loads.
  if (!fs.existsSync(`${file}.map`)) {
    expect(fs.readFileSync(file, 'utf8')).not.toMatch(/node_modules/);
    return new Set();
  }
  const map = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
  // Sources are `webpack://<name>/<path from the build's context>`.
  const paths = map.sources.map((source) => path.resolve(context, source.replace(/^webpack:\/\/[^/]*\//, '')));
  return new Set(paths.flatMap((source) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path.relative(ROOT, source))?.[1] ?? []));
}

describe("the shell's page preloads", () => {
  // A shell whose start (a lazy chunk, like the bootstrap) uses js-cookie, and that provides
  // focus-trap-react for later, named by a weak import, as the real shell does. Inside the repository, so the
  // fixture resolves the installed packages.
  // node_modules/.cache is made by the tools that use it: it may not exist yet (jest before any build or lint).
  fs.mkdirSync(path.join(ROOT, 'node_modules/.cache'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(ROOT, 'node_modules/.cache/shell-preloads-'));
  let html = '';
  let main = '';

  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: 'shell-fixture', version: '1.0.0', dependencies: { 'focus-trap-react': '12.0.3', 'js-cookie': '3.0.8', react: '19.3.1' } }),
    );
    fs.writeFileSync(
      path.join(dir, 'src/index.ts'),
      "import('./start').catch(() => undefined);\nexport const focusTrapIfLoaded = () => import(/* webpackMode: \"weak\" */ 'focus-trap-react');\n",
    );
    fs.writeFileSync(path.join(dir, 'src/start.ts'), "import Cookies from 'js-cookie';\nexport const user = Cookies.get('PSUser');\n");
    fs.writeFileSync(path.join(dir, 'src/index.html'), '<!doctype html><html><head><title>shell</title></head><body></body></html>\n');
    fs.writeFileSync(path.join(dir, 'src/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
    const config = preset.shellConfig({ dir, providedOnDemand: ['focus-trap-react'] })({}, { mode: 'production' });
    config.cache = false;
    // Unminified: which chunks a page preloads does not depend on the minifier, most of the build's time (docs/decisions/test-suite-time.md).
    config.optimization = { ...config.optimization, minimize: false };
    await new Promise<void>((resolve, reject) =>
      webpack(config, (error, stats) => {
        if (error ?? stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
        else resolve();
      }),
    );
    html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
    main = fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
  }, 120_000);

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const preloaded = () => [...html.matchAll(/<link rel="?preload"? as="?script"? href="?\/([^" >]+)/g)].map((match) => path.join(dir, 'dist', match[1]!));

  it('preload what the start uses: its chunk and the shared js-cookie, from the provider', () => {
    const packages = preloaded().flatMap((file) => [...packagesIn(file, dir)]);
    expect(packages).toContain('js-cookie');
    expect(preloaded().some((file) => fs.readFileSync(file, 'utf8').includes('PSUser'))).toBe(true);
  });

  it("start from one chunk: the start's own code and the shared libraries it loads come in the same file", () => {
    const start = preloaded().filter((file) => fs.readFileSync(file, 'utf8').includes('PSUser'));
    expect(start.map((file) => path.basename(file))).toEqual([expect.stringMatching(/^startup\.[0-9a-f]+\.js$/)]);
    expect([...packagesIn(start[0]!, dir)]).toEqual(expect.arrayContaining(['js-cookie', 'react']));
  });

  it('provide focus-trap-react, named by a weak import, without preloading it or what it brings', () => {
    expect(main).toMatch(/"focus-trap-react",\s*"12\.0\.3"/);
    for (const file of preloaded()) {
      for (const name of ['focus-trap-react', 'focus-trap', 'tabbable']) expect(packagesIn(file, dir)).not.toContain(name);
    }
    // Built all the same, once, to be fetched when a remote's dialog first asks for it; React
    // and focus-trap come from the share scope, not inside it.
    const chunks = fs.readdirSync(path.join(dir, 'dist/chunks')).filter((file) => file.endsWith('.js'));
    const withFocusTrapReact = chunks.map((file) => packagesIn(path.join(dir, 'dist/chunks', file), dir)).filter((packages) => packages.has('focus-trap-react'));
    expect(withFocusTrapReact).toEqual([new Set(['focus-trap-react'])]);
  });

  it('builds for development too, where chunks are named by their module (a shared facade heads two chunks of one name)', async () => {
    const config = preset.shellConfig({ dir, providedOnDemand: ['focus-trap-react'] })({}, { mode: 'development' });
    config.cache = false;
    config.output = { ...config.output, path: path.join(dir, 'dist-development') };
    const errors = await new Promise<string>((resolve, reject) =>
      webpack(config, (error, stats) => (error ? reject(error) : resolve(stats?.hasErrors() ? stats.toString('errors-only') : ''))),
    );
    expect(errors).toBe('');
    expect(fs.readdirSync(path.join(dir, 'dist-development/chunks')).filter((file) => file.includes('federation_react-i18next')).length).toBeGreaterThan(0);
  }, 120_000);

  it('refuses to provide on demand a package that is not a shared singleton', () => {
    expect(() => preset.shellConfig({ dir, providedOnDemand: ['luxon'] })).toThrow(/"luxon" is not one of SHARED_SINGLETONS/);
  });
});
