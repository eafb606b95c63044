import type { Page } from '@playwright/test';
import { expect, REMOTE_ORIGINS, test } from '../../fixtures';

/** The shell's slot deadline (SLOT_DEADLINE_MS in shell/src/resilient-app.ts): no other timer of the site is this long. */
const SLOT_DEADLINE_MS = 4_000;

/**
 * Holds mf-home's entry until `release()`, and every slot's deadline timer with it: the home
 * page's first mount cannot end before `release()`, however slow the machine, because neither
 * the entry nor the deadline (which would show the slot's fallback) can arrive. `release()`
 * lets the entry through and starts each held deadline afresh. The page's `load` event waits
 * for the entry's preload: navigate with `domcontentloaded`.
 */
async function holdHome(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript((deadlineMs: number) => {
    const realSetTimeout = window.setTimeout.bind(window);
    const realClearTimeout = window.clearTimeout.bind(window);
    // Held deadlines by the id handed out; once released, the id of the real timer.
    const held = new Map<number, { run: () => void; real?: number }>();
    let holding = true;
    let nextId = -1;
    const state = { held: 0 };
    (window as unknown as { __hsHeldDeadlines: typeof state }).__hsHeldDeadlines = state;
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
      if (!holding || timeout !== deadlineMs || typeof handler !== 'function') return realSetTimeout(handler, timeout, ...args);
      const id = nextId--;
      held.set(id, { run: () => (handler as (...a: unknown[]) => void)(...args) });
      state.held++;
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      const entry = id === undefined ? undefined : held.get(id);
      if (!entry) return realClearTimeout(id);
      held.delete(id!);
      if (entry.real !== undefined) realClearTimeout(entry.real);
    }) as typeof window.clearTimeout;
    (window as unknown as { __hsReleaseDeadlines: () => void }).__hsReleaseDeadlines = () => {
      holding = false;
      for (const [id, entry] of held) {
        entry.real = realSetTimeout(() => {
          held.delete(id);
          entry.run();
        }, deadlineMs);
      }
    };
  }, SLOT_DEADLINE_MS);
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${REMOTE_ORIGINS['mf-home']}/**/remoteEntry.js`, async (route) => {
    await held;
    await route.continue();
  });
  return async () => {
    release();
    await page.evaluate(() => (window as unknown as { __hsReleaseDeadlines: () => void }).__hsReleaseDeadlines());
  };
}

/** How many slot deadlines the page has started while they were held (at least the home slot's). */
const heldDeadlines = (page: Page) => page.evaluate(() => (window as unknown as { __hsHeldDeadlines: { held: number } }).__hsHeldDeadlines.held);

/** Whether the home slot's first mount has ended by its deadline, the slot showing its fallback (never while held). */
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
        // Not yet a state to judge: the parser, which may yield between an element's start and
        // its children on a busy machine, is still inside the slot (nothing after it parsed yet;
        // no page script runs before parsing ends, so nothing else can have emptied it).
        if (!nav || (document.readyState === 'loading' && !nav.nextElementSibling)) return;
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
    // The page's first mount is still to come (its entry and its deadline are held).
    expect(await heldDeadlines(page)).toBeGreaterThanOrEqual(1);
    expect(await homeDeadlinePassed(page)).toBe(false);
    expect(asked.filter((url) => url.startsWith(REMOTE_ORIGINS['mf-auth']!))).toEqual([]);
    await expect(page.locator('#hs-footer').getByRole('contentinfo')).toHaveCount(0);
    await release();
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
    expect(await heldDeadlines(page)).toBeGreaterThanOrEqual(1);
    expect(await homeDeadlinePassed(page)).toBe(false);
    expect(asked.filter((url) => /\/auth-host\./.test(url))).toEqual([]);
    await release();
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
    // mf-home's entry and its deadline are still held back: the page has not mounted nor shown
    // its fallback, so the dialog did not wait for the first screen.
    expect(await heldDeadlines(page)).toBeGreaterThanOrEqual(1);
    expect(await homeDeadlinePassed(page)).toBe(false);
    await release();
    await expect(page.locator('[data-hs-app="home"] h1')).toBeAttached();
    expect(pageErrors).toEqual([]);
  });
});
