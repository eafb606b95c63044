import AxeBuilder from '@axe-core/playwright';
import type { Request } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { signedIn } from './helpers';

const NUMBER = '4242424242424242';

/** Everything a request to our API's origin carries: its URL, headers and body. */
async function carried(request: Request): Promise<string> {
  return [request.url(), JSON.stringify(await request.allHeaders()), request.postData() ?? ''].join('\n');
}

test.describe('@account payments', () => {
  // Whole journeys through the shell, log-in included, on a machine that may be busy.
  test.describe.configure({ timeout: 90_000 });

  test('a guest adds card 4242 4242 4242 4242, sees last 4 4242, and no request to the API carries the number', async ({ page, context, request, pageErrors }) => {
    await signedIn(context, request, 'cards');
    const toApi: Request[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).port === '8120') toApi.push(sent);
    });
    await page.goto('/us/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(page.getByText('You have no saved cards yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add a card' }).click();

    // Every §5 rule stops the save with its message.
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Please enter the name on your card.')).toBeVisible();
    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByLabel('Card number').blur();
    await expect(page.getByText('This card number is not valid. Please check it and try again.')).toBeVisible();

    await page.getByLabel('Name on card').fill('Ada Lovelace');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Month').fill('12');
    await page.getByLabel('Year').fill(String(new Date().getFullYear() + 2));
    await page.getByLabel('Security code (CVV)').fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Your card ending in 4242 was saved.' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Saved cards' }).getByText('Ending in 4242')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Saved cards' }).getByText('Ada Lovelace')).toBeVisible();

    expect(toApi.some((sent) => sent.url().includes('/dev/cards/tokens'))).toBe(true);
    for (const sent of toApi) {
      const text = await carried(sent);
      expect(text).not.toContain(NUMBER);
      expect(text).not.toContain('4242 4242 4242 4242');
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
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Please enter the name on your card.')).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  });
});
