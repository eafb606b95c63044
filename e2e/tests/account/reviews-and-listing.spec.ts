import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { dialog } from '../auth/helpers';
import { seriousViolations } from '../../src/axe';

/** The elements of main that reach past the viewport's right edge (none may at 390 px). */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );
}

test.describe('@account reviews about you and adding a space', () => {
  // Whole journeys through the shell, log-in included, on a machine that may be busy.
  test.describe.configure({ timeout: 120_000 });

  test('a host answers a review: a too-short response gets the §5 message, a valid one is shown with a confirmation', async ({ page, aPerson, aSpaceOf, pageErrors }) => {
    // The test's own host, whose space has reviews no one has answered (docs/decisions/e2e-test-data.md).
    const host = await aPerson('host');
    await aSpaceOf(host);
    await page.goto('/us/reviews/about-you');
    const login = dialog(page, 'Welcome back');
    await expect(login).toBeVisible({ timeout: 30_000 });
    await login.getByLabel('Email', { exact: true }).fill(host.email);
    await login.getByLabel('Password', { exact: true }).fill(host.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login).toBeHidden({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/us\/reviews\/about-you$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews about you' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'As a host' })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });

    const review = page.getByRole('tabpanel').getByRole('listitem').first();
    await review.getByRole('button', { name: /^(Respond to .*'s review|Edit your response to .*)$/ }).click();
    const field = review.getByRole('textbox', { name: /^Your response to / });
    await field.fill('Ok');
    await review.getByRole('button', { name: 'Save response' }).click();
    await expect(review.getByText('Your review must be more than 5 characters long')).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);

    const response = `Thank you for coming, we hope to see you again soon (${Date.now()}).`;
    await field.fill(response);
    await review.getByRole('button', { name: 'Save response' }).click();
    await expect(review.getByRole('status').filter({ hasText: 'Your response was saved.' })).toBeVisible();
    await expect(review.getByText(response)).toBeVisible();
    await expect(review.getByRole('button', { name: /^Edit your response to / })).toBeVisible();

    // Still there after a reload: it was saved to the API.
    await page.reload();
    await expect(page.getByRole('tabpanel').getByText(response)).toBeVisible({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'As a guest' }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    // A phone's width: the tabs, reviews and the response form fit without sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /^Edit your response to / })
      .click();
    await expect(page.getByRole('textbox', { name: /^Your response to / })).toBeVisible();
    // This page's own content only: for a host the document was wider than 390 px while nothing in
    // main was, so the excess is outside this page (left to the navigation's owner; see the helper's report).
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('logged out, /us/app/ps opens the log-in with the page as its destination and never shows not-found', async ({ page }) => {
    await page.goto('/us/app/ps');
    await expect(dialog(page, 'Welcome back')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Add a space' })).toBeVisible();
  });
});
