import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { seriousViolations } from '../../src/axe';

/** The hero's search form, once its default location has loaded (Search is enabled). */
async function heroForm(page: Page) {
  const form = page.getByRole('search', { name: 'Find a space' });
  await expect(form.getByRole('button', { name: 'Search' })).toBeEnabled();
  return form;
}

test.describe('@search hero search form', () => {
  test('offers 1 to 5 activities for "photo" and places after the debounce for "new york"', async ({ page, pageErrors }) => {
    await page.goto('/us/');
    const form = await heroForm(page);
    await expect(form.getByRole('button', { name: /When/ })).toHaveText('Anytime');

    await form.getByRole('combobox', { name: 'Activity' }).fill('photo');
    const activities = form.getByRole('listbox', { name: 'Activity' }).getByRole('option');
    await expect(activities.first()).toBeVisible();
    expect(await activities.count()).toBeGreaterThanOrEqual(1);
    expect(await activities.count()).toBeLessThanOrEqual(5);

    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/v1/maps/place-predictions') && asked.push(new URL(r.url()).searchParams.get('input') ?? ''));
    const location = form.getByRole('combobox', { name: 'Location' });
    await location.fill('');
    await location.pressSequentially('new york', { delay: 40 });
    await expect(form.getByRole('listbox', { name: 'Location' }).getByRole('option').first()).toBeVisible();
    // Debounced: the maps service is asked about the whole text, not once a keystroke.
    expect(asked.at(-1)).toBe('new york');
    expect(asked.length).toBeLessThan('new york'.length);
    expect(await seriousViolations(page, 'form[role="search"]')).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('submitting goes to /s/? with a lower-case query, without a reload, and shows 1 to 30 results', async ({ page, pageErrors }) => {
    await page.goto('/us/');
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    const form = await heroForm(page);
    await form.getByRole('combobox', { name: 'Activity' }).fill('photo');
    await form.getByRole('option', { name: /Photo Shoot/ }).click();
    await form.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(/\/us\/s\/\?activity=photo\+shoot&location=new\+york%2C\+ny$/);
    const query = decodeURIComponent(new URL(page.url()).search.replace(/\+/g, ' '));
    expect(query).toBe(query.toLowerCase());
    await expect(page.getByRole('article').first()).toBeVisible();
    const count = await page.getByRole('article').count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(30);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('adds availability_interval for a chosen date and time', async ({ page }) => {
    await page.goto('/us/');
    const form = await heroForm(page);
    await form.getByRole('combobox', { name: 'Activity' }).fill('party');
    await form.getByRole('option', { name: /^Party/ }).click();
    await form.getByRole('button', { name: /When/ }).click();
    const picker = page.getByRole('dialog', { name: 'Date and time' });
    await expect(picker.getByLabel('Start time')).toBeDisabled();
    await picker.getByRole('button', { name: 'Next month' }).click();
    await picker.locator('button[data-iso]:not([disabled])').nth(9).click();
    await picker.getByLabel('Start time').selectOption({ label: '6:00 PM' });
    await picker.getByLabel('End time').selectOption({ label: '10:00 PM' });
    await picker.getByRole('button', { name: 'Done' }).click();
    await expect(form.getByRole('button', { name: /When/ })).toHaveText(/6:00 PM - 10:00 PM$/);
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/availability_interval=40\.71427%2C-74\.00597%2C\d{4}-\d\d-\d\dT18%3A00%3A00%2C\d{4}-\d\d-\d\dT22%3A00%3A00/);
  });

  test('an unknown activity is marked "We don\'t recognize that activity..."', async ({ page }) => {
    await page.goto('/us/');
    const form = await heroForm(page);
    const activity = form.getByRole('combobox', { name: 'Activity' });
    await activity.fill('underwater basket weaving');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(form.getByText("We don't recognize that activity...")).toBeVisible();
    await expect(activity).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/us\/$/);
  });

  test('on a 390 px phone the activity field opens a bottom tray', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/us/');
    const form = await heroForm(page);
    await form.getByRole('button', { name: /Activity/ }).click();
    const tray = page.getByRole('dialog', { name: 'What are you planning?' });
    await expect(tray).toBeVisible();
    // A bottom sheet: once it has slid up, it sits on the bottom edge.
    await expect
      .poll(async () => {
        const box = await tray.boundingBox();
        return box && Math.round(box.y + box.height);
      })
      .toBe(844);
    await tray.getByRole('combobox', { name: 'Activity' }).fill('photo');
    await tray.getByRole('option', { name: /Photo Shoot/ }).click();
    await expect(tray).toBeHidden();
    await expect(form.getByRole('button', { name: /Activity/ })).toHaveText(/Photo Shoot/);
  });
});

test.describe('@search find-a-space modal', () => {
  test('#a=search opens a full-screen dialog with the search form', async ({ page, pageErrors }) => {
    await page.goto('/us/#a=search');
    const dialog = page.getByRole('dialog', { name: 'Find a space' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    expect(box?.width).toBeGreaterThanOrEqual(viewport?.width ?? Infinity);
    await expect(dialog.getByRole('search', { name: 'Find a space' })).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    // One Escape: the focused field's suggestions stay closed until asked for
    // (docs/decisions/search-form-behaviour.md).
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).hash).toBe('');
    expect(pageErrors).toEqual([]);
  });
});

test.describe('@search results and plan pages', () => {
  test('/us/plan/photo-shoot shows results', async ({ page, pageErrors }) => {
    await page.goto('/us/plan/photo-shoot');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Photo Shoot/);
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await page.getByRole('article').count()).toBeLessThanOrEqual(30);
    expect(await seriousViolations(page, '#hs-main')).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('filters narrow the results, and an impossible filter offers to widen the search', async ({ page }) => {
    await page.goto('/us/s/?activity=photo+shoot&location=new+york%2C+ny');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByLabel('Max price ($)').fill('1');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/price_max=1$/);
    await expect(page.getByRole('heading', { name: 'No spaces match this search' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear the price range' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page).not.toHaveURL(/price_max/);
  });

  test('paginates 30 at a time and goes back with the browser', async ({ page }) => {
    await page.goto('/us/s/?activity=photo+shoot&location=new+york%2C+ny');
    const first = page.getByRole('article').first().getByRole('heading');
    await expect(first).toBeVisible();
    const firstTitle = await first.textContent();
    await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('article').first().getByRole('heading')).not.toHaveText(firstTitle ?? '');
    await page.goBack();
    await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(firstTitle ?? '');
  });

  test('the heart asks for sign-up with source fav when logged out', async ({ page, busRecords }) => {
    await page.goto('/us/s/?activity=party&location=new+york%2C+ny');
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: /^Save / }).click();
    await expect.poll(async () => (await busRecords()).find((r) => r.topic === 'auth:open')?.payload).toEqual({ view: 'signup', source: 'fav' });
  });
});
