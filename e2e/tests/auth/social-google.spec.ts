import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { FRESH_PEOPLE, IDENTITIES, accessCookie, dialog } from './helpers';

/** Clicks Google in `modal` and picks `identity` in the popup the page opens (the local fake Google). */
async function chooseGoogle(page: Page, modal: ReturnType<typeof dialog>, identity: RegExp) {
  const popupOpened = page.waitForEvent('popup');
  await modal.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.getByRole('button', { name: identity }).click();
  // The popup answers from Google's redirect page, which is this site: the shell and mf-auth
  // load in the popup before it hands the token over and closes. Wait for that, as a person
  // would, before looking at what the modal shows next.
  if (!popup.isClosed()) await popup.waitForEvent('close', { timeout: 45_000 });
  return popup;
}

test.describe('@auth Google', () => {
  // Each test loads the whole site twice: once in the page, once in the popup.
  test.describe.configure({ timeout: 90_000 });

  test('a Google-only account logs in through the popup', async ({ page, context, pageErrors }) => {
    await page.goto('/us/#a=login');
    const login = dialog(page, 'Welcome back');
    await chooseGoogle(page, login, IDENTITIES.googleOnly.name);
    await expect(login).toBeHidden();
    expect(await accessCookie(context)).toBeTruthy();
    expect(pageErrors).toEqual([]);
  });

  test('a sign-up with the Google identity of an email account is sent to log in with email and password', async ({ page }) => {
    await page.goto('/us/#a=signup&source=nav');
    await chooseGoogle(page, dialog(page, 'Join Hourspace'), IDENTITIES.googleOfGuest.name);
    await expect(dialog(page, 'Welcome back').getByRole('alert')).toHaveText('Looks like you already have an account with us. Please log in using your email and password');
  });

  test('closing the popup without choosing leaves the modal as it was', async ({ page }) => {
    await page.goto('/us/#a=login');
    const login = dialog(page, 'Welcome back');
    const popupOpened = page.waitForEvent('popup');
    await login.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await expect(login.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    await expect(login.getByRole('alert')).toHaveCount(0);
  });

  test('a new Google person with a photo and full names skips the profile form', async ({ page }) => {
    await page.goto('/us/#a=signup&source=nav');
    await chooseGoogle(page, dialog(page, 'Join Hourspace'), FRESH_PEOPLE.googleNewFull);
    await expect(dialog(page, 'Welcome to Hourspace')).toBeVisible();
  });

  test('a new Google person with one-letter names and no photo gets the profile form', async ({ page }) => {
    await page.goto('/us/#a=signup&source=nav');
    await chooseGoogle(page, dialog(page, 'Join Hourspace'), FRESH_PEOPLE.googleNewShort);
    const profile = dialog(page, 'Complete your profile');
    await expect(profile.getByLabel('First name')).toHaveValue('');
  });
});
