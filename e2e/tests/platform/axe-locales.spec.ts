import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';

// docs/decisions/accessibility-and-languages.md: axe over the routes and modals in all 8 locales, failing on serious or critical
// violations. One test per locale keeps the cost to one browser context per locale: each
// state is reached by a navigation within the same page, and axe runs on what is visible.
//
// Per locale family: every state in one locale of each language (the remotes' strings are per
// language: en, fr, es, de). The other locales of a language share its markup and strings; only
// prices, dates and link prefixes differ, so they run the home page, where those show most.

const FAMILIES = ['us', 'fr', 'es', 'de'] as const;
/** The other locales, each with the locale of its family that runs every state. */
const SAME_MARKUP_AS: ReadonlyArray<readonly [string, (typeof FAMILIES)[number]]> = [
  ['gb', 'us'],
  ['au', 'us'],
  ['ca', 'us'],
  ['fr-ca', 'fr'],
];

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

async function axeOver(page: Page, prefix: string, states: typeof STATES): Promise<string[]> {
  const found: string[] = [];
  for (const state of states) {
    // A fresh load per state: from one hash action to the next a goto only changes the hash, and the previous modal may still be open.
    await page.goto('about:blank');
    await page.goto(`/${prefix}${state.path}`);
    await state.ready(page);
    await expect(page).toHaveTitle(/Hourspace$/);
    for (const violation of await serious(page, state.scope)) found.push(`${state.path} ${violation}`);
  }
  return found;
}

test.describe('@platform axe in every locale', () => {
  for (const prefix of FAMILIES) {
    test(`/${prefix}/: home, results, not found and the log-in, sign-up and find-a-space modals`, async ({ page }) => {
      test.setTimeout(120_000);
      expect(await axeOver(page, prefix, STATES)).toEqual([]);
    });
  }
  for (const [prefix, family] of SAME_MARKUP_AS) {
    test(`/${prefix}/: the home page (the rest as /${family}/)`, async ({ page }) => {
      expect(await axeOver(page, prefix, STATES.slice(0, 1))).toEqual([]);
    });
  }
});
