import { expect, test } from '../../fixtures';
import { seriousViolations } from '../../src/axe';

test.describe('@search popular activities modal', () => {
  test('#a=activities shows every activity with its plan page and a link to all of them; Escape closes it', async ({ page, pageErrors }) => {
    await page.goto('/us/#a=activities');
    const dialog = page.getByRole('dialog', { name: 'Popular activities' });
    await expect(dialog).toBeVisible();

    const events = dialog.getByRole('region', { name: 'Event' });
    await expect(events.getByRole('link').first()).toBeVisible();
    const hrefs = await dialog
      .getByRole('list')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/us\/plan\/[^/?#]+$/);
    await expect(dialog.getByRole('link', { name: 'See all activities' })).toHaveAttribute('href', '/us/plan/activities');

    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).hash).toBe('');
    expect(pageErrors).toEqual([]);
  });

  test("the home activities section's call to action opens the same modal, and its link is the activities page", async ({ page, pageErrors }) => {
    await page.goto('/us/');
    // The section is in the markup rendered ahead, where its call to action is a plain link to the
    // activities page (what a click does before the page's code runs); the modal comes with hydration.
    await expect(page.locator('[data-hs-ssr]')).toHaveCount(0);
    // The section renders its call to action in the desktop and the phone layout; one shows.
    const cta = page.getByRole('link', { name: 'See all activities' }).filter({ visible: true }).first();
    await expect(cta).toHaveAttribute('href', '/us/plan/activities');
    await cta.click();
    const dialog = page.getByRole('dialog', { name: 'Popular activities' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'See all activities' })).toHaveAttribute('href', '/us/plan/activities');
    await expect(page).toHaveURL(/\/us\/$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(pageErrors).toEqual([]);
  });
});
