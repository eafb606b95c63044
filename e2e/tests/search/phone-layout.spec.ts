import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { seriousViolations } from '../../src/axe';

// What a guest sees on a phone and at a large text size (docs/decisions/phone-layout-and-text-zoom.md).

/** The URL the hero form builds for "party" in New York. */
const NEW_YORK_PARTIES = '/us/s/?activity=party&location=new+york%2C+ny';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * Pairs of buttons and links in `main` whose drawn boxes overlap by more than a pixel each way.
 * A box is what shows of the control: its rectangle clipped by every ancestor that clips
 * (a carousel's slides beside the one on show are not drawn), in page coordinates; controls
 * hidden or clipped away are left out, and so is a control inside another. Sticky elements (the
 * phone's 'Request to book' bar, which content scrolls under by design) are measured where the
 * page lays them out, not where they stick at this scroll position.
 */
async function overlappingControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const sticky = [...document.querySelectorAll<HTMLElement>('main *')].filter((element) => getComputedStyle(element).position === 'sticky');
    const inline = sticky.map((element) => element.style.position);
    sticky.forEach((element) => (element.style.position = 'static'));
    type Box = { left: number; top: number; right: number; bottom: number };
    const shownBox = (element: Element): Box | null => {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return null;
      const rect = element.getBoundingClientRect();
      let box: Box = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const parentStyle = getComputedStyle(parent);
        if (parentStyle.overflowX === 'visible' && parentStyle.overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        box = { left: Math.max(box.left, clip.left), top: Math.max(box.top, clip.top), right: Math.min(box.right, clip.right), bottom: Math.min(box.bottom, clip.bottom) };
      }
      // Visually hidden text (1 px) and boxes clipped to nothing are not drawn controls.
      if (box.right - box.left <= 1 || box.bottom - box.top <= 1) return null;
      return { left: box.left + scrollX, top: box.top + scrollY, right: box.right + scrollX, bottom: box.bottom + scrollY };
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const controls = [...document.querySelectorAll('main a[href], main button')]
      .filter((element) => !element.closest('[inert], [aria-hidden="true"]'))
      .flatMap((element) => {
        const box = shownBox(element);
        return box ? [{ element, box }] : [];
      });
    const found: string[] = [];
    controls.forEach((a, i) => {
      for (const b of controls.slice(i + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (width > 1 && height > 1) found.push(`${name(a.element)} overlaps ${name(b.element)} by ${Math.round(width)}×${Math.round(height)} px`);
      }
    });
    sticky.forEach((element, i) => (element.style.position = inline[i] ?? ''));
    return found;
  });
}

/** The address of the first space of the New York party results. */
async function firstSpacePath(page: Page): Promise<string> {
  await page.goto(NEW_YORK_PARTIES);
  const link = page.getByRole('article').first().getByRole('heading').getByRole('link');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/us\/space\/\d+\/[a-z0-9-]+$/);
  return href!;
}

test.describe('@search the space page gallery at 390 and 1280 px', () => {
  test('no button or link in main overlaps another, "Next photo" can be pressed, and "Show all photos" opens a dialog the arrow keys move', async ({ page, pageErrors }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(DESKTOP);
    const path = await firstSpacePath(page);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      const gallery = page.getByRole('region', { name: /^Photos of / });
      await expect(gallery).toBeVisible();
      const next = gallery.getByRole('button', { name: 'Next photo' });
      await expect(next).toBeEnabled();
      // The whole page is in (its last sections too) before the boxes are measured.
      await expect(page.getByRole('heading', { name: 'Cancellation policy' })).toBeVisible();
      expect(await overlappingControls(page), `at ${viewport.width} px`).toEqual([]);

      // Pressed where it is drawn: Playwright clicks the middle of its box, and fails when another element is on top there.
      await next.click({ timeout: 5_000 });
      await expect(gallery.locator('[role="group"][aria-current="true"]')).toHaveAttribute('aria-label', /^Photo 2 of \d+$/);

      const showAll = page.getByRole('button', { name: 'Show all photos' });
      await showAll.click({ timeout: 5_000 });
      const viewer = page.getByRole('dialog', { name: /^Photos of / });
      await expect(viewer).toBeVisible();
      await expect(viewer.getByText(/^2 of \d+$/)).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await expect(viewer.getByText(/^1 of \d+$/)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
      await expect(showAll).toBeFocused();
    }
    expect(await seriousViolations(page, 'main')).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('@search the results page on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test("starts with the first result's photo on the first screen; the search is one summary that opens the form in a tray; the place reads 'New York, NY'", async ({
    page,
    pageErrors,
  }) => {
    await page.goto(NEW_YORK_PARTIES);
    const photo = page
      .getByRole('article')
      .first()
      .getByRole('img', { name: /^Photo of / });
    await expect(photo).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Wholly on the first screen, without scrolling.
    await expect(photo).toBeInViewport({ ratio: 1 });
    expect(await page.getByRole('search', { name: 'Find a space' }).count()).toBe(0);

    const summary = page.getByRole('button', { name: /^Change the search:\s*.+ · New York · / });
    await expect(summary).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await summary.click();
    const tray = page.getByRole('dialog', { name: 'Your search' });
    await expect(tray).toBeVisible();
    const form = tray.getByRole('search', { name: 'Find a space' });
    await expect(form).toBeVisible();
    await expect(form.getByRole('button', { name: /Location/ })).toContainText('New York, NY');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(tray).toBeHidden();
    await expect(summary).toBeFocused();
    expect(pageErrors).toEqual([]);
  });

  test("keeps the whole form from 744 px, with the place as the API writes it ('New York, NY', not 'new york, ny')", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(NEW_YORK_PARTIES);
    const form = page.getByRole('search', { name: 'Find a space' });
    await expect(form.getByRole('combobox', { name: 'Location' })).toHaveValue('New York, NY');
    await expect(page.getByRole('button', { name: /^Change the search/ })).toHaveCount(0);
  });
});

test.describe('@search the German results page', () => {
  test.use({ viewport: DESKTOP });

  test('names its price filters in euros, the currency of the spaces it lists', async ({ page }) => {
    for (const path of ['/de/s/', '/de/s/?location=hamburg']) {
      await page.goto(path);
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.getByLabel('Mindestpreis (€)'), path).toBeVisible();
      await expect(page.getByLabel('Höchstpreis (€)'), path).toBeVisible();
      await expect(page.getByText(/\(\$\)/), path).toHaveCount(0);
    }
    // Hamburg's spaces are priced in euros, as the filter says.
    await expect(page.getByRole('article').first()).toContainText('€');
  });
});

test.describe('@search a promo modal opened by a link', () => {
  test("leaves focus on the page's main heading when it closes", async ({ page }) => {
    await page.goto('/us/#a=promo&source=welcome10');
    const promo = page.getByRole('dialog', { name: 'Welcome to Hourspace' });
    await expect(promo).toBeVisible();
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(promo).toBeHidden();
    await expect(page.locator('main h1').first()).toBeFocused();
  });
});

test.describe('@search the navigation with text at 200 %', () => {
  test('keeps every control of the bar inside the viewport, with no sideways scroll, at 390 and 1280 px on the home and results pages', async ({ page }) => {
    test.setTimeout(90_000);
    // Chromium's text size setting (Settings › Appearance › Font size): the default font size, which rem follows.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const path of ['/us/', NEW_YORK_PARTIES]) {
        await page.goto(path);
        // Set again after the load, in case a navigation reset it; the setting took: the page's text is twice the usual 16 px.
        await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
        await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('32px');
        const banner = page.getByRole('banner').first();
        await expect(banner.getByRole('link', { name: 'Hourspace home' })).toBeVisible();
        // The logged-out bar, not the loading one: the two controls the issue found past the edge.
        await expect(viewport === PHONE ? banner.getByRole('button', { name: 'Menu' }) : banner.getByRole('button', { name: /^Language and region/ })).toBeVisible();
        const outside = await banner.evaluate((header) =>
          [...header.querySelectorAll('a[href], button')].flatMap((control) => {
            const box = control.getBoundingClientRect();
            if (box.width <= 1 || box.height <= 1 || control.closest('[hidden]')) return [];
            return box.left < -0.5 || box.right > window.innerWidth + 0.5
              ? [`${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim()}: ${Math.round(box.left)}–${Math.round(box.right)}`]
              : [];
          }),
        );
        expect(outside, `${path} at ${viewport.width} px`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
      }
    }
  });
});
