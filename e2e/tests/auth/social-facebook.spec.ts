import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { FRESH_PEOPLE, IDENTITIES, accessCookie, dialog } from './helpers';

/** Clicks Facebook in `modal` and picks `identity` in the local fake SDK's dialog. */
async function chooseFacebook(page: Page, modal: ReturnType<typeof dialog>, identity: RegExp, options: { stale?: boolean } = {}) {
  await modal.getByRole('button', { name: 'Continue with Facebook' }).click();
  const chooser = page.getByRole('dialog', { name: 'Log in with Facebook' });
  if (options.stale) await chooser.getByRole('checkbox').check();
  await chooser.getByRole('button', { name: identity }).click();
}

test.describe('@auth Facebook', () => {
  test('a Facebook sign-up that finds the account shows Welcome back, then logs in', async ({ page, context }) => {
    await page.goto('/us/#a=signup&source=nav');
    await chooseFacebook(page, dialog(page, 'Join Hourspace'), IDENTITIES.facebookOnly.name);
    const back = dialog(page, 'Welcome back');
    await expect(back.getByText('Welcome back, Fiona! You already have an Hourspace account with Facebook.')).toBeVisible();
    await back.getByRole('button', { name: 'Continue with Facebook' }).click();
    await expect(back).toBeHidden();
    expect(await accessCookie(context)).toBeTruthy();
  });

  test('a logged-out Facebook session (190/467) is logged in again', async ({ page, context }) => {
    await page.goto('/us/#a=login');
    const login = dialog(page, 'Welcome back');
    // The Graph call answers 190/467, so the SDK's log-in opens again. Its chooser of the first
    // log-in is gone once that answer has come: a click sooner could land on the closing chooser
    // (a second log-in nobody finishes, and the reopened chooser waiting for ever).
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/dev/facebook/me' && response.status() === 400);
    await chooseFacebook(page, login, IDENTITIES.facebookOnly.name, { stale: true });
    await refused;
    await page.getByRole('dialog', { name: 'Log in with Facebook' }).getByRole('button', { name: IDENTITIES.facebookOnly.name }).click();
    await expect(login).toBeHidden();
    expect(await accessCookie(context)).toBeTruthy();
  });

  test('a new Facebook person without an email is asked for one', async ({ page }) => {
    await page.goto('/us/#a=login');
    await chooseFacebook(page, dialog(page, 'Welcome back'), FRESH_PEOPLE.facebookNoEmail);
    await expect(dialog(page, 'Welcome back').getByRole('alert')).toHaveText('We did not match that login. Please try again or sign up instead.');
    await dialog(page, 'Welcome back').getByRole('alert').getByRole('button', { name: 'sign up' }).click();
    // Still connected to Facebook: the SDK answers without its dialog this time.
    await dialog(page, 'Join Hourspace').getByRole('button', { name: 'Continue with Facebook' }).click();
    const form = dialog(page, 'Add your email');
    await expect(form.getByRole('alert')).toHaveText('Facebook did not share your email address with us. Please enter it to continue.');
    await form.getByLabel('Email').fill('guest@example.com');
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form.getByRole('alert')).toHaveText('This email is already taken. Please log in instead.');
  });
});
