import { expect, REMOTE_ORIGINS, test } from '../../fixtures';

test.describe('@platform failure is normal', () => {
  test('with mf-home blocked, navigation and an alert still appear, with no uncaught error', async ({ page, pageErrors }) => {
    let blocked = true;
    await page.route(`${REMOTE_ORIGINS['mf-home']}/**`, (route) => (blocked ? route.abort() : route.continue()));
    await page.goto('/us/');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('This part of the page could not load.');
    await expect(page.getByRole('main')).toBeVisible();
    expect(pageErrors).toEqual([]);

    // "Try again" loads the remote once it is reachable again.
    blocked = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('with mf-nav blocked, the minimal bar has the logo, log in and sign up', async ({ page, pageErrors }) => {
    await page.route(`${REMOTE_ORIGINS['mf-nav']}/**`, (route) => route.abort());
    await page.goto('/us/');
    const nav = page.getByRole('navigation');
    await expect(nav.getByRole('link', { name: 'Hourspace home' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/us/#a=login');
    await expect(nav.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/us/#a=signup&source=nav');
    await expect(page.getByRole('main')).toBeVisible();
    // The keyboard's first stop is still a way past the navigation, and it moves focus into the page.
    // The shell's fallback (after the failed entry), not the page's early nav it replaces: that one is
    // a plain link, and a focus on it can be lost as the shell puts its own in.
    await expect(page.locator('[data-hs-fallback-for="nav"]:not([data-hs-early])')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
    expect(pageErrors).toEqual([]);
  });

  test("with no script able to run, the page's first frame already has the nav bar with the brand, and its log-in links follow", async ({ page }) => {
    // The shell's own script never arrives: only the HTML and its stylesheet paint.
    await page.route('**/main.js*', (route) => route.abort());
    await page.goto('/us/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Hourspace home' })).toBeVisible({ timeout: 2_000 });
    await expect(nav.getByRole('link', { name: 'Log in' })).toBeVisible({ timeout: 10_000 });
    await expect(nav.getByRole('link', { name: 'Sign up' })).toBeVisible();
    // Before any script, the skip link is the first Tab stop too.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  });

  test('with mf-search blocked, the home page keeps its hero with a way to search', async ({ page, pageErrors }) => {
    await page.route(`${REMOTE_ORIGINS['mf-search']}/**`, (route) => route.abort());
    await page.goto('/us/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Find a space' }).first()).toHaveAttribute('href', /\/us\/#a=search$/);
    expect(pageErrors).toEqual([]);
  });

  test('a remote that failed loads again on the next navigation', async ({ page, pageErrors }) => {
    let blocked = true;
    await page.route(`${REMOTE_ORIGINS['mf-account']}/**`, (route) => (blocked ? route.abort() : route.continue()));
    await page.goto('/us/account');
    await expect(page.getByRole('alert')).toBeVisible();
    blocked = false;
    await page.evaluate(() => window.history.pushState(null, '', '/us/'));
    await expect(page.getByRole('search')).toBeAttached();
    await page.evaluate(() => window.history.pushState(null, '', '/us/profile'));
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('an entry whose bytes differ from the manifest integrity is refused', async ({ page, pageErrors }) => {
    await page.route(`${REMOTE_ORIGINS['mf-home']}/**/remoteEntry.js`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', headers: { 'access-control-allow-origin': '*' }, body: 'window.tampered = true;' }),
    );
    await page.goto('/us/');
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { tampered?: boolean }).tampered)).toBeUndefined();
    expect(pageErrors).toEqual([]);
  });
});
