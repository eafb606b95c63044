import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUDGETS, FIRST_SCREEN_PARCELS, LAZY_ONLY, firstLoadRows, parcelExpose, reportBudgets } from '../budget';
import { REMOTE_NAMES, REMOTES } from '../paths';

/** A repository root with a shell build and one build per remote, each expose one chunk of `size(remote)` random bytes and a stylesheet of `cssSize(remote)`. */
function fakeRoot(size: (remote: string) => number, cssSize: (remote: string) => number = () => 200): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-budget-'));
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write('shell/dist/main.js', randomBytes(1_000));
  write('shell/dist/chunks/react.1.js', randomBytes(2_000));
  write('shell/dist/chunks/shell-i18n-en-json.2.js', randomBytes(100));
  write('shell/dist/main.5.css', randomBytes(300));
  write('shell/dist/index.html', '<head><script defer src=/main.js?1></script><link href=/main.5.css?1 rel=stylesheet><link rel=preload as=script href=/chunks/react.1.js></head>');
  for (const remote of REMOTE_NAMES) {
    write(`${remote}/dist/remoteEntry.js`, randomBytes(500));
    write(`${remote}/dist/chunks/${remote}-i18n-en-json.3.js`, randomBytes(100));
    const exposes = Object.keys(REMOTES[remote]!.exposes).map((expose) => {
      write(`${remote}/dist/chunks/${expose.slice(2)}.4.js`, randomBytes(size(remote)));
      write(`${remote}/dist/chunks/${expose.slice(2)}.4.css`, randomBytes(cssSize(remote)));
      return {
        name: expose.slice(2),
        path: expose,
        assets: { js: { sync: [`chunks/${expose.slice(2)}.4.js`], async: [] }, css: { sync: [`chunks/${expose.slice(2)}.4.css`], async: [] } },
      };
    });
    write(`${remote}/dist/mf-manifest.json`, JSON.stringify({ exposes }));
  }
  return root;
}

/** The remote whose application is named `app` (no second list of remotes here). */
const remoteOf = (app: string) => REMOTE_NAMES.find((remote) => REMOTES[remote]!.apps.some((a) => a.name === app))!;

describe('first-load budgets', () => {
  it('count the parcels a first screen mounts: the hero search form on the home page, from the remote that exposes it', () => {
    for (const names of Object.values(FIRST_SCREEN_PARCELS)) for (const name of names) expect(() => parcelExpose(name)).not.toThrow();
    expect(() => parcelExpose('no-such-parcel')).toThrow(/no remote of the registry exposes a parcel called "no-such-parcel"/);
    const { remote } = parcelExpose('hero-search');
    const small = fakeRoot(() => 1_000);
    const heavyParcel = fakeRoot((r) => (r === remote ? 101_000 : 1_000));
    try {
      const row = (root: string, app: string) => firstLoadRows(root).find((r) => r.what === `first-load JS: ${app} page`)!.bytes;
      // Every expose of the fake remote is heavy, so the parcel's chunk is: it weighs on the home page.
      expect(row(heavyParcel, 'home') - row(small, 'home')).toBeGreaterThan(99_000);
      expect(Math.abs(row(heavyParcel, 'account') - row(small, 'account'))).toBeLessThan(200);
    } finally {
      fs.rmSync(small, { recursive: true, force: true });
      fs.rmSync(heavyParcel, { recursive: true, force: true });
    }
  });

  it("leave a parcel rendered ahead out of the phone's first load, and count it on a wide screen, which drops its markup", () => {
    const { remote } = parcelExpose('hero-search');
    const heavyParcel = fakeRoot((r) => (r === remote ? 101_000 : 1_000));
    const aheadParcel = fakeRoot((r) => (r === remote ? 101_000 : 1_000));
    fs.mkdirSync(path.join(aheadParcel, remote, 'dist', 'server'));
    fs.writeFileSync(path.join(aheadParcel, remote, 'dist', 'server', 'first-screen.cjs'), "exports.renderParcel = Object.assign(async () => null, { parcels: ['hero-search'] });");
    try {
      const row = (root: string, what: string) => firstLoadRows(root).find((r) => r.what === what)?.bytes;
      expect(row(aheadParcel, 'first-load JS: home page')! + 99_000).toBeLessThan(row(heavyParcel, 'first-load JS: home page')!);
      expect(row(aheadParcel, 'first-load JS: home page (wide screen)')).toBe(row(heavyParcel, 'first-load JS: home page'));
      // Its stylesheet is in the page's HTML: it counts for the first paint either way.
      expect(row(aheadParcel, 'first-load CSS: home page')).toBe(row(heavyParcel, 'first-load CSS: home page'));
      expect(row(heavyParcel, 'first-load JS: home page (wide screen)')).toBeUndefined();
    } finally {
      fs.rmSync(heavyParcel, { recursive: true, force: true });
      fs.rmSync(aheadParcel, { recursive: true, force: true });
    }
  });

  it('leave the nav out of the home page on a phone when its server build renders it ahead there, and count it on a wide screen', () => {
    const nav = remoteOf('nav');
    const plain = fakeRoot((r) => (r === nav ? 101_000 : 1_000));
    const ahead = fakeRoot((r) => (r === nav ? 101_000 : 1_000));
    fs.mkdirSync(path.join(ahead, nav, 'dist', 'server'));
    fs.writeFileSync(
      path.join(ahead, nav, 'dist', 'server', 'first-screen.cjs'),
      "exports.renderFirstScreen = Object.assign(async () => null, { paths: ['/'], media: '(max-width: 992px)' });",
    );
    try {
      const row = (root: string, what: string) => firstLoadRows(root).find((r) => r.what === what)?.bytes;
      expect(row(ahead, 'first-load JS: home page')! + 99_000).toBeLessThan(row(plain, 'first-load JS: home page')!);
      expect(row(ahead, 'first-load JS: home page (wide screen)')! - row(plain, 'first-load JS: home page')!).toBeLessThan(200);
      // Other pages are not rendered ahead: the nav counts there.
      expect(Math.abs(row(ahead, 'first-load JS: account page')! - row(plain, 'first-load JS: account page')!)).toBeLessThan(200);
    } finally {
      fs.rmSync(plain, { recursive: true, force: true });
      fs.rmSync(ahead, { recursive: true, force: true });
    }
  });

  it("count a page's own remote and the nav, not the others", () => {
    const small = fakeRoot(() => 1_000);
    const heavyHome = fakeRoot((remote) => (remote === remoteOf('home') ? 101_000 : 1_000));
    try {
      const row = (root: string, app: string) => firstLoadRows(root).find((r) => r.what === `first-load JS: ${app} page`)!.bytes;
      expect(row(small, 'home')).toBeGreaterThan(3_000 + 1_000);
      // 100 KB more in the home remote's chunks weigh on the home page and on no page the home remote does not serve.
      expect(row(heavyHome, 'home') - row(small, 'home')).toBeGreaterThan(99_000);
      expect(Math.abs(row(heavyHome, 'account') - row(small, 'account'))).toBeLessThan(200);
      const lines: string[] = [];
      const over = reportBudgets(
        firstLoadRows(heavyHome).map((r) => ({ ...r, budget: row(small, 'home') + 50_000 })),
        (line) => lines.push(line),
      );
      expect(over).toBe(1);
      expect(lines.find((line) => line.startsWith('first-load JS: home page'))).toMatch(/OVER$/);
      expect(BUDGETS.firstLoad).toBeLessThanOrEqual(255_000);
      // Issue 15's target is the home page's ceiling.
      expect(BUDGETS.firstLoadHome).toBeLessThanOrEqual(200 * 1024);
      // The footer and the auth modals' host come after the first screen: their weight is on no first-load row.
      const heavyLater = fakeRoot((remote) => (remote === remoteOf('auth') ? 101_000 : 1_000));
      try {
        expect(Math.abs(row(heavyLater, 'home') - row(small, 'home'))).toBeLessThan(200);
        // mf-auth's own page counts its page's chunks (as heavy here: every expose of the remote is).
        expect(row(heavyLater, 'auth-pages') - row(small, 'auth-pages')).toBeGreaterThan(99_000);
      } finally {
        fs.rmSync(heavyLater, { recursive: true, force: true });
      }
    } finally {
      fs.rmSync(small, { recursive: true, force: true });
      fs.rmSync(heavyHome, { recursive: true, force: true });
    }
  });

  it('count stylesheets in a row of their own: the JavaScript row is JavaScript only', () => {
    const light = fakeRoot(() => 1_000);
    const heavyCss = fakeRoot(
      () => 1_000,
      (remote) => (remote === remoteOf('home') ? 51_000 : 200),
    );
    try {
      const row = (root: string, what: string) => firstLoadRows(root).find((r) => r.what === what)!.bytes;
      // 50 KB more of the home remote's CSS weigh on the home page's CSS row, not on its JavaScript row.
      expect(row(heavyCss, 'first-load CSS: home page') - row(light, 'first-load CSS: home page')).toBeGreaterThan(49_000);
      expect(Math.abs(row(heavyCss, 'first-load JS: home page') - row(light, 'first-load JS: home page'))).toBeLessThan(200);
      // The shell's stylesheet counts on every page's CSS row (300 random bytes compress to about that).
      expect(row(light, 'first-load CSS: account page')).toBeGreaterThan(300 + 2 * 200);
      expect(BUDGETS.firstLoadCss).toBeLessThanOrEqual(16_000);
    } finally {
      fs.rmSync(light, { recursive: true, force: true });
      fs.rmSync(heavyCss, { recursive: true, force: true });
    }
  });

  it('fail when MapLibre is in a first-load file of any page, and not when it is in a lazy chunk', () => {
    const root = fakeRoot(() => 1_000);
    try {
      const search = remoteOf('search');
      const rows = (what: string) => firstLoadRows(root).filter((r) => r.what.startsWith(`lazy only: maplibre-gl in ${what}`));
      // The map's chunk, fetched after the list: in the remote's dist, in no expose's first files.
      fs.writeFileSync(path.join(root, search, 'dist/chunks/results-map.9.js'), 'var e="maplibre_preloaded_worker_pool";');
      expect(rows('search page')).toEqual([{ what: 'lazy only: maplibre-gl in search page', bytes: 0, budget: 0 }]);
      expect(LAZY_ONLY.map((l) => l.name)).toEqual(['maplibre-gl']);
      // The same code in the search page's expose chunk (made eager by a static import): over.
      const expose = Object.keys(REMOTES[search]!.exposes).map((e) => e.slice(2));
      for (const name of expose) fs.appendFileSync(path.join(root, search, `dist/chunks/${name}.4.js`), 'var e="maplibre_preloaded_worker_pool";');
      const lines: string[] = [];
      expect(reportBudgets(rows('search page'), (line) => lines.push(line))).toBe(1);
      expect(lines[1]).toMatch(/^lazy only: maplibre-gl in search page .*OVER$/);
      // Its stylesheet counts too.
      const nav = remoteOf('nav');
      for (const name of Object.keys(REMOTES[nav]!.exposes).map((e) => e.slice(2)))
        fs.appendFileSync(path.join(root, nav, `dist/chunks/${name}.4.css`), '.maplibregl-map{overflow:hidden}');
      expect(rows('account page')[0]!.bytes).toBeGreaterThan(0);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
