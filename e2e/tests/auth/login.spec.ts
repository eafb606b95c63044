import { expect, test } from '../../fixtures';
import { GOOD_PASSWORD, accessCookie, createAccount, dialog, freshEmail } from './helpers';
import { seriousViolations } from '../../src/axe';

test.describe('@auth log-in', () => {
  test('an empty submit, a wrong password, then the right one', async ({ page, context, request, pageErrors }) => {
    const email = freshEmail('login');
    await createAccount(request, email);
    await page.goto('/us/#a=login');
    const login = dialog(page, 'Welcome back');
    await expect(login.getByText('Please log in')).toBeVisible();

    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.getByText('Please enter a valid email and password.')).toBeVisible();

    await login.getByLabel('Email', { exact: true }).fill(email);
    await login.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.getByText('Email and password combination is incorrect.')).toBeVisible();

    await login.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login).toBeHidden();
    expect(await accessCookie(context)).toBeTruthy();
    expect(new URL(page.url()).hash).toBe('');
    expect(pageErrors).toEqual([]);
  });

  test('an unknown email is asked to sign up', async ({ page }) => {
    await page.goto('/us/#a=login');
    const login = dialog(page, 'Welcome back');
    await login.getByLabel('Email', { exact: true }).fill(freshEmail('nobody'));
    await login.getByLabel('Password', { exact: true }).fill('Anything-1');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.getByRole('alert')).toHaveText("You don't have an account with us, please sign up");
    await login.getByRole('alert').getByRole('button', { name: 'sign up' }).click();
    await expect(dialog(page, 'Join Hourspace')).toBeVisible();
  });
});

test.describe('@auth log-in accessibility and language', () => {
  test('the log-in dialog has no serious accessibility violations and is keyboard operable', async ({ page }) => {
    await page.goto('/us/#a=login&type=google');
    const login = dialog(page, 'Welcome back');
    await expect(login).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    // Focus stays inside the dialog while tabbing round it.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await login.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });

  test('the modals speak the page language', async ({ page }) => {
    await page.goto('/de/#a=signup&source=msg');
    const signup = dialog(page, 'Bei Hourspace mitmachen');
    await expect(signup.getByText('Registrieren Sie sich, um Gastgebern zu schreiben.')).toBeVisible();
    await signup.getByLabel('E-Mail', { exact: true }).fill('kaputt');
    await signup.getByLabel('E-Mail', { exact: true }).blur();
    await expect(signup.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
  });
});
