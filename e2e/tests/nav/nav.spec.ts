import { expect, test } from '../../fixtures';
import { logInAs } from './helpers';
import { seriousViolations } from '../../src/axe';

test.describe('@nav logged out', () => {
  test("on /us/: 'List your space', 'Log in' and 'Sign up' go where the spec says, and 'Log in' opens the log-in dialog", async ({ page, pageErrors }) => {
    await page.goto('/us/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'List your space' })).toHaveAttribute('href', '/us/host');
    await expect(nav.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/us/#a=login');
    await expect(nav.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/us/#a=signup&source=nav');
    await nav.getByRole('button', { name: 'Browse spaces' }).click();
    await expect(nav.getByRole('link', { name: 'See all event spaces' })).toBeVisible();
    expect(await seriousViolations(page, '#hs-nav')).toEqual([]);
    // The same page, the menu closed: 'Log in' opens the log-in dialog (one load for both: docs/decisions/test-suite-time.md).
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'See all event spaces' })).toBeHidden();
    await nav.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/us\/#a=login$/);
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('the locale selector lists 8 locales; choosing Deutsch lands on /de/ with preferred_locale=de-DE', async ({ page, context, pageErrors }) => {
    await page.goto('/us/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: /^Language and region/ })
      .click();
    const list = page.getByRole('list', { name: 'Choose a language and region' });
    await expect(list.getByRole('button')).toHaveCount(8);
    await list.getByRole('button', { name: /^Deutsch/ }).click();
    await expect(page).toHaveURL(/\/de\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Anmelden' })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'preferred_locale');
    expect(cookie?.value).toBe('de-DE');
    // Six hours, give or take the test's own run time.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(5.9 * 3600_000);
    expect(pageErrors).toEqual([]);
  });

  test("the slide-in menu's code: fetched by a screen of 992 px or less once idle after load, never by a wider one", async ({ page, pageErrors }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto('/us/s/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: 'Browse spaces' })).toBeVisible();
    expect(asked.filter((url) => /\/slide-in-menu\./.test(url))).toEqual([]);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(() => asked.filter((url) => /\/slide-in-menu\./.test(url)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  });

  test('at 800 px the menu button opens a slide-in that locks page scroll; Escape closes it', async ({ page, pageErrors }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/us/s/');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/us/#a=signup&source=nav');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    expect(pageErrors).toEqual([]);
  });
});

test.describe('@nav signed in', () => {
  test('as guest@example.com: inbox, bookings, boards, then profile, Payments and log out', async ({ page, context, request, pageErrors }) => {
    await logInAs(request, context, 'guest@example.com');
    await page.goto('/us/s/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: /^Inbox/ })).toHaveAttribute('href', '/us/inbox');
    await expect(nav.getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/us/bookings');
    await expect(nav.getByRole('link', { name: 'Boards' })).toHaveAttribute('href', '/us/boards');
    await nav.getByRole('button', { name: /^Account menu/ }).click();
    const menu = nav.getByRole('list', { name: /^Account menu/ });
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/us/profile');
    await expect(menu.getByRole('link', { name: 'Payments' })).toHaveAttribute('href', '/us/account');
    expect(await seriousViolations(page, '#hs-nav')).toEqual([]);
    await menu.getByRole('button', { name: 'Log out' }).click();
    await expect(nav.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect((await context.cookies()).map((c) => c.name)).not.toContain('PSAccess');
    expect(pageErrors).toEqual([]);
  });

  test('as host@example.com: listings, calendar and the payout warning', async ({ page, context, request, pageErrors }) => {
    await logInAs(request, context, 'host@example.com');
    await page.goto('/us/s/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Listings' })).toHaveAttribute('href', '/us/mylistings');
    await expect(nav.getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/us/calendar');
    await expect(nav.getByRole('link', { name: 'Add payout info' })).toHaveAttribute('href', '/us/account/host');
    expect(pageErrors).toEqual([]);
  });

  test("as host.blocked@example.com: 'Payouts blocked' goes to /account/methods", async ({ page, context, request, pageErrors }) => {
    await logInAs(request, context, 'host.blocked@example.com');
    await page.goto('/us/s/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Payouts blocked' })).toHaveAttribute('href', '/us/account/methods');
    await expect(nav.getByRole('link', { name: 'Add payout info' })).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
});
