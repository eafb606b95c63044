import { expect, test } from '../../fixtures';
import { FRESH_PEOPLE, IDENTITIES, accessCookie, dialog } from './helpers';

test.describe('@auth Apple', () => {
  test('an Apple-only account logs in through the full-page redirect and form_post', async ({ page, context, pageErrors }) => {
    await page.goto('/us/s/?q=loft#a=login');
    await dialog(page, 'Welcome back').getByRole('button', { name: 'Continue with Apple' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with Apple' })).toBeVisible();
    await page.getByRole('button', { name: IDENTITIES.appleOnly.name }).click();
    await expect(page).toHaveURL(/\/us\/s\/\?q=loft$/);
    await expect.poll(() => accessCookie(context)).toBeTruthy();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('a crafted Apple return link signs nobody in from another browser, and its code counts once in the browser that started', async ({ page, context, browser }) => {
    // Five page loads in two browsers: more than the default 30 s on a loaded CI machine.
    test.setTimeout(90_000);
    // This browser goes through Apple's sign-in but keeps the site address Apple's callback answers, instead of following it.
    let returnUrl = '';
    await page.route('**/apple-connect/callback', async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      returnUrl = response.headers()['location'] ?? '';
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'kept' });
    });
    await page.goto('/us/#a=login');
    await dialog(page, 'Welcome back').getByRole('button', { name: 'Continue with Apple' }).click();
    await page.getByRole('button', { name: IDENTITIES.appleOnly.name }).click();
    await expect.poll(() => returnUrl).toContain('social_access_token=');

    // The link sent to someone else: their browser has no binding cookie for this sign-in.
    const other = await browser.newContext();
    try {
      const victim = await other.newPage();
      await victim.goto(returnUrl);
      await expect(dialog(victim, 'Welcome back').getByRole('alert')).toBeVisible();
      expect(await accessCookie(other)).toBeUndefined();
    } finally {
      await other.close();
    }

    // The browser that started it signs in with the same link.
    await page.unroute('**/apple-connect/callback');
    await page.goto(returnUrl);
    await expect.poll(() => accessCookie(context)).toBeTruthy();

    // Signed out again (session cookies gone, the binding cookie kept), the same link does not sign in twice.
    await context.clearCookies({ name: 'PSAccess' });
    await context.clearCookies({ name: 'PSRefresh' });
    await page.goto('/us/');
    await page.goto(returnUrl);
    await expect(dialog(page, 'Welcome back').getByRole('alert')).toBeVisible();
    expect(await accessCookie(context)).toBeUndefined();
  });

  test('cancelling at Apple says there was a problem connecting with Apple', async ({ page }) => {
    await page.goto('/us/#a=signup&source=nav');
    await dialog(page, 'Join Hourspace').getByRole('button', { name: 'Continue with Apple' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page, 'Welcome back').getByRole('alert')).toHaveText('There was a problem connecting with Apple.');
    expect(new URL(page.url()).hash).toBe('');
  });

  test('a new Apple person who shares no email is asked for one', async ({ page }) => {
    await page.goto('/us/#a=signup&source=nav');
    await dialog(page, 'Join Hourspace').getByRole('button', { name: 'Continue with Apple' }).click();
    await page.getByRole('button', { name: FRESH_PEOPLE.appleNoEmail }).click();
    const form = dialog(page, 'Add your email');
    await expect(form.getByLabel('Email')).toHaveValue('');
    await form.getByLabel('Email').fill('google.only@example.com');
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form.getByRole('alert')).toHaveText('This account already exists, please login with Google.');
  });
});
