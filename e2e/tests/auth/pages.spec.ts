import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { emailTo } from '../../src/mailbox';
import { API, GOOD_PASSWORD, accessCookie, createAccount, dialog, freshEmail, useSession } from './helpers';

/** The newest password reset link emailed to `to`, read from the local mailbox (waits until one arrives). */
async function resetLink(request: APIRequestContext, to: string): Promise<string> {
  const email = await emailTo(request, to, (m) => /\/app\/password-reset\?token=/.test(m.text));
  return /\S+\/app\/password-reset\?token=\S+/.exec(email.text)![0];
}

test.describe('@auth the auth pages', () => {
  test('Forgot password? → a link by email → a new password: it logs in and the old one does not', async ({ page, context, request, pageErrors }) => {
    test.setTimeout(120_000);
    const email = freshEmail('reset');
    await createAccount(request, email);
    const newPassword = 'Renewed2026x';

    await page.goto('/us/#a=login');
    await dialog(page, 'Welcome back').getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/us\/app\/password-reset$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: `If ${email} has an account with us` })).toBeVisible();

    const link = await resetLink(request, email);
    expect(new URL(link).pathname).toBe('/us/app/password-reset');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    // The token leaves the address bar once read.
    await expect(page).toHaveURL(/\/us\/app\/password-reset$/);
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/us\/signin$/);
    const main = page.getByRole('main');
    await main.getByLabel('Email', { exact: true }).fill(email);
    await main.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
    await main.getByRole('button', { name: 'Log in' }).click();
    await expect(main.getByText('Email and password combination is incorrect.')).toBeVisible();
    expect(await accessCookie(context)).toBeUndefined();

    await main.getByLabel('Password', { exact: true }).fill(newPassword);
    await main.getByRole('button', { name: 'Log in' }).click();
    // A log-in is a few requests and a password hash: slow on a loaded CI machine.
    await expect(page).toHaveURL(/\/us\/$/, { timeout: 30_000 });
    await expect.poll(() => accessCookie(context)).toBeTruthy();

    // The link is single use: opened again, it says so and offers a new one.
    await page.goto(link);
    await page.getByLabel('New password').fill('Another2026x');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('This reset link has already been used. Ask for a new one below.');
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('pending terms: the sign-in lands on /us/updated-terms, accepting returns to where they were', async ({ page, request, pageErrors }) => {
    test.setTimeout(90_000);
    const created = await request.post(`${API}/dev/accounts/pending-terms`);
    expect(created.status()).toBe(201);
    const guest = (await created.json()) as { email: string; password: string };

    await page.goto('/us/?utm_source=e2e-terms#a=login');
    const login = dialog(page, 'Welcome back');
    await login.getByLabel('Email', { exact: true }).fill(guest.email);
    await login.getByLabel('Password', { exact: true }).fill(guest.password);
    await login.getByRole('button', { name: 'Log in' }).click();

    await expect(page).toHaveURL(/\/us\/updated-terms$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: "We've updated our Terms of Service" })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What changed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read the full Terms of Service' })).toHaveAttribute('href', '/us/legal/terms');
    await page.getByRole('button', { name: 'Accept and continue' }).click();

    await expect(page).toHaveURL(/\/us\/\?utm_source=e2e-terms$/);
    await page.goto('/us/updated-terms');
    await expect(page.getByRole('heading', { level: 1, name: "You're all set" })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('signing up from /us/?ref=CODE credits the inviter, visible on their /us/referrals', async ({ page, context, browser, request, pageErrors }) => {
    test.setTimeout(120_000);
    const inviter = await createAccount(request, freshEmail('inviter'));
    await useSession(context, inviter);
    await page.goto('/us/referrals');
    await expect(page.getByRole('heading', { level: 1, name: 'Earn $50' })).toBeVisible();
    await expect(page.getByText('Friends who joined with your link: 0. Earned: $0.')).toBeVisible();
    const link = await page.getByLabel('Your referral link').inputValue();
    expect(link).toMatch(/^http:\/\/localhost:8080\/us\/\?ref=[A-Z2-9]{8}$/);

    // The friend, in a browser of their own.
    const friendContext = await browser.newContext();
    try {
      const friend = await friendContext.newPage();
      await friend.goto(link);
      const signup = dialog(friend, 'Join Hourspace');
      await expect(signup.getByText('A friend invited you to Hourspace. Create your account to get started.')).toBeVisible();
      await signup.getByLabel('Email', { exact: true }).fill(freshEmail('invited'));
      await signup.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
      await signup.getByLabel('Password', { exact: true }).blur();
      await signup.getByRole('button', { name: 'Sign up' }).click();
      await expect(dialog(friend, 'Complete your profile')).toBeVisible();
    } finally {
      await friendContext.close();
    }

    await page.reload();
    await expect(page.getByText('Friends who joined with your link: 1. Earned: $50.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Friends who joined' }).getByRole('listitem')).toHaveCount(1);
    expect(pageErrors).toEqual([]);
  });

  test('the pages work at 390 px: /us/signin and /us/app/password-reset fit without sideways scrolling of their content', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/us/signin', '/us/app/password-reset', '/de/app/password-reset']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      // The page's own content fits (nav and footer are other remotes' and tested there).
      expect(await page.getByRole('main').evaluate((main) => main.scrollWidth <= main.clientWidth)).toBe(true);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Passwort vergessen?' })).toBeVisible();
  });
});
