import type { Page } from '@playwright/test';
import { expect, REMOTE_ORIGINS, test } from '../../fixtures';
import { seriousViolations } from '../../src/axe';

const HOME = 'main[data-remote="mf-home"]';

/** The home page with every section rendered (the lower ones come in a lazy chunk). */
async function openHome(page: Page, path = '/us/', { scroll = false } = {}) {
  await page.goto(path);
  const main = page.locator(HOME);
  // On a phone the sections below the first view wait for the reader to head down.
  if (scroll) {
    await expect(main.locator('section[data-section="activities"] h2')).toBeVisible();
    await page.mouse.wheel(0, 200);
  }
  await expect(main.locator('section[data-section="awards"] h2')).toBeVisible();
  return main;
}

test.describe('@home the home page', () => {
  // One page load for the checks that only read the page (docs/decisions/test-suite-time.md): each
  // is a step of its own, so a failure still names it.
  test("/us/: one h1, 8 section headings, the hero's search, activity and blog links, alt text, the hero photo as the largest paint, and no serious axe violation", async ({
    page,
    pageErrors,
  }) => {
    const main = await openHome(page);
    const hero = main.locator('section[data-section="intro"]');
    await test.step('the hero photo is the largest contentful paint', async () => {
      const heroSrc = await hero.locator('img').first().getAttribute('src');
      const lcp = await page.evaluate(
        () =>
          new Promise<string | null>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as Array<PerformanceEntry & { element?: Element | null; url?: string }>;
              resolve(entries.at(-1)?.url ?? null);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(lcp).toBe(heroSrc);
    });
    await test.step('one h1, at least 8 section headings and a main keyed for the platform', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await main.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(8);
      await expect(main).toHaveAttribute('data-build', /.+/);
    });
    await test.step("the hero holds mf-search's form, showing 'Anytime'", async () => {
      await expect(hero.getByRole('search')).toBeVisible();
      await expect(hero.getByRole('search')).toContainText('Anytime');
    });
    await test.step('at least five activity links to /plan/ pages, and a call to action', async () => {
      const links = main.getByRole('list', { name: 'Browse by activity' }).getByRole('link');
      expect(await links.count()).toBeGreaterThanOrEqual(5);
      for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/us\/plan\/[a-z-]+$/);
      await expect(main.getByRole('link', { name: 'See all activities' }).first()).toHaveAttribute('href', '/us/plan/activities');
    });
    await test.step('every image has alt text, and only the first hero photo loads eagerly', async () => {
      const images = await main
        .locator('img')
        .evaluateAll((all) => all.map((img) => ({ alt: img.getAttribute('alt'), loading: img.getAttribute('loading'), priority: img.getAttribute('fetchpriority') })));
      expect(images.length).toBeGreaterThan(20);
      expect(images.filter((img) => !img.alt?.trim())).toEqual([]);
      expect(images[0]).toMatchObject({ loading: 'eager', priority: 'high' });
      expect(images.slice(1).filter((img) => img.loading !== 'lazy' || img.priority)).toEqual([]);
    });
    await test.step('the blog links to its posts, or to /resources, under the locale prefix', async () => {
      const hrefs = await main
        .locator('section[data-section="blog"]')
        .getByRole('link')
        .evaluateAll((all) => all.map((a) => a.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(1);
      for (const href of hrefs) expect(href).toMatch(/^\/us\/resources(\/|$)/);
    });
    await test.step('no serious accessibility violations', async () => {
      expect(await seriousViolations(page, HOME)).toEqual([]);
    });
    expect(pageErrors).toEqual([]);
  });

  test('with mf-search down, the hero offers a plain link to the search modal instead', async ({ page, pageErrors }) => {
    await page.route(`${REMOTE_ORIGINS['mf-search']}/**`, (route) => route.abort());
    const main = await openHome(page);
    const hero = main.locator('section[data-section="intro"]');
    await expect(hero.getByRole('link', { name: 'Find a space' })).toHaveAttribute('href', '/us/#a=search');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('keyword tabs: one selected, previous disabled at the first, /plan/ and location links, analytics on a choice', async ({ page, busRecords }) => {
    const main = await openHome(page);
    const section = main.locator('section[data-section="popularKeywords"]');
    const tabs = section.getByRole('tab');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(section.locator('[role="tab"][aria-selected="true"]')).toHaveCount(1);
    await expect(section.getByRole('button', { name: 'Previous activity' })).toBeDisabled();
    const panel = section.getByRole('tabpanel');
    await expect(panel.getByRole('link', { name: /^Browse all / })).toHaveAttribute('href', /^\/us\/plan\/[a-z-]+$/);
    expect(await panel.getByRole('link', { name: / in / }).count()).toBeGreaterThan(0);
    await section.getByRole('button', { name: 'Next activity' }).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(section.getByRole('button', { name: 'Previous activity' })).toBeEnabled();
    const keyword = await panel.getByRole('link', { name: /^Browse all / }).getAttribute('href');
    await expect
      .poll(async () => (await busRecords()).find((r) => r.topic === 'analytics:track')?.payload)
      .toEqual({ event: 'popular keyword tab clicked', properties: { keyword: keyword?.split('/').pop(), page: 'homepage' } });
  });

  test('the where-extraordinary button opens the find-a-space dialog', async ({ page, busRecords, pageErrors }) => {
    const main = await openHome(page);
    const button = main.locator('section[data-section="whereExtraordinary"]').getByRole('link', { name: 'Find a space' });
    await expect(button).toHaveAttribute('href', '/us/#a=search');
    await button.click();
    await expect(page).toHaveURL(/\/us\/#a=search$/);
    await expect.poll(async () => (await busRecords()).some((r) => r.topic === 'search:open')).toBe(true);
    await expect(page.getByRole('dialog', { name: 'Find a space' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('the hero carousel moves by itself within 6 s', async ({ page }) => {
    const main = await openHome(page);
    const hero = main.locator('section[data-section="intro"]');
    const first = hero.locator('[aria-roledescription="slide"]').first();
    await expect(hero.locator('[aria-roledescription="slide"][aria-current="true"]')).toHaveAttribute('aria-label', /^1 of /);
    const startX = (await first.boundingBox())?.x ?? 0;
    await expect(hero.locator('[aria-roledescription="slide"][aria-current="true"]')).toHaveAttribute('aria-label', /^2 of /, { timeout: 6000 });
    await expect.poll(async () => (await first.boundingBox())?.x ?? 0).toBeLessThan(startX - 100);
  });

  test('/de/ shows German section headings, different from /us/', async ({ page }) => {
    const us = await openHome(page, '/us/');
    const usHeadings = await us.getByRole('heading', { level: 2 }).allTextContents();
    const usTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const de = await openHome(page, '/de/');
    const deHeadings = await de.getByRole('heading', { level: 2 }).allTextContents();
    expect(deHeadings.length).toBe(usHeadings.length);
    expect(deHeadings.filter((heading) => usHeadings.includes(heading)).length).toBeLessThan(3);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(usTitle);
    await expect(de.getByRole('heading', { level: 2, name: 'Wenn Wände sprechen könnten' })).toBeVisible();
  });

  test('with the section data unavailable, the page rendered ahead still shows the sections it was composed with', async ({ page, pageErrors }) => {
    const asked: string[] = [];
    await page.route('http://localhost:8120/v1/home/**', (route) => (asked.push(route.request().url()), route.abort()));
    await openHome(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Find a space. Fill it with life.' })).toBeVisible();
    // The refresh after load was asked for and failed; what is on screen stays, with no error card.
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await expect(page.locator(HOME).getByRole('alert')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('with the section data unavailable on a home page the browser renders, the hero keeps its title and search, and offers to try again', async ({ page, pageErrors }) => {
    await page.route('http://localhost:8120/v1/home/**', (route) => route.abort());
    // Another of mf-home's pages, then the home page by a client-side move: no markup rendered ahead.
    await page.goto('/us/resources');
    await expect(page.locator(HOME)).toBeVisible();
    await page.evaluate(() => window.history.pushState(null, '', '/us/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator(HOME).getByRole('alert')).toContainText("We couldn't load this part of the page.");
    await expect(page.locator(HOME).getByRole('search')).toBeVisible();
    await page.unroute('http://localhost:8120/v1/home/**');
    await page.locator(HOME).getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator(HOME).locator('section[data-section="awards"] h2')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});

test.describe('@home on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the sections below the first view are rendered once the reader scrolls, not with the page', async ({ page, pageErrors }) => {
    const photos: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && request.url().includes('/v1/images/')) photos.push(request.url());
    });
    await page.goto('/us/', { waitUntil: 'load' });
    const main = page.locator(HOME);
    await expect(main.locator('section[data-section="activities"] h2')).toBeVisible();
    // The page is hydrated (the markup rendered ahead is mf-home's own now) and still has none of them, nor their photos.
    await expect(page.locator('[data-hs-app="home"][data-hs-ssr]')).toHaveCount(0);
    // The footer mounts after the page's application: everything the load renders is in.
    await expect(page.locator('#hs-footer').getByRole('contentinfo')).toBeVisible();
    await expect(main.locator('section[data-section="blog"]')).toHaveCount(0);
    const before = photos.length;
    await page.mouse.wheel(0, 200);
    await expect(main.locator('section[data-section="awards"] h2')).toBeAttached();
    await expect(main.locator('section[data-section="blog"] h2')).toBeAttached();
    await main.locator('section[data-section="blog"]').scrollIntoViewIfNeeded();
    await expect.poll(() => photos.length).toBeGreaterThan(before);
    expect(pageErrors).toEqual([]);
  });

  test('the activity links sit in a slider, 5 per column, and nothing overflows sideways', async ({ page }) => {
    const main = await openHome(page, '/us/', { scroll: true });
    await test.step('the activity links sit in a slider, 5 per column', async () => {
      const columns = main.getByRole('region', { name: 'Browse by activity' }).getByRole('group');
      expect(await columns.count()).toBeGreaterThan(1);
      await expect(columns.first().getByRole('link')).toHaveCount(5);
    });
    await test.step('nothing overflows sideways', async () => {
      // Lazy photos take their boxes as they load: look once the page has been scrolled through.
      // Each step waits for a frame, or 100 ms when the headless browser makes none (a wait on
      // frames alone once hung the test for its whole minute).
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => {
            requestAnimationFrame(resolve);
            setTimeout(resolve, 100);
          });
        }
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  });
});
