import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { seriousViolations } from '../../src/axe';

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

/**
 * Page states: a path under the prefix, or a hash action opened on the page before it (the modals
 * open on the home page as a link in it would open them), and what shows they are ready.
 */
type State =
  { path: string; hash?: never; ready: (page: Page) => Promise<void>; scope?: string } | { hash: string; path?: never; ready: (page: Page) => Promise<void>; scope: string };
const dialogShown = (page: Page) => expect(page.getByRole('dialog')).toBeVisible();
const STATES: State[] = [
  { path: '/', ready: (page) => expect(page.getByRole('search').first()).toBeVisible() },
  { hash: '#a=login', ready: dialogShown, scope: '[role="dialog"]' },
  { hash: '#a=signup&source=nav', ready: dialogShown, scope: '[role="dialog"]' },
  { hash: '#a=search', ready: dialogShown, scope: '[role="dialog"]' },
  { path: '/s/?activity=party&location=new+york%2C+ny', ready: (page) => expect(page.getByRole('article').first()).toBeVisible() },
  { path: '/no-such-page', ready: (page) => expect(page.locator('main#main-content h1')).toBeVisible() },
];

async function axeOver(page: Page, prefix: string, states: State[]): Promise<string[]> {
  const found: string[] = [];
  for (const state of states) {
    if (state.hash) {
      // The previous modal is closed first, so the dialog checked is this action's.
      if (await page.getByRole('dialog').isVisible()) {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
      await page.evaluate((hash) => (window.location.hash = hash), state.hash);
    } else await page.goto(`/${prefix}${state.path}`);
    await state.ready(page);
    await expect(page).toHaveTitle(/Hourspace$/);
    for (const violation of await seriousViolations(page, state.scope)) found.push(`${state.path ?? state.hash} ${violation}`);
  }
  return found;
}

test.describe('@platform axe in every locale', () => {
  for (const prefix of FAMILIES) {
    test(`/${prefix}/: home, results, not found and the log-in, sign-up and find-a-space modals`, async ({ page }) => {
      expect(await axeOver(page, prefix, STATES)).toEqual([]);
    });
  }
  for (const [prefix, family] of SAME_MARKUP_AS) {
    test(`/${prefix}/: the home page (the rest as /${family}/)`, async ({ page }) => {
      expect(await axeOver(page, prefix, STATES.slice(0, 1))).toEqual([]);
    });
  }
});

test('@platform the axe check reports a serious violation within its scope and in a cross-origin frame inside it, and none outside it', async ({ page }) => {
  // The frame's page comes from another origin, as the payments page's card frame does.
  await page.route('http://frame.example/', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>f</title><button></button></html>' }),
  );
  await page.setContent(
    '<!doctype html><html lang="en"><title>t</title><body><main><h1>In</h1><input type="checkbox"><iframe title="card" src="http://frame.example/"></iframe></main><aside><button></button></aside></body></html>',
  );
  await expect(page.frameLocator('iframe').locator('button')).toBeAttached();
  const found = await seriousViolations(page, 'main');
  expect(found.map((line) => line.split(':')[0])).toEqual(['label', 'button-name']);
  expect(found.join('\n')).not.toContain('aside');
});
