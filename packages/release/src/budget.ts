import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterFirstScreen } from '@hourspace/contracts';
import { REMOTE_NAMES, REMOTES, REPO_ROOT } from './paths';
import { exposeAssets, messagesChunks } from './preloads';

/**
 * Size budgets in gzip bytes, checked on every `npm test` after the build. They are
 * ceilings that catch a regression (a library bundled twice, a lazy chunk made eager),
 * set a little above what the builds weigh today (tightened with the first-load work of
 * 27 November 2026); see docs/decisions/size-budgets.md.
 */
export const BUDGETS = {
  /** The shell's entry: router, manifest loader, and the federation runtime every remote uses. */
  shellEntry: 30_000,
  /** A remote's remoteEntry.js (the runtime and the bundler runtime come from the shell). */
  remoteEntry: 7_500,
  /** What one exposed module loads before it can mount, shared singletons not counted. */
  expose: 46_000,
  /**
   * The JavaScript a page asks for before its first screen can render: the
   * shell's main.js and the chunks its page preloads (the bootstrap, the shared libraries),
   * and for the route's application, the nav and the parcels the page's first screen mounts
   * (FIRST_SCREEN_PARCELS), its remote's entry, the expose's chunks and its English strings.
   * The footer and the auth modals' host are not counted: the shell activates them after the
   * page's first mount (`afterFirstScreen`); nor, on the home page, the nav and the hero's form,
   * whose markup a phone gets in the page and whose code comes after (rendered ahead:
   * `rendersAppAhead`, `rendersParcelAhead`; the `(wide screen)` row counts them). The target
   * is 200 KiB (docs/decisions/size-budgets.md).
   */
  firstLoad: 247_000,
  /**
   * The home page's first load on a phone has the target's own ceiling, 200 KiB: the nav and the
   * hero's form rendered ahead keep it there, and a change that brings their code back to the
   * first load, or adds 9 KB to it, fails the run.
   */
  firstLoadHome: 204_800,
  /**
   * The same page on a wide screen, where a parcel rendered ahead for phones (the hero's form)
   * drops its markup and mounts at once: its files count too.
   */
  firstLoadWide: 256_000,
  /** The stylesheets of the same first screen (the expose's extracted CSS), in a row of their own. */
  firstLoadCss: 16_000,
} as const;

/**
 * The parcels a page application's first screen mounts (the registry names the parcels and who
 * exposes them, not where they are placed): the home page's hero holds mf-search's search form.
 * Counted in that page's first-load row with their remote's entry, expose chunks and strings,
 * unless the remote's server build renders the parcel ahead (`renderParcel.parcels`): a phone
 * then gets its markup in the page and fetches its code after the load or on intent
 * (docs/decisions/parcel-markup-ahead.md), and the page gets a second row, `(wide screen)`,
 * which counts it, since a wide screen drops that markup and mounts the parcel at once.
 * `budget.test.ts` checks each name against the registry; the home page's e2e
 * (`server-markup.spec.ts`) sees the form in the hero's HTML and hydrated.
 */
export const FIRST_SCREEN_PARCELS: Readonly<Record<string, readonly string[]>> = {
  home: ['hero-search'],
};

/**
 * Libraries that must never be in a page's first load, each known by a string its built code
 * always carries: MapLibre GL JS (with its stylesheet) is the results map's own chunk, fetched
 * after the list (docs/decisions/search-map.md). A first-load file that holds one fails the
 * run: its row (`lazy only: …`) has a budget of 0 bytes.
 */
export const LAZY_ONLY: ReadonlyArray<{ name: string; marker: RegExp }> = [{ name: 'maplibre-gl', marker: /maplibre_preloaded_worker_pool|\.maplibregl-map\b/ }];

/** The remote and expose of parcel `name`, from the registry. */
export function parcelExpose(name: string): { remote: string; expose: string } {
  for (const remote of REMOTE_NAMES) {
    const expose = REMOTES[remote]!.parcels[name];
    if (expose !== undefined) return { remote, expose };
  }
  throw new Error(`no remote of the registry exposes a parcel called "${name}" (FIRST_SCREEN_PARCELS)`);
}

interface ServerBuild {
  renderParcel?: { parcels?: unknown };
  renderFirstScreen?: { paths?: unknown };
}

function serverBuild(root: string, remote: string): ServerBuild | null {
  const file = path.join(root, remote, 'dist', 'server', 'first-screen.cjs');
  return fs.existsSync(file) ? (createRequire(file)(file) as ServerBuild) : null;
}

/** Whether `remote`'s server build (in its dist) renders parcel `name` ahead. */
export function rendersParcelAhead(root: string, remote: string, name: string): boolean {
  const parcels = serverBuild(root, remote)?.renderParcel?.parcels;
  return Array.isArray(parcels) && parcels.includes(name);
}

/** Whether `remote`'s server build renders its application ahead on route path `routePath` (the nav, on the home page). */
export function rendersAppAhead(root: string, remote: string, routePath: string): boolean {
  const paths = serverBuild(root, remote)?.renderFirstScreen?.paths;
  return Array.isArray(paths) && paths.includes(routePath);
}

interface Row {
  what: string;
  bytes: number;
  budget: number;
}

const gz = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

interface MfManifest {
  exposes: Array<{ path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }>;
}

/** Measures every build against its budget. Missing builds are an error: run the build first. */
export function measure(root = REPO_ROOT): Row[] {
  const rows: Row[] = [];
  const shellMain = path.join(root, 'shell/dist/main.js');
  if (!fs.existsSync(shellMain)) throw new Error('shell/dist/main.js is missing: run `npm run build` first');
  rows.push({ what: 'shell main.js', bytes: gz(shellMain), budget: BUDGETS.shellEntry });
  for (const remote of REMOTE_NAMES) {
    const dist = path.join(root, remote, 'dist');
    const manifestFile = path.join(dist, 'mf-manifest.json');
    if (!fs.existsSync(manifestFile)) throw new Error(`${remote}/dist/mf-manifest.json is missing: run \`npm run build\` first`);
    rows.push({ what: `${remote} remoteEntry.js`, bytes: gz(path.join(dist, 'remoteEntry.js')), budget: BUDGETS.remoteEntry });
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as MfManifest;
    for (const expose of manifest.exposes) {
      const files = [...expose.assets.js.sync, ...expose.assets.css.sync];
      rows.push({ what: `${remote} ${expose.path}`, bytes: files.reduce((sum, f) => sum + gz(path.join(dist, f)), 0), budget: BUDGETS.expose });
    }
  }
  rows.push(...firstLoadRows(root));
  return rows;
}

/** The shell's own first files, as its built page links them: its stylesheet and the chunks it preloads (the entry's children: see the webpack preset). */
function shellFirstFiles(shellDist: string): string[] {
  const html = fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const preloads = [...html.matchAll(/<link rel="?preload"? as="?(?:script|style)"? href="?\/([^" >?]+)[^>]*>/g)].map((m) => m[1]!);
  const sheets = [...html.matchAll(/<link href="?\/([^" >?]+\.css)[^>]*rel="?stylesheet"?[^>]*>/g)].map((m) => m[1]!);
  return [...preloads, ...sheets];
}

/**
 * Two rows per page application: the JavaScript its first screen loads and its stylesheets, in
 * gzip bytes (see BUDGETS.firstLoad and BUDGETS.firstLoadCss). Issue 15's target is a figure of
 * JavaScript, so the stylesheets have a row and a budget of their own.
 */
export function firstLoadRows(root = REPO_ROOT): Row[] {
  const shellDist = path.join(root, 'shell/dist');
  // The first screen's always-on remotes' files are on every page: each is compressed once.
  const sizes = new Map<string, number>();
  const size = (file: string) => sizes.get(file) ?? sizes.set(file, gz(file)).get(file)!;
  const shell = ['main.js', ...shellFirstFiles(shellDist), ...messagesChunks(shellDist, ['en'])].map((file) => path.join(shellDist, file));
  const apps = REMOTE_NAMES.flatMap((remote) => REMOTES[remote]!.apps.map((app) => ({ remote, app })));
  // The nav; not the footer nor the auth modals' host, which come after the first screen.
  const always = apps.filter(({ app }) => app.always && !afterFirstScreen(app));
  const rows: Row[] = [];
  for (const page of apps.filter(({ app }) => app.routes !== undefined)) {
    const parcels = (FIRST_SCREEN_PARCELS[page.app.name] ?? []).map((name) => ({ name, ...parcelExpose(name) }));
    const ahead = parcels.filter(({ name, remote }) => rendersParcelAhead(root, remote, name));
    // The nav, rendered ahead into the home page and hydrated after it (docs/decisions/nav-markup-ahead.md).
    const home = page.app.routes?.some((route) => route.path === '/') ?? false;
    const alwaysAhead = home ? always.filter(({ remote }) => rendersAppAhead(root, remote, '/')) : [];
    const filesOf = (mounted: typeof parcels, wide: boolean) => {
      const files = new Set<string>(shell);
      const apps = [page, ...always.filter((app) => wide || !alwaysAhead.includes(app))];
      for (const { remote, expose } of [...apps.map(({ remote, app }) => ({ remote, expose: app.expose })), ...mounted]) {
        const dist = path.join(root, remote, 'dist');
        const assets = exposeAssets(dist, expose);
        for (const file of ['remoteEntry.js', ...assets.js, ...assets.css, ...messagesChunks(dist, ['en'])]) files.add(path.join(dist, file));
      }
      return [...files];
    };
    const bytes = (files: string[], css: boolean) => files.filter((file) => file.endsWith('.css') === css).reduce((sum, file) => sum + size(file), 0);
    const first = filesOf(
      parcels.filter((parcel) => !ahead.includes(parcel)),
      false,
    );
    rows.push({ what: `first-load JS: ${page.app.name} page`, bytes: bytes(first, false), budget: home ? BUDGETS.firstLoadHome : BUDGETS.firstLoad });
    rows.push(...lazyOnlyRows(page.app.name, filesOf(parcels, true), size));
    // A parcel rendered ahead brings its stylesheet in the page's HTML: it counts for the first paint.
    rows.push({ what: `first-load CSS: ${page.app.name} page`, bytes: bytes(filesOf(parcels, true), true), budget: BUDGETS.firstLoadCss });
    if (ahead.length || alwaysAhead.length)
      rows.push({ what: `first-load JS: ${page.app.name} page (wide screen)`, bytes: bytes(filesOf(parcels, true), false), budget: BUDGETS.firstLoadWide });
  }
  return rows;
}

/** One row per lazy-only library: the gzip bytes of the page's first-load files (wide screen included) that carry it; any is over. */
function lazyOnlyRows(page: string, files: readonly string[], size: (file: string) => number): Row[] {
  return LAZY_ONLY.map(({ name, marker }) => ({
    what: `lazy only: ${name} in ${page} page`,
    bytes: files.filter((file) => marker.test(fs.readFileSync(file, 'latin1'))).reduce((sum, file) => sum + size(file), 0),
    budget: 0,
  }));
}

/** Prints the table and returns the number of budgets exceeded. */
export function reportBudgets(rows: Row[], out: (line: string) => void = console.log): number {
  const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
  out(`${'bundle'.padEnd(40)} ${'gzip'.padStart(10)} ${'budget'.padStart(10)}  status`);
  let over = 0;
  for (const row of rows) {
    const ok = row.bytes <= row.budget;
    if (!ok) over += 1;
    out(`${row.what.padEnd(40)} ${kb(row.bytes).padStart(10)} ${kb(row.budget).padStart(10)}  ${ok ? 'ok' : 'OVER'}`);
  }
  out(over ? `${over} budget(s) exceeded` : 'all size budgets met');
  return over;
}
