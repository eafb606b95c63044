import fs from 'node:fs';
import type { Request } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { cardFrame, typeCard } from '../../src/checkout';
import { API_LOG, TEST_CARDS } from '../../src/test-data';
import { signedIn } from './helpers';
import { seriousViolations } from '../../src/axe';

/** Our origins: the shell, the remotes and the API. The processor (:8130) is not ours. */
const OURS = /^http:\/\/(localhost|127\.0\.0\.1):(808[0-5]|8120)\//;

/** Everything a request carries: its URL, headers and body. */
async function carried(request: Request): Promise<string> {
  return [request.url(), JSON.stringify(await request.allHeaders()), request.postData() ?? ''].join('\n');
}

test.describe('@account payments', () => {
  // Whole journeys through the shell, log-in included, on a machine that may be busy.
  test.describe.configure({ timeout: 120_000 });

  test('a guest saves 4242 in the processor’s frame (no request to our origins carries the number), 0002 is declined and saves nothing, 3184 asks for 3-D Secure', async ({
    page,
    context,
    request,
    pageErrors,
  }) => {
    await signedIn(context, request, 'cards');
    const toUs: Request[] = [];
    page.on('request', (sent) => {
      if (OURS.test(sent.url())) toUs.push(sent);
    });
    await page.goto('/us/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(page.getByText('You have no saved cards yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add a card' }).click();
    await expect(cardFrame(page).getByLabel('Card number')).toBeVisible({ timeout: 30_000 });

    // The name is our field; the number, expiry and CVC are the frame's, their errors ours to show.
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Please enter the name on your card.')).toBeVisible();
    await page.getByLabel('Name on card').fill('Ada Lovelace');

    // Declined: the message, and nothing saved.
    await typeCard(page, TEST_CARDS.declined);
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('You have no saved cards yet.')).toBeVisible();

    // 4242: saved and listed as Visa ending 4242.
    await typeCard(page, TEST_CARDS.succeeds);
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your card ending in 4242 was saved.' })).toBeVisible({ timeout: 15_000 });
    const saved = page.getByRole('list', { name: 'Saved cards' });
    await expect(saved.getByText('Ending in 4242')).toBeVisible();
    await expect(saved.getByText('Visa')).toBeVisible();
    await expect(saved.getByRole('listitem')).toHaveCount(1);

    // 3-D Secure: the processor's dialog, completed; the card is saved after it.
    await page.getByRole('button', { name: 'Add a card' }).click();
    await page.getByLabel('Name on card').fill('Ada Lovelace');
    await typeCard(page, TEST_CARDS.asks3ds);
    await page.getByRole('button', { name: 'Save card' }).click();
    const challenge = page.getByRole('dialog', { name: '3D Secure authentication' });
    await expect(challenge).toBeVisible({ timeout: 15_000 });
    await challenge.frameLocator('iframe').getByRole('button', { name: 'Complete authentication' }).click();
    await expect(challenge).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Your card ending in 3184 was saved.' })).toBeVisible({ timeout: 15_000 });
    await expect(saved.getByRole('listitem')).toHaveCount(2);

    // What reached us, and what our API wrote down meanwhile, never had a card number.
    expect(toUs.some((sent) => /\/cards\/seti_/.test(sent.url()))).toBe(true);
    const apiLog = fs.readFileSync(API_LOG, 'utf8');
    expect(apiLog).toContain('/cards/seti_');
    const texts = [apiLog, ...(await Promise.all(toUs.map(carried)))];
    for (const number of [TEST_CARDS.succeeds, TEST_CARDS.declined, TEST_CARDS.asks3ds]) {
      for (const text of texts) {
        expect(text).not.toContain(number);
        expect(text).not.toContain(number.replace(/(\d{4})(?=\d)/g, '$1 '));
      }
    }
    expect(pageErrors).toEqual([]);
  });

  test('logged out, /us/account opens the log-in', async ({ page }) => {
    await page.goto('/us/account');
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
  });
});

test.describe('@account payments accessibility', () => {
  // axe injects its own <style>, which the page's CSP rightly blocks: axe runs without the CSP, the journeys above with it.
  test.use({ bypassCSP: true });
  test.describe.configure({ timeout: 90_000 });

  test('axe finds nothing serious on Payments with the card form open', async ({ page, context, request }) => {
    await signedIn(context, request, 'cards-axe');
    await page.goto('/us/account');
    await page.getByRole('button', { name: 'Add a card' }).click();
    await expect(cardFrame(page).getByLabel('Card number')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Please enter the name on your card.')).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });
});
