import { expect, test } from '../../fixtures';
import { GOOD_PASSWORD, TINY_PNG, accessCookie, dialog, freshEmail, lastOutboxId, latestCode } from './helpers';
import { seriousViolations } from '../../src/axe';

test.describe('@auth email sign-up', () => {
  test('a new person signs up, completes the profile, verifies the email and lands on Welcome', async ({ page, context, request, pageErrors }) => {
    const email = freshEmail('signup');
    await page.goto('/us/#a=signup&source=nav');
    const signup = dialog(page, 'Join Hourspace');
    await expect(signup).toBeVisible();
    await expect(signup.getByRole('button', { name: 'Continue with Apple' })).toBeVisible();
    await expect(signup.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();

    await signup.getByLabel('Email', { exact: true }).fill('not-an-email');
    await signup.getByLabel('Password', { exact: true }).focus();
    await expect(signup.getByText('Please enter a valid email.')).toBeVisible();
    // Long enough and with a number: refused for its letters, and the message says so.
    await signup.getByLabel('Password', { exact: true }).fill('password1');
    await signup.getByLabel('Email', { exact: true }).focus();
    await expect(signup.getByText('Your password needs to be at least 8 characters long and include a number, an upper-case letter and a lower-case letter.')).toBeVisible();
    await expect(signup.getByRole('button', { name: 'Sign up' })).toBeDisabled();

    await signup.getByLabel('Email', { exact: true }).fill(email);
    await signup.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
    await signup.getByLabel('Password', { exact: true }).blur();
    await signup.getByRole('button', { name: 'Sign up' }).click();

    const profile = dialog(page, 'Complete your profile');
    await expect(profile).toBeVisible();
    expect(await accessCookie(context)).toBeTruthy();
    const before = await lastOutboxId(request, email);
    await profile.getByLabel('Upload a profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(profile.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
    await profile.getByLabel('First name').fill('Erin');
    await profile.getByLabel('Last name').fill('Example');
    await profile.getByRole('button', { name: 'Continue' }).click();

    const verify = dialog(page, 'Verify your email');
    await expect(verify).toBeVisible();
    await expect(verify.getByText('Code Sent!')).toBeVisible();
    const code = await latestCode(request, email, before);
    await verify.getByLabel('Verification code').fill(code);
    await verify.getByRole('button', { name: 'Verify' }).click();

    const welcome = dialog(page, 'Welcome to Hourspace');
    await expect(welcome.getByRole('button', { name: 'Find a space' })).toBeVisible();
    await expect(welcome.getByRole('button', { name: 'Add my space' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('the sign-up dialog has no serious accessibility violations', async ({ page }) => {
    await page.goto('/us/#a=signup&source=msg');
    const signup = dialog(page, 'Join Hourspace');
    await expect(signup.getByText('Sign up to message hosts.')).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  });

  test('closing the dialog clears the hash so a reload does not reopen it', async ({ page }) => {
    await page.goto('/us/?x=1#a=signup&source=nav');
    await expect(dialog(page, 'Join Hourspace')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page, 'Join Hourspace')).toBeHidden();
    expect(new URL(page.url()).hash).toBe('');
    expect(new URL(page.url()).search).toBe('?x=1');
  });
});
