import type { Page } from '@playwright/test';
import { expect, REMOTE_ORIGINS, test } from '../../fixtures';

/**
 * Holds mf-home's entry until `release()`: the home page's first mount cannot end before then,
 * unless the shell's slot deadline (4 s) passes first and the slot shows its fallback. The
 * page's `load` event waits for the entry's preload: navigate with `domcontentloaded`.
 */
async function holdHome(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${REMOTE_ORIGINS['mf-home']}/**/remoteEntry.js`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Whether the home slot's first mount has ended while its entry is held: only by its deadline,
 * the slot showing its fallback. Then the first screen has ended and the checks of what waits
 * for it cannot be made (a very slow machine); the test checks what follows.
 */
const homeDeadlinePassed = (page: Page) => page.evaluate(() => document.querySelector('[data-hs-fallback-for="home"]:not([data-hs-early])') !== null);

test.describe('@platform the first screen first', () => {
  test("the nav's bar never goes blank: the early nav stays until mf-nav's tree replaces it", async ({ page, pageErrors }) => {
    // At every point the page could paint (a mutation observer's callback runs before the next
    // frame), the nav slot holds the brand link: the early one, then mf-nav's.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { navSeen: string[] }).navSeen = seen;
      new MutationObserver(() => {
        const nav = document.getElementById('hs-nav');
        if (!nav) return;
        // The early nav is the slot's fallback (shown at once, no longer "early", if mf-nav passes its deadline on a slow machine).
        // The bar rendered ahead for phones is hidden on this wide screen until the shell drops it: not shown, not counted.
        const shown = [...nav.querySelectorAll('[data-hs-app="nav"]')].filter((app) => {
          const media = app.getAttribute('data-hs-ssr-media');
          return media === null || window.matchMedia(media).matches;
        });
        const state = shown.some((app) => app.querySelector('a[href="/us/"]')) ? 'real' : nav.querySelector('[data-hs-fallback-for="nav"] a[href="/us/"]') ? 'early' : 'blank';
        if (seen.at(-1) !== state) seen.push(state);
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto('/us/');
    await expect(page.locator('[data-hs-app="nav"]').getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { navSeen: string[] }).navSeen.at(-1))).toBe('real');
    expect(await page.evaluate(() => (window as unknown as { navSeen: string[] }).navSeen)).toEqual(['early', 'real']);
    expect(pageErrors).toEqual([]);
  });

  test("the footer and mf-auth's modal host wait for the page's first mount, and come right after it", async ({ page, pageErrors }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    const release = await holdHome(page);
    await page.goto('/us/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('[data-hs-app="nav"]').getByRole('link', { name: 'Log in' })).toBeVisible();
    if (!(await homeDeadlinePassed(page))) {
      expect(asked.filter((url) => url.startsWith(REMOTE_ORIGINS['mf-auth']!))).toEqual([]);
      await expect(page.locator('#hs-footer').getByRole('contentinfo')).toHaveCount(0);
    }
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#hs-footer').getByRole('contentinfo')).toBeVisible();
    await expect.poll(() => asked.some((url) => url.startsWith(`${REMOTE_ORIGINS['mf-auth']}/`) && url.endsWith('/remoteEntry.js'))).toBe(true);
    // Nobody showed intent: no modal code.
    expect(asked.filter((url) => /\/auth-host\./.test(url))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('a pointer over "Log in" before the page has mounted still loads the modal host, with no other move', async ({ page, pageErrors }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    const release = await holdHome(page);
    await page.goto('/us/', { waitUntil: 'domcontentloaded' });
    const logIn = page.locator('[data-hs-app="nav"]').getByRole('link', { name: 'Log in' });
    await logIn.hover();
    if (!(await homeDeadlinePassed(page))) expect(asked.filter((url) => /\/auth-host\./.test(url))).toEqual([]);
    release();
    // mf-auth's root mounts after the page, finds the pointer on the link and loads its host.
    await expect.poll(() => asked.some((url) => url.startsWith(`${REMOTE_ORIGINS['mf-auth']}/`) && /\/auth-host\.[0-9a-f]+\.js$/.test(url))).toBe(true);
    await logIn.click();
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('a sign-up link in the first URL opens the dialog while the page is still mounting', async ({ page, pageErrors }) => {
    const release = await holdHome(page);
    await page.goto('/us/#a=signup&source=nav', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('dialog', { name: 'Join Hourspace' })).toBeVisible();
    // mf-home's entry is still held back: the page has not mounted, nor has its 4 s deadline
    // passed (the slot would show its fallback): the dialog did not wait for the first screen.
    expect(await homeDeadlinePassed(page)).toBe(false);
    release();
    await expect(page.locator('[data-hs-app="home"] h1')).toBeAttached();
    expect(pageErrors).toEqual([]);
  });
});
