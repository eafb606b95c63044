import { expect, test } from '../../fixtures';
import { GOOD_PASSWORD, createAccount, dialog, freshEmail } from '../auth/helpers';
import { signedIn } from './helpers';
import { seriousViolations } from '../../src/axe';

test.describe('@account profile', () => {
  // Whole journeys through the shell, log-in included, on a machine that may be busy.
  test.describe.configure({ timeout: 90_000 });

  test('logged out, /us/profile opens the log-in and lands on the profile after log-in', async ({ page, request, pageErrors }) => {
    const email = freshEmail('profile-gate');
    await createAccount(request, email);
    await page.goto('/us/profile');
    const login = dialog(page, 'Welcome back');
    await expect(login).toBeVisible();
    await login.getByLabel('Email', { exact: true }).fill(email);
    await login.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login).toBeHidden();
    // The person lands on the page they asked for, now with its form.
    await expect(page.getByLabel('First name')).toHaveValue('Erin', { timeout: 30_000 });
    await expect(page).toHaveURL(/\/us\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('a name that is too short shows the spec message and a valid one is saved', async ({ page, context, request, pageErrors }) => {
    await signedIn(context, request, 'profile-save');
    await page.goto('/us/profile');
    const first = page.getByLabel('First name');
    await first.fill('A');
    await first.blur();
    await expect(page.getByText('Is too short (minimum is 2 characters)')).toBeVisible();
    await first.fill('Ada');
    await page.getByLabel('Job title').fill('Producer');
    await page.getByLabel('Mobile phone').fill('12');
    await page.getByLabel('Mobile phone').blur();
    await expect(page.getByText('Please enter a valid phone number with no special characters.')).toBeVisible();
    await page.getByLabel('Mobile phone').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your profile was saved.' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByLabel('Job title')).toHaveValue('Producer');
    expect(pageErrors).toEqual([]);
  });

  test('/de/profile renders in German', async ({ page, context, request, pageErrors }) => {
    await signedIn(context, request, 'profile-de');
    await page.goto('/de/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
    await expect(page.getByLabel('Vorname')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Änderungen speichern' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Code erneut senden' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('at 390 px nothing overflows sideways', async ({ page, context, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedIn(context, request, 'profile-390');
    await page.goto('/us/profile');
    await expect(page.getByLabel('First name')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('@account profile accessibility', () => {
  // axe injects its own <style>, which the page's CSP rightly blocks: axe runs without the CSP, the journeys above with it.
  test.use({ bypassCSP: true });
  test.describe.configure({ timeout: 90_000 });

  test('axe finds nothing serious on the profile page', async ({ page, context, request }) => {
    await signedIn(context, request, 'profile-axe');
    await page.goto('/us/profile');
    await expect(page.getByLabel('First name')).toHaveValue('Erin', { timeout: 30_000 });
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });
});
