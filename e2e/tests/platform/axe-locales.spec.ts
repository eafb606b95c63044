import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';

// docs/decisions/accessibility-and-languages.md: axe over the routes and modals in all 8 locales, failing on serious or critical
// violations. One test per locale keeps the cost to one browser context per locale: each
// state is reached by a navigation within the same page, and axe runs on what is visible.

const PREFIXES = ['us', 'gb', 'au', 'ca', 'fr-ca', 'fr', 'es', 'de'] as const;

/** Page states as paths under the prefix, and what shows they are ready. */
const STATES: Array<{ path: string; ready: (page: Page) => Promise<void>; scope?: string }> = [
  { path: '/', ready: (page) => expect(page.getByRole('search').first()).toBeVisible() },
  { path: '/s/?activity=party&location=new+york%2C+ny', ready: (page) => expect(page.getByRole('article').first()).toBeVisible() },
  { path: '/no-such-page', ready: (page) => expect(page.locator('main#main-content h1')).toBeVisible() },
  { path: '/#a=login', ready: (page) => expect(page.getByRole('dialog')).toBeVisible(), scope: '[role="dialog"]' },
  { path: '/#a=signup&source=nav', ready: (page) => expect(page.getByRole('dialog')).toBeVisible(), scope: '[role="dialog"]' },
  { path: '/#a=search', ready: (page) => expect(page.getByRole('dialog')).toBeVisible(), scope: '[role="dialog"]' },
];

async function serious(page: Page, scope?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (scope ? builder.include(scope) : builder).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('@platform axe in every locale', () => {
  for (const prefix of PREFIXES) {
    test(`/${prefix}/: home, results, not found and the log-in, sign-up and find-a-space modals`, async ({ page }) => {
      test.setTimeout(120_000);
      const found: string[] = [];
      for (const state of STATES) {
        // A fresh load per state: from one hash action to the next a goto only changes the hash, and the previous modal may still be open.
        await page.goto('about:blank');
        await page.goto(`/${prefix}${state.path}`);
        await state.ready(page);
        await expect(page).toHaveTitle(/Hourspace$/);
        for (const violation of await serious(page, state.scope)) found.push(`${state.path} ${violation}`);
      }
      expect(found).toEqual([]);
    });
  }
});
