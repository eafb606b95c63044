import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { GOOD_PASSWORD, createAccount, dialog, freshEmail, useSession } from '../auth/helpers';
import { seriousViolations } from '../../src/axe';

const SITE = 'http://localhost:8080';
const RESULTS = '/us/s/?activity=party&location=new+york%2C+ny';

/** The first result's card, its title and its heart. */
async function firstResult(page: Page) {
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  return { card, title, heart: card.getByRole('button', { name: `Save ${title}` }) };
}

test.describe('@account boards', () => {
  // Whole journeys through the shell, log-in included, on a machine that may be busy.
  test.describe.configure({ timeout: 120_000 });

  test("a guest hearts a space into a new board 'Team offsite' and finds it in /boards after logging out and in again in another browser", async ({
    page,
    context,
    browser,
    request,
    pageErrors,
  }) => {
    const email = freshEmail('boards');
    await useSession(context, await createAccount(request, email));
    await page.goto(RESULTS);
    const { title, heart } = await firstResult(page);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();

    const save = page.getByRole('dialog', { name: 'Save to a board' });
    await expect(save).toBeVisible();
    await save.getByRole('button', { name: 'Create and save' }).click();
    await expect(save.getByText('Please enter a board name.')).toBeVisible();
    await save.getByRole('textbox', { name: 'Board name' }).fill('Team offsite');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await save.getByRole('button', { name: 'Create and save' }).click();
    await expect(save).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Saved to Team offsite' })).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    // Log out through the menu.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: /^Account menu/ }).click();
    await nav
      .getByRole('list', { name: /^Account menu/ })
      .getByRole('button', { name: 'Log out' })
      .click();
    await expect(nav.getByRole('link', { name: 'Log in' })).toBeVisible();

    // Another browser: log in on /boards, and the board is there with the space.
    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      await second.goto(`${SITE}/us/boards`);
      const login = dialog(second, 'Welcome back');
      await expect(login).toBeVisible({ timeout: 30_000 });
      await login.getByLabel('Email', { exact: true }).fill(email);
      await login.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
      await login.getByRole('button', { name: 'Log in' }).click();
      await expect(login).toBeHidden({ timeout: 30_000 });
      await expect(second).toHaveURL(/\/us\/boards$/);
      await expect(second.getByRole('heading', { level: 1, name: 'Boards' })).toBeVisible();
      const board = second.getByRole('list', { name: 'Your boards' }).getByRole('link', { name: /Team offsite/ });
      await expect(board).toContainText('1 space');
      expect(await seriousViolations(second, '#main-content')).toEqual([]);
      await board.click();
      await expect(second).toHaveURL(/\/us\/boards\/\d+$/);
      await expect(second.getByRole('heading', { level: 2, name: 'Team offsite' })).toBeVisible();
      const space = second.getByRole('list', { name: 'Spaces on Team offsite' }).getByRole('link', { name: title });
      await expect(space).toHaveAttribute('href', /^\/us\/space\/\d+\/[a-z0-9-]+$/);
      expect(await seriousViolations(second, '#main-content')).toEqual([]);
      await space.click();
      await expect(second.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
      // The space page's heart shows it saved.
      await expect(second.getByRole('button', { name: `Save ${title}` })).toHaveAttribute('aria-pressed', 'true');
    } finally {
      await other.close();
    }
    expect(pageErrors).toEqual([]);
  });

  test('a logged-out heart opens sign-up (source fav), and after signing up the space is saved on the default board', async ({ page, busRecords, pageErrors }) => {
    await page.goto(RESULTS);
    const { title, heart } = await firstResult(page);
    await heart.click();
    await expect.poll(async () => (await busRecords()).find((r) => r.topic === 'auth:open')?.payload).toEqual({ view: 'signup', source: 'fav' });
    const signup = dialog(page, 'Join Hourspace');
    await expect(signup.getByText('Sign up to save this space.')).toBeVisible();
    await signup.getByLabel('Email', { exact: true }).fill(freshEmail('fav'));
    await signup.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
    await signup.getByRole('button', { name: 'Sign up' }).click();
    await expect(signup).toBeHidden({ timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Saved to Saved spaces' })).toBeVisible({ timeout: 30_000 });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    // mf-auth then asks for the rest of the profile; the save does not wait for it.
    const profile = dialog(page, 'Complete your profile');
    await expect(profile).toBeVisible();
    await profile.getByRole('button', { name: 'Close' }).click();
    await expect(profile).toBeHidden();

    await page.goto('/us/boards');
    const board = page.getByRole('list', { name: 'Your boards' }).getByRole('link', { name: /Saved spaces/ });
    await expect(board).toContainText('1 space');
    await board.click();
    await expect(page.getByRole('list', { name: 'Spaces on Saved spaces' }).getByRole('link', { name: title })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
