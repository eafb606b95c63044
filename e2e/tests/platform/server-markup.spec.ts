import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, REMOTE_ORIGINS, test } from '../../fixtures';

const REPO = path.resolve(__dirname, '../../..');
const release = (...args: string[]) => execFileSync(process.execPath, [path.join(REPO, 'packages/release/bin/release.mjs'), ...args], { cwd: REPO, encoding: 'utf8' });
const renderedAt = () => {
  try {
    return fs.statSync(path.join(REPO, 'artifacts/manifests/local/en-US.index.ssr.html')).mtimeMs;
  } catch {
    return 0;
  }
};

/**
 * The home page's first screen rendered to HTML when the release is composed, then hydrated
 * (docs/decisions/compose-time-ssr.md). `release serve` renders it ahead
 * once the API answers, before the site does.
 */
test.describe('@platform the home page rendered ahead', () => {
  // Another spec may have just composed the channel (release, canary): release serve renders the pages again within a moment.
  test.beforeEach(async ({ request }) => {
    for (const home of ['/us/', '/de/']) {
      await expect.poll(async () => (await (await request.get(home)).text()).includes('data-hs-ssr='), { timeout: 30_000 }).toBe(true);
    }
  });

  for (const [path, heading] of [
    ['/us/', 'Find a space. Fill it with life.'],
    ['/de/', 'Finden Sie einen Ort. Erfüllen Sie ihn mit Leben.'],
  ] as const) {
    test(`${path} arrives with its hero in the HTML: heading, first photo, styles, and a CSP that allows exactly its style attributes`, async ({ request }) => {
      const response = await request.get(path);
      const html = await response.text();
      expect(html).toContain(`>${heading}</h1>`);
      // The LCP photo is in the markup, asked for by the parser with high priority.
      expect(html).toMatch(/<img [^>]*fetchPriority="high"/i);
      // ...named first in the head; no script preload shares the first round trips with it.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toMatch(/^<!doctype html><html lang="[^"]+"><head><meta charset="?utf-8"?>\s*<link rel="preload" as="image" href="[^"]+" fetchPriority="high"\/>/i);
      expect(head).not.toMatch(/<link\b[^>]*\bas="?script"?/);
      // mf-home's stylesheet is in the page (no request before the first paint), named for its CSS loader; the shell's script comes after the photo.
      expect(html).toMatch(new RegExp(`<style data-href="${REMOTE_ORIGINS['mf-home']}/[^"]+\\.css">[^<]+</style>`));
      expect(html).toContain('<script defer fetchpriority="low" src=');
      // The container names the entry that rendered it; the data is a JSON block, not a script.
      expect(html).toMatch(new RegExp(`<div data-hs-app="home" data-hs-ssr="${REMOTE_ORIGINS['mf-home']}/[^"]+/remoteEntry\\.js"><main id="main-content"`));
      expect(html).toContain('<script type="application/json" id="hs-ssr-state-home">');
      // mf-search's form is in the hero's HTML too, for phones, marked with the entry that rendered it.
      expect(html).toMatch(
        new RegExp(
          `data-hs-parcel="hero-search" data-hs-ssr="${REMOTE_ORIGINS['mf-search']}/[^"]+/remoteEntry\\.js" data-hs-ssr-media="\\(max-width: [\\d.]+px\\)"><div [^>]*><form role="search"`,
        ),
      );
      expect(html).toContain('<script type="application/json" id="hs-ssr-state-parcel-hero-search">');
      expect(html).toMatch(new RegExp(`<style data-href="${REMOTE_ORIGINS['mf-search']}/[^"]+\\.css">[^<]+</style>`));
      // The first screen only: the sections below the fold come with the page's script.
      expect(html).not.toContain('data-section="cities"');
      const csp = response.headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(/; style-src-attr 'unsafe-hashes'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(csp).toMatch(/(^|; )style-src 'self' [^;]* 'sha256-[A-Za-z0-9+/=]+'/);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    });
  }

  test('another route of the same remote gets the plain page', async ({ request }) => {
    const html = await (await request.get('/us/about')).text();
    expect(html).not.toContain('data-hs-ssr');
    expect(html).not.toContain('hs-ssr-state');
  });

  test("a wide screen drops the phone's markup of the nav and of the hero's form and mounts them at once, as before", async ({ page, pageErrors }) => {
    await page.goto('/us/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('[data-section="intro"]').getByRole('search')).toBeVisible();
    await expect(page.locator('[data-hs-ssr-media]')).toHaveCount(0);
    await expect(page.locator('#hs-nav header')).toHaveCount(1);
    expect(pageErrors).toEqual([]);
  });

  test('the page hydrates the markup it received: the same heading node, no warning, the rest of the page added after', async ({ page, pageErrors }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __serverHeading: Element | null }).__serverHeading = document.querySelector('[data-hs-ssr] h1');
      });
    });
    const cssRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(REMOTE_ORIGINS['mf-home']!) && request.url().endsWith('.css')) cssRequests.push(request.url());
    });
    await page.goto('/us/');
    await expect(page.locator('main[data-remote="mf-home"]')).toBeVisible();
    // Hydrated: the shell handed the container over and the remote took it as is.
    await expect(page.locator('[data-hs-ssr]')).toHaveCount(0);
    // The below-the-fold sections, not in the markup, are added once hydrated.
    await expect(page.locator('[data-section="cities"]')).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { __serverHeading: Element | null }).__serverHeading === document.querySelector('h1'))).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Find a space. Fill it with life.' })).toBeVisible();
    // mf-search's search form mounts into the hero's box, as on a page rendered in the browser.
    await expect(page.locator('[data-section="intro"]').getByRole('search')).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    // The stylesheet written into the page is not asked for again when mf-home's code loads it.
    const inlined = await page.locator('style[data-href]').evaluateAll((sheets) => sheets.map((sheet) => sheet.getAttribute('data-href')));
    expect(inlined.length).toBeGreaterThan(0);
    for (const href of inlined) expect(cssRequests).not.toContain(href);
    expect(warnings.filter((text) => /hydrat|did not match|#418|#419|#425/i.test(text))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("the hero's form paints with the page, its code comes after the load, and a press made before is not lost", async ({ page, pageErrors }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
      });
      const searchScripts: number[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(REMOTE_ORIGINS['mf-search']!) && request.url().endsWith('.js')) searchScripts.push(Date.now());
      });
      // The page's load waits while mf-search's entry is held, so the press below comes first.
      let releaseEntry!: () => void;
      const held = new Promise<void>((resolve) => (releaseEntry = resolve));
      await page.route(`${REMOTE_ORIGINS['mf-search']}/**/remoteEntry.js`, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/us/', { waitUntil: 'domcontentloaded' });
      const form = page.locator('[data-section="intro"]').getByRole('search');
      await expect(form).toBeVisible();
      const activity = form.getByRole('button', { name: /Activity/ });
      await expect(activity).toBeVisible();
      // Still the markup compose wrote: the parcel is not in yet.
      await expect(page.locator('[data-hs-parcel="hero-search"][data-hs-ssr]')).toHaveCount(1);
      await activity.click();
      releaseEntry();
      // The press is replayed on the hydrated field: its tray opens.
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.locator('[data-hs-parcel="hero-search"][data-hs-ssr]')).toHaveCount(0);
      expect(searchScripts.length).toBeGreaterThan(0);
      expect(warnings.filter((text) => /hydrat|did not match|#418|#419|#425/i.test(text))).toEqual([]);
      expect(pageErrors).toEqual([]);
    });

    test("the nav's bar paints with the page as the loading bar, then mf-nav hydrates it after the home page's application", async ({ page, pageErrors }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
      });
      let releaseEntry!: () => void;
      const held = new Promise<void>((resolve) => (releaseEntry = resolve));
      await page.route(`${REMOTE_ORIGINS['mf-nav']}/**/remoteEntry.js`, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/us/', { waitUntil: 'domcontentloaded' });
      const bar = page.locator('#hs-nav > [data-hs-app="nav"] header');
      await expect(bar).toBeVisible();
      await expect(bar).toHaveAttribute('data-nav-state', 'NAV_LOADING');
      await expect(page.getByRole('link', { name: 'Hourspace home' })).toBeVisible();
      // The early nav beside it stays hidden while the bar shows.
      await expect(page.locator('#hs-nav > [data-hs-early]')).toBeHidden();
      releaseEntry();
      await expect(page.locator('#hs-nav header')).toHaveAttribute('data-nav-state', 'NAV_LOGGED_OUT');
      await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
      await expect(page.locator('[data-hs-app="nav"][data-hs-ssr]')).toHaveCount(0);
      await expect(page.locator('#hs-nav header')).toHaveCount(1);
      expect(warnings.filter((text) => /hydrat|did not match|#418|#419|#425/i.test(text))).toEqual([]);
      expect(pageErrors).toEqual([]);
    });

    test('on a slow connection the first frame already holds the whole first screen: nothing moves as the rest arrives', async ({ page, context }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The page arrives over a few round trips, so the parser could paint before the hero's carousel.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: 20 * 1024, uploadThroughput: 100 * 1024 });
      await page.goto('/us/', { waitUntil: 'domcontentloaded' });
      await expect(page.locator('[data-section="intro"] h1')).toBeVisible();
      // The carousel's buttons close the hero's markup: once they show, the whole first screen has
      // painted; two frames later every shift of those frames has been reported.
      await expect(page.locator('[data-section="intro"] [aria-roledescription="carousel"] button').first()).toBeVisible();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    });

    test("with mf-nav's entry blocked, the bar gives way to the shell's fallback nav", async ({ page, pageErrors }) => {
      await page.route(`${REMOTE_ORIGINS['mf-nav']}/**/*.js`, (route) => route.abort());
      await page.goto('/us/');
      await expect(page.locator('#hs-nav').getByRole('link', { name: 'Log in' })).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('[data-hs-app="nav"] header')).toBeHidden();
      expect(pageErrors).toEqual([]);
    });

    test("with mf-search's entry blocked, the form gives way to the hero's link to the search", async ({ page, pageErrors }) => {
      await page.route(`${REMOTE_ORIGINS['mf-search']}/**/*.js`, (route) => route.abort());
      await page.goto('/us/');
      await expect(page.locator('[data-section="intro"]').getByRole('link', { name: 'Find a space' })).toBeVisible();
      await expect(page.locator('[data-section="intro"]').getByRole('search')).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    });
  });

  test("with mf-home's entry blocked, the markup gives way to the error card: one main, the nav kept, then Try again hydrates it", async ({ page, pageErrors }) => {
    let blocked = true;
    await page.route(`${REMOTE_ORIGINS['mf-home']}/**/*.js`, (route) => (blocked ? route.abort() : route.continue()));
    await page.goto('/us/');
    await expect(page.getByRole('alert')).toContainText('This part of the page could not load.');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.locator('[data-hs-app="home"]')).toBeHidden();
    await expect(page.getByRole('main')).toHaveCount(1);
    blocked = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Find a space. Fill it with life.' })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    expect(pageErrors).toEqual([]);
  });

  test('a compose (a promote, a rollback) makes release serve render the home pages ahead again', async ({ request }) => {
    const before = Date.now();
    release('compose');
    // compose removed the page it made out of date; release serve saw the new manifests and rendered it again.
    await expect.poll(renderedAt, { timeout: 30_000 }).toBeGreaterThan(before);
    await expect.poll(async () => (await (await request.get('/us/')).text()).includes('data-hs-ssr='), { timeout: 10_000 }).toBe(true);
  });
});
