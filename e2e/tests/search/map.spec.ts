import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { API } from '../../src/test-data';
import { seriousViolations } from '../../src/axe';

/** Search on a map beside the results (docs/decisions/search-map.md). */

const NEW_YORK_PARTIES = '/us/s/?activity=party&location=new+york%2C+ny';

/** The box in the URL: west, south, east, north. */
function boxOf(url: string): [number, number, number, number] {
  const value = new URL(url).searchParams.get('bbox_of_interest');
  expect(value, 'bbox_of_interest in the URL').toBeTruthy();
  const box = value!.split(',').map(Number);
  expect(box).toHaveLength(4);
  return box as [number, number, number, number];
}

/** The ids of the result cards on the page. */
async function cardIds(page: Page): Promise<string[]> {
  return page.getByTestId('space-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-space-id') ?? ''));
}

/** Pins plus the spaces inside clusters: what the map shows of the page's results. */
async function mapped(page: Page): Promise<number> {
  const map = page.getByTestId('results-map');
  const pins = await map.getByTestId('map-pin').count();
  const clustered = await map.getByTestId('map-cluster').evaluateAll((clusters) => clusters.reduce((sum, cluster) => sum + Number(cluster.textContent?.trim() || 0), 0));
  return pins + clustered;
}

test.describe('@search the results map', () => {
  test.describe.configure({ timeout: 120_000 });

  test('at 1280 px the map is beside the list with a pin or cluster for every result; a card highlights its pin; panning to Brooklyn searches the box, puts it in the URL, and a reload restores it', async ({
    page,
    request,
    pageErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const loaded: string[] = [];
    page.on('response', (answer) => loaded.push(answer.url()));
    await page.goto(NEW_YORK_PARTIES);
    const map = page.getByRole('region', { name: 'Map of the results' });
    await expect(map).toBeVisible({ timeout: 30_000 });
    const cards = page.getByTestId('space-card');
    await expect(cards.first()).toBeVisible();
    const listBox = await page.getByRole('article').first().boundingBox();
    const mapBox = await map.boundingBox();
    expect(mapBox!.x).toBeGreaterThan(listBox!.x + listBox!.width - 1);
    await expect.poll(() => mapped(page), { timeout: 20_000 }).toBe(await cards.count());

    // The first card and its pin (or the cluster holding it) light up together.
    const first = cards.first();
    const id = await first.getAttribute('data-space-id');
    await first.hover();
    await expect(map.locator(`[data-testid="map-pin"][data-space-id="${id}"][data-highlighted="true"], [data-testid="map-cluster"][data-highlighted="true"]`)).toHaveCount(1);

    // Pan east and south, towards Brooklyn, with "Search as I move the map" on.
    await expect(page.getByRole('checkbox', { name: 'Search as I move the map' })).toBeChecked();
    const canvas = map.getByTestId('results-map-canvas');
    const area = (await canvas.boundingBox())!;
    const cx = area.x + area.width / 2;
    const cy = area.y + area.height / 2;
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx - area.width / 5, cy - area.height / 4, { steps: 12 });
    await page.mouse.up();
    await expect(page).toHaveURL(/bbox_of_interest=/, { timeout: 15_000 });
    await expect(page.getByTestId('map-status')).toContainText(/spaces? in this area/);
    const [west, south, east, north] = boxOf(page.url());
    const inBox = await cardIds(page);
    expect(inBox.length).toBeGreaterThan(0);
    for (const spaceId of inBox) {
      const space = (await (await request.get(`${API}/v1/spaces/${spaceId}`)).json()) as { latitude: number; longitude: number };
      expect(space.longitude).toBeGreaterThanOrEqual(west);
      expect(space.longitude).toBeLessThanOrEqual(east);
      expect(space.latitude).toBeGreaterThanOrEqual(south);
      expect(space.latitude).toBeLessThanOrEqual(north);
    }

    // The URL is the view: a reload lists the same spaces.
    const url = page.url();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Map of the results' })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => cardIds(page)).toEqual(inBox);
    expect(page.url()).toBe(url);

    // The map is fetched after the list, never in the page's first load.
    expect(loaded.some((address) => /maplibre/i.test(address))).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('a place suggestion (Central Park) searches round it with distances; at 390 px the map opens from "Map" and "List" returns to the same place in the list', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/us/');
    const form = page.getByRole('search', { name: 'Find a space' });
    await expect(form.getByRole('button', { name: 'Search' })).toBeEnabled();
    await form.getByRole('combobox', { name: 'Activity' }).fill('party');
    await form.getByRole('listbox', { name: 'Activity' }).getByRole('option').first().click();
    const location = form.getByRole('combobox', { name: 'Location' });
    await location.fill('');
    await location.pressSequentially('central park', { delay: 30 });
    await form
      .getByRole('listbox', { name: 'Location' })
      .getByRole('option', { name: /^Central Park, NY/ })
      .click();
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/point_of_interest=poi%3Acentral-park-new-york/);
    const distances = page.getByTestId('space-distance');
    await expect(distances.first()).toHaveText(/^[\d.,]+ km from Central Park$/);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(NEW_YORK_PARTIES);
    await expect(page.getByTestId('space-card').first()).toBeVisible();
    await page.getByTestId('space-card').nth(5).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Map of the results' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Map', exact: true })).toBeFocused();
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('@search the results map accessibility', () => {
  test.use({ bypassCSP: true });

  test('axe finds nothing serious on the results with the map', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(NEW_YORK_PARTIES);
    await expect(page.getByRole('region', { name: 'Map of the results' })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('results-map').getByTestId('map-pin').or(page.getByTestId('results-map').getByTestId('map-cluster')).count()).toBeGreaterThan(0);
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });
});
