import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { createAccount, dialog, freshEmail } from '../auth/helpers';

// docs/decisions/accessibility-and-languages.md: where focus is after each async action, as a keyboard user meets it, and the
// language and zoom checks that go with it. Each test starts from its own page load.

/** The hero's search form, once its default location has loaded (Search is enabled). */
async function heroForm(page: Page) {
  const form = page.getByRole('search', { name: 'Find a space' });
  await expect(form.getByRole('button', { name: 'Search' })).toBeEnabled();
  return form;
}

test.describe('@platform focus after async actions', () => {
  test.setTimeout(90_000);

  test('a failed log-in by keyboard leaves focus on the Log in button', async ({ page, request, pageErrors }) => {
    const email = freshEmail('focus');
    await createAccount(request, email);
    await page.goto('/us/#a=login');
    const login = dialog(page, 'Welcome back');
    await login.getByLabel('Email', { exact: true }).fill(email);
    await login.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
    const submit = login.getByRole('button', { name: 'Log in' });
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect(login.getByText('Email and password combination is incorrect.')).toBeVisible();
    await expect(submit).toBeFocused();
    await expect(submit).not.toHaveAttribute('aria-busy', 'true');
    expect(pageErrors).toEqual([]);
  });

  test('after a hero search by keyboard focus is on the results heading, and the page is titled', async ({ page, pageErrors }) => {
    await page.goto('/us/');
    const form = await heroForm(page);
    await form.getByRole('combobox', { name: 'Activity' }).fill('photo');
    await form.getByRole('option', { name: /Photo Shoot/ }).click();
    const search = form.getByRole('button', { name: 'Search' });
    await search.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/us\/s\/\?activity=photo\+shoot/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    // The heading first says what the address asks for ("photo shoot spaces"), then, once the
    // results are in, what the answer found ("Photo Shoot spaces near …"): the title follows it,
    // and the focus stays.
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect.poll(async () => (await page.title()) === `${await heading.innerText()} · Hourspace`).toBe(true);
    await expect(heading).toBeFocused();
    expect(pageErrors).toEqual([]);
  });

  test('Apply filters and the sort keep focus; the sort waits for Enter after arrow keys', async ({ page, pageErrors }) => {
    await page.goto('/us/s/?activity=party&location=new+york%2C+ny');
    await expect(page.getByRole('article').first()).toBeVisible();
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByLabel('Attendees').fill('10');
    const apply = filters.getByRole('button', { name: 'Apply filters' });
    await apply.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/attendees=10/);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(apply).toBeFocused();
    await expect(filters.getByLabel('Attendees')).toHaveValue('10');

    const sort = page.getByLabel('Sort by');
    await sort.focus();
    await page.keyboard.press('ArrowDown');
    await expect(sort).not.toHaveValue('relevance');
    expect(new URL(page.url()).searchParams.get('sort')).toBeNull();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=/);
    await expect(sort).toBeFocused();
    expect(pageErrors).toEqual([]);
  });

  test('/de/ results: a German title and the price filter in the results currency ($)', async ({ page, pageErrors }) => {
    await page.goto('/de/s/?activity=party&location=new+york%2C+ny');
    await expect(page.getByRole('article').first()).toBeVisible();
    // The activity's name comes from the catalogue, which may answer after the results (until
    // then the heading names the URL's activity as typed): the title follows the heading.
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText('Räume für Party in der Nähe von New York City');
    await expect(page).toHaveTitle(`${await h1.innerText()} · Hourspace`);
    await expect(page.getByLabel('Höchstpreis ($)')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});

test.describe('@platform keyboard and language', () => {
  test('the skip link is the first Tab stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/us/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('main#main-content')).toBeVisible();
    // The page's early nav (in its HTML) has a navigation named Main and a skip link too: wait for mf-nav's own.
    const skip = page.locator('[data-hs-app="nav"]').getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeAttached();
    await expect(page.locator('[data-hs-early]')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
  });

  test('the footer on /es/ names the countries in Spanish', async ({ page }) => {
    await page.goto('/es/');
    const countries = page.locator('#hs-footer').getByRole('region', { name: /Hourspace/ });
    await expect(countries.getByRole('link', { name: 'España', exact: true })).toHaveAttribute('href', '/es/');
    await expect(countries.getByRole('link', { name: /^Estados Unidos/ })).toHaveAttribute('href', '/us/');
  });

  test('with the default font size at 32 px the form labels grow', async ({ page }) => {
    const session = await page.context().newCDPSession(page);
    const labelSize = async () => {
      const login = dialog(page, 'Welcome back');
      return login
        .getByText('Email', { exact: true })
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    };
    await page.goto('/us/#a=login');
    const normal = await labelSize();
    await session.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
    await page.reload();
    expect(await labelSize()).toBeCloseTo(normal * 2, 0);
  });
});
