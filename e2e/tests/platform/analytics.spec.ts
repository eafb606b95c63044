import type { Request } from '@playwright/test';
import { expect, test } from '../../fixtures';

interface SentEvent {
  event: string;
  properties: Record<string, unknown>;
}

/** Every event the page sent to the API's analytics sink, in order. */
function sentEvents(requests: Request[]): SentEvent[] {
  return requests.flatMap((request) => {
    const body = request.postDataJSON() as { consent: boolean; events: SentEvent[] };
    expect(body.consent).toBe(true);
    return body.events;
  });
}

const isTrack = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/v1/analytics/track';

test.describe('@platform analytics', () => {
  // A European time zone: analytics is off until the visitor chooses it (docs/decisions/nav-consent.md).
  test.use({ timezoneId: 'Europe/Berlin' });

  test("switching locale sends one 'locale updated' event to the API after consent, none before", async ({ page, context, pageErrors }) => {
    test.setTimeout(90_000);
    const tracked: Request[] = [];
    context.on('request', (request) => {
      if (isTrack(request)) tracked.push(request);
    });

    await page.goto('/us/s/');
    const footer = page.locator('#hs-footer').getByRole('contentinfo');
    await footer.getByRole('button', { name: /^Language and region/ }).click();
    await page.getByRole('button', { name: /^Deutsch/ }).click();
    await expect(page).toHaveURL(/\/de\/s\/$/);

    // Consent on the German page, then back to English (United States).
    await footer.getByRole('button', { name: 'Ihre Datenschutzeinstellungen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ihre Datenschutzeinstellungen' });
    await dialog.getByRole('checkbox', { name: 'Analyse' }).check();
    await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(dialog).toBeHidden();

    const sent = page.waitForRequest((request) => isTrack(request) && JSON.stringify(request.postDataJSON()).includes('locale updated'));
    await footer.getByRole('button', { name: /^Sprache und Region/ }).click();
    await page.getByRole('button', { name: /^English \(US\)/ }).click();
    await sent;
    await expect(page).toHaveURL(/\/us\/s\/$/);

    // The first switch (before consent) sent nothing; the second exactly one event.
    const localeEvents = sentEvents(tracked).filter((e) => e.event === 'locale updated');
    expect(localeEvents).toEqual([
      { event: 'locale updated', properties: { changed_from: 'de-DE', changed_to: 'en-US', ui_element: 'footer_locale_selector', ssoid: null }, timestamp: expect.any(String) },
    ]);
    expect(pageErrors).toEqual([]);
  });

  test('a browser with Global Privacy Control sends nothing, even after choosing analytics', async ({ page, context, pageErrors }) => {
    test.setTimeout(90_000);
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }));
    const tracked: Request[] = [];
    context.on('request', (request) => {
      if (isTrack(request)) tracked.push(request);
    });
    await page.goto('/us/s/');
    const footer = page.locator('#hs-footer').getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Your privacy choices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your privacy choices' });
    await dialog.getByRole('checkbox', { name: 'Analytics' }).check();
    await dialog.getByRole('button', { name: 'Save choices' }).click();
    await expect(dialog).toBeHidden();
    // An event published now would go at once as the page unloads: a reload makes one.
    await page.evaluate(() =>
      (globalThis as unknown as Record<symbol, { publish: (topic: string, payload: unknown) => void }>)[Symbol.for('hourspace.bus.v1')]!.publish('analytics:track', {
        event: 'gpc probe',
        properties: {},
      }),
    );
    await page.reload();
    await expect(footer.getByRole('button', { name: 'Your privacy choices' })).toBeVisible();
    expect(tracked).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
