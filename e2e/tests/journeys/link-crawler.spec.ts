import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveRoute, type Route } from '@hourspace/contracts';
import { REGISTRY } from '@hourspace/contracts/registry';
import { parseLocalePath } from '@hourspace/i18n';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { logInAs } from '../nav/helpers';

/**
 * The link crawler (docs/decisions/link-crawler.md): for each role and for /us/ and /de/, every same-site link
 * reachable from the home page, its nav menus, footer and modals, and from the pages those
 * links open (two levels deep), must carry the locale prefix, belong to a route some remote
 * owns in the locale's live manifest, and land on a page that is not a not-found page, with
 * no uncaught error.
 *
 * Every distinct link is checked against the manifest's routes. Pages are opened once per
 * route and query shape, one page of each (the locations page alone links hundreds of city
 * searches, and a results page thirty spaces): docs/decisions/link-crawler.md.
 */

const SITE = 'http://localhost:8080';
const REPO = join(__dirname, '..', '..', '..');

type Role = 'logged out' | 'guest' | 'host';
const ROLES: Array<{ role: Role; email?: string }> = [{ role: 'logged out' }, { role: 'guest', email: 'guest@example.com' }, { role: 'host', email: 'host@example.com' }];
const LOCALES = [
  { prefix: 'us', locale: 'en-US', language: 'en' },
  { prefix: 'de', locale: 'de-DE', language: 'de' },
];

/** Every "can't find" heading the site shows in a language: the shell's, and each remote's own for an unknown document, article or space. */
function notFoundTitles(language: string): string[] {
  const files = ['shell', ...Object.keys(REGISTRY)].map((dir) => join(REPO, dir, 'src', 'i18n', `${language}.json`));
  const titles: string[] = [];
  const walk = (value: unknown, key = ''): void => {
    if (typeof value === 'string') {
      if (/^notFound(Title)?$/.test(key)) titles.push(value);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  for (const file of files) {
    try {
      walk(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      // a remote without that language file has no title to add
    }
  }
  return titles;
}

/** One of mf-nav's strings in a language (`items.browse`), so the crawler finds the menus by their names on every locale. */
function navString(language: string, path: string): string {
  let value: unknown = JSON.parse(readFileSync(join(REPO, 'mf-nav', 'src', 'i18n', `${language}.json`), 'utf8'));
  for (const key of path.split('.')) value = (value as Record<string, unknown>)[key];
  if (typeof value !== 'string') throw new Error(`mf-nav has no string ${path} in ${language}`);
  return value;
}

/** Every route the locale's live manifest declares, whoever owns it. */
async function manifestRoutes(page: Page, locale: string): Promise<Route[]> {
  const answer = await page.request.get(`${SITE}/manifests/${locale}.json`);
  expect(answer.ok()).toBe(true);
  const routes: Route[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (Array.isArray(record.routes)) routes.push(...(record.routes as Route[]));
      else Object.values(record).forEach(walk);
    }
  };
  walk(await answer.json());
  return routes;
}

/** The same-site links of the page as absolute URLs, and how many went elsewhere. */
async function linksOn(page: Page, scope = ''): Promise<{ internal: string[]; external: number }> {
  const hrefs = await page.locator(`${scope} a[href]`.trim()).evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const internal = hrefs.filter((href) => href.startsWith(`${SITE}/`));
  return { internal, external: hrefs.length - internal.length };
}

/** Waits until the main slot shows a page heading (every page has one), and answers it. */
async function pageHeading(page: Page): Promise<string> {
  const heading = page.locator('main h1, [role="main"] h1').first();
  await expect(heading).toBeVisible({ timeout: 20_000 });
  await expect(heading).not.toHaveText('');
  return (await heading.textContent())?.trim() ?? '';
}

/**
 * The home page's links with every menu and modal of the role opened once: `shared`, those of
 * the page's content and footer, which every role sees, and `own`, the rest: the nav, the
 * role's menus and modals, and any dialog the site opens by itself.
 */
async function seedLinks(page: Page, prefix: string, language: string, role: Role): Promise<{ own: string[]; shared: string[] }> {
  const found = new Set<string>();
  const shared = new Set<string>();
  const take = async () => (await linksOn(page)).internal.forEach((href) => found.add(href));
  // A dialog the site opens by itself (the phone prompt for a host with no verified phone,
  // the welcome modal) is one of the modals to crawl: take its links, then close it.
  const anyDialog = page.getByRole('dialog');
  await page.addLocatorHandler(anyDialog, async (dialog) => {
    (await dialog.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href)))
      .filter((href) => href.startsWith(`${SITE}/`))
      .forEach((href) => found.add(href));
    await page.keyboard.press('Escape');
  });
  await page.goto(`/${prefix}/`);
  await pageHeading(page);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await take();
  // The page's own content and its footer: the same for every role.
  for (const scope of ['main', 'footer']) (await linksOn(page, scope)).internal.forEach((href) => shared.add(href));
  const nav = page.getByRole('navigation').first();
  if (role === 'logged out') {
    const browse = nav.getByRole('button', { name: navString(language, 'items.browse') });
    if (await browse.count()) {
      await browse.first().click();
      await take();
      await page.keyboard.press('Escape');
    }
    // The modals opened on purpose are read here, not closed by the handler.
    await page.removeLocatorHandler(anyDialog);
    for (const hash of ['#a=signup&source=nav', '#a=login']) {
      await page.goto(`/${prefix}/${hash}`);
      await expect(page.getByRole('dialog')).toBeVisible();
      await take();
    }
    await page.goto(`/${prefix}/`);
    await pageHeading(page);
  } else {
    const menu = nav.getByRole('button', { name: new RegExp(`^${navString(language, 'profileMenu.label')}`) });
    await expect(menu).toBeVisible();
    await menu.click();
    await take();
    await page.keyboard.press('Escape');
  }
  return { own: [...found].filter((href) => !shared.has(href)), shared: [...shared] };
}

/** `/us/s?location=x` → '/s?location': one shape per route pattern and set of query keys. */
function shapeOf(url: URL, routes: Route[], prefix: string): string | null {
  const rest = url.pathname.slice(prefix.length + 1) || '/';
  const match = resolveRoute([{ routes }], rest);
  if (!match) return null;
  return `${match.route.path}?${[...url.searchParams.keys()].sort().join('&')}`;
}

interface CrawlReport {
  distinct: number;
  visited: number;
  external: number;
  notFound: string[];
  unowned: string[];
  unprefixed: string[];
  noHeading: string[];
  /** Links to another locale's version of a page (the footer's countries, the locale selector): checked, not crawled. */
  otherLocales: number;
}

/**
 * How far a crawl opens pages. The first crawl (/us/ logged out) opens one page of each
 * shape two levels deep; the others open one page of each shape they reach from their seeds
 * and check the links on those against the routes without opening them: the pages behind are
 * the same remotes' routes the first crawl opened, in another role or language (each remote's
 * routes opened once, not six times over: docs/decisions/link-crawler.md).
 */
type Reach = { levels: 1 | 2; shared: 'opened' | 'checked' };
const FULL: Reach = { levels: 2, shared: 'opened' };
const SEEDS_ONLY: Reach = { levels: 1, shared: 'opened' };
/**
 * A signed-in crawl opens the pages of its role's own menus and modals; the home page's and
 * footer's links, the same for every role, are checked against the routes, their pages opened
 * by the signed-out crawl of the same locale.
 */
const OWN_MENUS: Reach = { levels: 1, shared: 'checked' };

async function crawl(page: Page, prefix: string, locale: string, language: string, role: Role, pageErrors: string[], reach: Reach): Promise<CrawlReport> {
  const routes = await manifestRoutes(page, locale);
  const missing = notFoundTitles(language);
  const report: CrawlReport = { distinct: 0, visited: 0, external: 0, notFound: [], unowned: [], unprefixed: [], noHeading: [], otherLocales: 0 };
  const seen = new Set<string>();
  const openedShapes = new Set<string>();

  /** Checks a link; answers whether its page should be opened. */
  const check = (href: string): URL | null => {
    const url = new URL(href);
    const key = `${url.pathname}${url.search}`;
    if (seen.has(key)) return null;
    seen.add(key);
    report.distinct += 1;
    const parsed = parseLocalePath(url.pathname);
    if (!parsed.prefix) {
      report.unprefixed.push(key);
      return null;
    }
    const shape = shapeOf(url, routes, parsed.prefix);
    if (parsed.prefix !== prefix) {
      // Another locale's page: it must still be a page some remote owns.
      report.otherLocales += 1;
      if (!shape) report.unowned.push(key);
      return null;
    }
    if (!shape) {
      report.unowned.push(key);
      return null;
    }
    if (openedShapes.has(shape)) return null;
    openedShapes.add(shape);
    return url;
  };

  const visit = async (url: URL): Promise<string[]> => {
    const errorsBefore = pageErrors.length;
    await page.goto(`${url.pathname}${url.search}`);
    report.visited += 1;
    let heading = '';
    try {
      heading = await pageHeading(page);
    } catch {
      report.noHeading.push(`${url.pathname}${url.search}`);
      return [];
    }
    if (missing.includes(heading)) report.notFound.push(`${url.pathname}${url.search} ("${heading}")`);
    expect(pageErrors.slice(errorsBefore), `uncaught errors on ${url.pathname}${url.search}`).toEqual([]);
    const { internal, external } = await linksOn(page);
    report.external += external;
    return internal;
  };

  const seeds = await seedLinks(page, prefix, language, role);
  const level1 = seeds.own.map(check).filter((url): url is URL => url !== null);
  for (const href of seeds.shared) {
    const url = check(href);
    if (url && reach.shared === 'opened') level1.push(url);
  }
  const level2: URL[] = [];
  for (const url of level1) {
    for (const href of await visit(url)) {
      const next = check(href);
      if (next && reach.levels === 2) level2.push(next);
    }
  }
  for (const url of level2) {
    // Two levels deep: the links of these pages are checked against the routes, not opened.
    for (const href of await visit(url)) check(href);
  }
  return report;
}

test.describe('@crawl every link lands', () => {
  // One crawl opens 25 to 60 pages, in 30 to 60 s on this machine.
  test.describe.configure({ timeout: 240_000 });

  for (const { prefix, locale, language } of LOCALES) {
    for (const { role, email } of ROLES) {
      test(`/${prefix}/ ${role}: every same-site link has the prefix, an owner and a page`, async ({ page, context, request, pageErrors }) => {
        if (email) await logInAs(request, context, email);
        const reach = role !== 'logged out' ? OWN_MENUS : prefix === 'us' ? FULL : SEEDS_ONLY;
        const report = await crawl(page, prefix, locale, language, role, pageErrors, reach);
        console.log(
          `[crawler] /${prefix}/ ${role}: ${report.distinct} distinct internal links, ${report.visited} pages opened, ${report.notFound.length} not found, ${report.unowned.length} without an owner, ${report.unprefixed.length} without a locale prefix, ${report.otherLocales} to other locales, ${report.external} external links`,
        );
        expect(report.unprefixed, 'links without the locale prefix').toEqual([]);
        expect(report.unowned, 'links no remote owns (the shell would show not-found)').toEqual([]);
        expect(report.notFound, 'links that open a not-found page').toEqual([]);
        expect(report.noHeading, 'pages that never showed a heading').toEqual([]);
        expect(report.visited).toBeGreaterThan(reach === FULL ? 10 : reach === SEEDS_ONLY ? 5 : 2);
        expect(pageErrors).toEqual([]);
      });
    }
  }
});
