import type { APIRequestContext } from '@playwright/test';
import { spaceRest } from '@hourspace/contracts';
import { expect, REMOTE_ORIGINS, test } from '../../fixtures';
import { API } from '../auth/helpers';

/**
 * The space page's first screen rendered on request by mf-search's own server build, then
 * hydrated by the same build (docs/decisions/request-time-ssr.md). The markup is the page's
 * first render on a phone (the booking panel's tray); a wide screen renders the page itself.
 */

/** A seeded space, found as bench:web finds it: the first answer to the search page's own query. */
async function seededSpace(request: APIRequestContext): Promise<{ path: string; title: string }> {
  const answer = (await (await request.get(`${API}/v1/spaces/search?activity=party&location=new%20york%2C%20ny`)).json()) as {
    results: Array<{ id: number | string; title: string }>;
  };
  const first = answer.results[0]!;
  return { path: `/us${spaceRest(first.id, first.title)}`, title: first.title };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('@search the space page rendered on request', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('arrives with its title, price and first photo in the HTML, the photo asked for first, and a CSP that allows exactly its styles', async ({ request }) => {
    const space = await seededSpace(request);
    // As React writes text: & < > " ' escaped.
    const reactText = space.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
    const heading = new RegExp(`<h1[^>]*>${escapeRegExp(reactText)}</h1>`);
    // A cold render may miss its deadline (the plain page is served) and fill the cache for the next request.
    let response = await request.get(space.path);
    await expect
      .poll(
        async () => {
          response = await request.get(space.path);
          return heading.test(await response.text());
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    const html = await response.text();
    expect(html).toMatch(/\$[\d,]+ \/ hour/);
    // Its <title> is the space's, as the page sets it.
    const escaped = space.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
    expect(html).toContain(`<title>${escaped} · Hourspace</title>`);
    expect(html).toMatch(/<img [^>]*fetchPriority="high"/i);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/^<!doctype html><html lang="[^"]+"><head><meta charset="?utf-8"?>\s*<link rel="preload" as="image" href="[^"]+" fetchPriority="high"\/>/i);
    // No script's preload where the markup is used; each kept for the wider screens that render the page themselves.
    const scriptPreloads = head.match(/<link\b[^>]*\bas="?script"?[^>]*>/g) ?? [];
    expect(scriptPreloads.length).toBeGreaterThan(0);
    for (const tag of scriptPreloads) expect(tag).toContain('media="not all and (max-width: 991.98px)"');
    expect(html).toMatch(new RegExp(`<div data-hs-app="search" data-hs-ssr="${REMOTE_ORIGINS['mf-search']}/[^"]+/remoteEntry\\.js" data-hs-ssr-url="${escapeRegExp(space.path)}"`));
    expect(html).toContain('<script type="application/json" id="hs-ssr-state-search">');
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(response.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+$/);
  });

  test('hydrates the markup it received: the same heading node, the photos where the stylesheets of its head laid them out, no hydration warning, and a press made on it before is not lost', async ({
    page,
    request,
    pageErrors,
  }) => {
    const space = await seededSpace(request);
    // Rendered once already, so this request is answered from the render tier's cache.
    await request.get(space.path);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __serverHeading: Element | null }).__serverHeading = document.querySelector('[data-hs-ssr] h1');
      });
    });
    // mf-search's entry is held, so the press below lands on the markup before its code is in.
    let releaseEntry!: () => void;
    const held = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page.route(`${REMOTE_ORIGINS['mf-search']}/**/remoteEntry.js`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(space.path, { waitUntil: 'domcontentloaded' });
    const gallery = page.getByRole('region', { name: /^Photos of / });
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    // Laid out by the stylesheets in the head before any of the page's code: hydrating moves
    // nothing (the space page's styles are in a chunk its expose loads later, docs/decisions/request-time-ssr.md).
    const box = async () => {
      const found = await gallery.boundingBox();
      return found && { x: Math.round(found.x), y: Math.round(found.y), width: Math.round(found.width), height: Math.round(found.height) };
    };
    const before = await box();
    releaseEntry();
    // Held by the shell, replayed once the page's chunk is in and the tree hydrated (docs/decisions/request-time-ssr.md).
    await expect(gallery.locator('[role="group"][aria-current="true"]')).toHaveAttribute('aria-label', /^Photo 2 of \d+$/);
    await expect(page.locator('[data-hs-ssr]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: space.title })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __serverHeading: Element | null }).__serverHeading !== null)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __serverHeading: Element | null }).__serverHeading === document.querySelector('h1'))).toBe(true);
    await expect(page.getByRole('main')).toHaveCount(1);
    expect(await box()).toEqual(before);
    expect(warnings.filter((text) => /hydrat|did not match|#418|#419|#425/i.test(text))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('with the server render failing, the plain page comes and the page renders itself in its usual time', async ({ page, request, pageErrors }) => {
    const space = await seededSpace(request);
    // What the render tier answers when mf-search's render fails: the plain page. The tier skips an
    // address over 2,048 characters, so such an address of the same space gives it here, served
    // as it is (a document fulfilled by the test would lose its access to the loopback remotes).
    const started = Date.now();
    const response = await page.goto(`${space.path}?pad=${'x'.repeat(2_100)}`);
    expect(await response?.text()).not.toContain('data-hs-ssr=');
    await expect(page.getByRole('heading', { level: 1, name: space.title })).toBeVisible({ timeout: 10_000 });
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(page.getByRole('main')).toHaveCount(1);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('@search the space page on a wide screen', () => {
  test('drops the phone markup and renders the page itself, as before, from the scripts its head preloaded, each fetched once', async ({ page, request, pageErrors }) => {
    const space = await seededSpace(request);
    const fetched = new Map<string, number>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') fetched.set(r.url(), (fetched.get(r.url()) ?? 0) + 1);
    });
    await page.goto(space.path);
    await expect(page.getByRole('heading', { level: 1, name: space.title })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Request to book' })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    const preloaded = await page.locator('head link[rel="preload"][as="script"][media]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloaded.some((href) => href.startsWith(`${REMOTE_ORIGINS['mf-search']}/`) && href.endsWith('/remoteEntry.js'))).toBe(true);
    for (const href of preloaded) expect.soft(fetched.get(href) ?? 0, href).toBe(1);
    expect(pageErrors).toEqual([]);
  });
});

/** The results page a shared search link opens, as the seeded demo data answers it. */
const RESULTS = '/us/s/?activity=party&location=new+york%2C+ny';

test.describe('@search the results page rendered on request', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('arrives with its heading and title, its first results with their prices and the first photo asked for first, without the map', async ({ request }) => {
    const answer = (await (await request.get(`${API}/v1/spaces/search?activity=party&location=new%20york%2C%20ny`)).json()) as { results: Array<{ title: string }> };
    const first = answer.results[0]!.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
    let html = '';
    // A cold render may miss its deadline (the plain page is served) and fill the cache for the next request.
    await expect
      .poll(
        async () => {
          html = await (await request.get(RESULTS)).text();
          return html.includes('data-hs-ssr-url=');
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(html).toContain(`data-hs-ssr-url="${RESULTS.replace(/&/g, '&amp;')}"`);
    expect(html).toContain('data-hs-ssr-media="(max-width: 743.98px)"');
    expect(html).toMatch(/<h1[^>]*>[^<]*spaces/i);
    // Its <title> is the heading's, as the page sets it (no quote or ampersand in this one to escape two ways).
    expect(html).toContain(`<title>${/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]} · Hourspace</title>`);
    expect(html).toContain(`>${first}</`);
    expect(html).toMatch(/\$[\d,]+ \/ hour/);
    expect(html).toMatch(/<img [^>]*fetchPriority="high"/i);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/^<!doctype html><html lang="[^"]+"><head><meta charset="?utf-8"?>\s*<link rel="preload" as="image" href="[^"]+" fetchPriority="high"\/>/i);
    expect(html).not.toContain('results-map');
  });

  test('hydrates the markup it received (the same heading and first card), and a press on the search line made before its code opens the search', async ({
    page,
    request,
    pageErrors,
  }) => {
    await request.get(RESULTS);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const marks = window as unknown as { __server: Array<Element | null> };
        marks.__server = [document.querySelector('[data-hs-ssr] h1'), document.querySelector('[data-hs-ssr] article')];
      });
    });
    let releaseEntry!: () => void;
    const held = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page.route(`${REMOTE_ORIGINS['mf-search']}/**/remoteEntry.js`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(RESULTS, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('[data-hs-ssr] article').first()).toBeVisible();
    // The search line, one button on a phone: held by the shell, replayed once hydrated.
    await page
      .locator('[data-hs-ssr]')
      .getByRole('button', { name: /Party · New York/ })
      .click();
    releaseEntry();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('[data-hs-ssr]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __server: Array<Element | null> }).__server.every((node) => node !== null && node.isConnected))).toBe(true);
    await expect(page.getByRole('main')).toHaveCount(1);
    expect(warnings.filter((text) => /hydrat|did not match|#418|#419|#425/i.test(text))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
