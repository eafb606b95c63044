import { expect, test } from '../../fixtures';
import { GOOD_PASSWORD, createAccount, dialog, freshEmail } from '../auth/helpers';

/**
 * One guest's visit across four remotes that never import one another: mf-auth logs
 * them in, mf-nav changes its menu from the session on the bus, mf-home places
 * mf-search's form, and mf-search shows the results. No page reload on the way.
 */
test.describe('@journey a guest', () => {
  test('logs in from the nav, sees their menu without a reload, and searches from the home page', async ({ page, request, pageErrors }) => {
    const email = freshEmail('journey');
    await createAccount(request, email);
    await page.goto('/us/');
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Log in' }).click();
    const login = dialog(page, 'Welcome back');
    await login.getByLabel('Email', { exact: true }).fill(email);
    await login.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login).toBeHidden();

    // The nav follows the session topic: the guest menu replaces log in / sign up.
    await expect(nav.getByRole('button', { name: /^Account menu/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Log in' })).toHaveCount(0);

    const form = page.getByRole('search', { name: 'Find a space' });
    await form.getByRole('combobox', { name: 'Activity' }).fill('meeting');
    await form.getByRole('option').first().click();
    await expect(form.getByRole('button', { name: 'Search' })).toBeEnabled();
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/us\/s\/\?/);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(nav.getByRole('button', { name: /^Account menu/ })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
