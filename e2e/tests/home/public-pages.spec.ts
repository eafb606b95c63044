import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { seriousViolations } from '../../src/axe';

/**
 * The public pages mf-home owns (docs/decisions/public-content-pages.md): every route opens on /us/ and /de/
 * with its h1 and never the shell's not-found page, links stay under the locale prefix,
 * `#california-privacy` scrolls into view, and axe finds nothing serious.
 */
const HOME = 'main[data-remote="mf-home"]';

/** Each route with its h1 per prefix (the API's documents and mf-home's strings). */
const ROUTES: { path: string; h1: Record<'us' | 'de', string | RegExp> }[] = [
  { path: '/legal/terms', h1: { us: 'Terms of Service', de: 'Nutzungsbedingungen' } },
  { path: '/legal/privacy', h1: { us: 'Privacy Policy', de: 'Datenschutzerklärung' } },
  { path: '/legal/terms/cancellation-policy', h1: { us: 'Cancellation Policy', de: 'Stornierungsbedingungen' } },
  { path: '/legal/terms/fees-overview', h1: { us: 'Fees Overview', de: 'Gebührenübersicht' } },
  { path: '/legal/terms/community-guidelines', h1: { us: 'Community Guidelines', de: 'Community-Richtlinien' } },
  { path: '/resources', h1: { us: 'Resources', de: 'Ressourcen' } },
  { path: '/resources/dinner-party-for-20', h1: { us: 'Hosting a dinner party for 20 without the stress', de: 'Eine Dinnerparty für 20 Gäste ohne Stress' } },
  { path: '/venues/locations', h1: { us: 'Locations', de: 'Städte' } },
  { path: '/host', h1: { us: 'List your space on Hourspace', de: 'Inserieren Sie Ihren Raum auf Hourspace' } },
];

const NOT_FOUND = /We can't find that page|Diese Seite finden wir nicht/;

/** Opens a page and waits for mf-home's h1 (its data loaded: no skeleton left). */
async function open(page: Page, url: string, h1: string | RegExp) {
  await page.goto(url);
  const main = page.locator(HOME);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(h1);
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
  return main;
}

test.describe('@home public pages', () => {
  for (const prefix of ['us', 'de'] as const) {
    for (const route of ROUTES) {
      // axe once per route, on /us/: /de/ renders the same markup with German text (axe-locales runs German pages through axe).
      const axe = prefix === 'us';
      test(`/${prefix}${route.path} shows its page, links under /${prefix}/${axe ? ', and passes axe' : ''}`, async ({ page, pageErrors }) => {
        test.setTimeout(60_000);
        const main = await open(page, `/${prefix}${route.path}`, route.h1[prefix]);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        const hrefs = await main.locator('a[href^="/"]').evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
        for (const href of hrefs) expect(href).toMatch(new RegExp(`^/${prefix}/`));
        if (axe) {
          expect(await seriousViolations(page, HOME)).toEqual([]);
        }
        expect(pageErrors).toEqual([]);
      });
    }
  }

  test('/us/legal/privacy#california-privacy scrolls the California section into view', async ({ page }) => {
    await page.goto('/us/legal/privacy#california-privacy');
    const section = page.locator(`${HOME} section#california-privacy`);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('7. California privacy rights');
    await expect(section).toBeInViewport();
  });

  test('the footer links to these pages under the locale prefix', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/de/');
    const footer = page.getByRole('contentinfo');
    for (const path of ['/de/legal/terms', '/de/legal/privacy', '/de/legal/privacy#california-privacy', '/de/venues/locations', '/de/resources', '/de/host']) {
      await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(1);
    }
  });

  test('every article of the home blog carousel opens its page', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/de/');
    const blog = page.locator(`${HOME} section[data-section="blog"]`);
    // The blog is in the home page's lazy lower part: give a loaded machine time to render it.
    await expect(blog.locator('article a').first()).toBeVisible({ timeout: 30_000 });
    const posts = await blog.locator('article a').evaluateAll((all) => all.map((a) => ({ href: a.getAttribute('href') ?? '', title: a.querySelector('h3')?.textContent ?? '' })));
    expect(posts.length).toBeGreaterThan(3);
    for (const post of posts) {
      expect(post.href).toMatch(/^\/de\/resources\/[a-z0-9-]+$/);
      await open(page, post.href, post.title);
    }
  });

  test('at 390 px the pages fit the width', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const route of ROUTES) {
      await open(page, `/us${route.path}`, route.h1.us);
      const overflow = await page.locator(HOME).evaluate((main) => main.scrollWidth - main.clientWidth);
      expect(`${route.path} ${overflow}`).toBe(`${route.path} 0`);
    }
  });

  test('"List your space" opens sign-up with source=host', async ({ page, busRecords }) => {
    await open(page, '/us/host', 'List your space on Hourspace');
    await page.locator(HOME).getByRole('link', { name: 'List your space' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect((await busRecords()).filter((r) => r.topic === 'auth:open').map((r) => r.payload)).toContainEqual({ view: 'signup', source: 'host' });
  });
});
