import { expect, test } from '../../fixtures';
import { GOOD_PASSWORD, TINY_PNG, accessCookie, createAccount, dialog, freshEmail, lastOutboxId, latestCode } from './helpers';

async function signUp(page: import('@playwright/test').Page, email: string, password: string) {
  const signup = dialog(page, 'Join Hourspace');
  await signup.getByLabel('Email', { exact: true }).fill(email);
  await signup.getByLabel('Password', { exact: true }).fill(password);
  await signup.getByRole('button', { name: 'Sign up' }).click();
  return signup;
}

test.describe('@auth sign-up branches', () => {
  test('signing up with an existing email: another password says it is taken, its own password logs in', async ({ page, context, request }) => {
    const email = freshEmail('taken');
    await createAccount(request, email);
    await page.goto('/us/#a=signup&source=nav');
    const signup = await signUp(page, email, 'Different99');
    const alert = signup.getByRole('alert');
    await expect(alert).toHaveText('This email is already taken. Login or reset your password.');
    await expect(alert.getByRole('link', { name: 'reset your password' })).toHaveAttribute('href', '/us/app/password-reset');
    await signUp(page, email, GOOD_PASSWORD);
    await expect(signup).toBeHidden();
    expect(await accessCookie(context)).toBeTruthy();
  });

  test("an email of a Google account opens the log-in modal with Google's message", async ({ page }) => {
    await page.goto('/us/#a=signup&source=fav');
    await expect(dialog(page, 'Join Hourspace').getByText('Sign up to save this space.')).toBeVisible();
    await signUp(page, 'google.only@example.com', GOOD_PASSWORD);
    const login = dialog(page, 'Welcome back');
    await expect(login.getByRole('alert')).toHaveText('Looks like you already have an account with us. Please log in using your Google account');
  });

  test('?ref= opens the referral sign-up', async ({ page }) => {
    await page.goto('/us/?ref=FRIEND42');
    await expect(dialog(page, 'Join Hourspace').getByText('A friend invited you to Hourspace. Create your account to get started.')).toBeVisible();
  });

  test('a wrong email code is refused, and Add my space goes to the add-a-space screen', async ({ page, request }) => {
    const email = freshEmail('code');
    await page.goto('/us/#a=signup&source=host');
    await expect(dialog(page, 'Join Hourspace').getByText('Create an account to list your space.')).toBeVisible();
    await signUp(page, email, GOOD_PASSWORD);
    const profile = dialog(page, 'Complete your profile');
    await profile.getByRole('button', { name: 'Continue' }).click();
    await expect(profile.getByText('Please upload a profile photo.')).toBeVisible();
    await expect(profile.getByText('Please enter your first name.')).toBeVisible();
    await profile.getByLabel('Upload a profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await profile.getByLabel('First name').fill('Kim');
    await profile.getByLabel('Last name').fill('K');
    await profile.getByLabel('Last name').blur();
    await expect(profile.getByText('Is too short (minimum is 2 characters)')).toBeVisible();
    await profile.getByLabel('Last name').fill('Kode');
    const before = await lastOutboxId(request, email);
    await profile.getByRole('button', { name: 'Continue' }).click();
    const verify = dialog(page, 'Verify your email');
    const code = await latestCode(request, email, before);
    const wrong = code === '0000' ? '1111' : '0000';
    await verify.getByLabel('Verification code').fill(wrong);
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(verify.getByRole('alert')).toHaveText('The verification code is incorrect.');
    await verify.getByLabel('Verification code').fill(code);
    await verify.getByRole('button', { name: 'Verify' }).click();
    await dialog(page, 'Welcome to Hourspace').getByRole('button', { name: 'Add my space' }).click();
    await expect(page).toHaveURL(/\/us\/app\/ps#s=spaces$/);
  });
});

test.describe('@auth marketing label outside the US', () => {
  test.use({ timezoneId: 'Europe/Berlin' });
  test("reads 'I'd like to receive marketing emails'", async ({ page }) => {
    await page.goto('/us/#a=signup&source=nav');
    await expect(dialog(page, 'Join Hourspace').getByRole('checkbox', { name: "I'd like to receive marketing emails" })).not.toBeChecked();
  });
});

test.describe('@auth marketing label in the US', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });
  test("reads 'I don't want to receive marketing emails'", async ({ page }) => {
    await page.goto('/us/#a=signup&source=nav');
    await expect(dialog(page, 'Join Hourspace').getByRole('checkbox', { name: "I don't want to receive marketing emails" })).not.toBeChecked();
  });
});
