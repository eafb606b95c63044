import { expect, test } from '../../fixtures';
import { profileOf, signUpFreshGuest } from './helpers';
import { seriousViolations } from '../../src/axe';

test.describe('@nav footer', () => {
  test("has the terms and privacy links under the prefix, and 'Your privacy choices' opens a dialog that saves", async ({ page, pageErrors }) => {
    await page.goto('/gb/s/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // The shell mounts mf-nav's ./footer in its footer slot on every page.
    const footer = page.locator('#hs-footer').getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/gb/legal/terms');
    await expect(footer.getByRole('link', { name: 'Privacy', exact: true })).toHaveAttribute('href', '/gb/legal/privacy');
    await expect(footer.getByRole('link', { name: 'Deutschland' })).toHaveAttribute('href', '/de/');
    expect(await seriousViolations(page, '#hs-footer')).toEqual([]);

    await footer.getByRole('button', { name: 'Your privacy choices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your privacy choices' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Analytics' }).check();
    await dialog.getByRole('button', { name: 'Save choices' }).click();
    await expect(dialog).toBeHidden();
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('hourspace.consent.v1') ?? 'null') as { analytics: boolean } | null);
    expect(stored?.analytics).toBe(true);
    expect(await page.evaluate(() => (globalThis as unknown as Record<symbol, { getState: (t: string) => unknown }>)[Symbol.for('hourspace.bus.v1')]!.getState('consent'))).toEqual(
      {
        decided: true,
        analytics: true,
        marketing: false,
      },
    );
    expect(pageErrors).toEqual([]);
  });

  test("a signed-in person's choice of locale is saved to their profile before the page moves", async ({ page, context, request, pageErrors }) => {
    const { accessToken } = await signUpFreshGuest(request, context);
    await page.goto('/us/s/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Account menu/ })).toBeVisible();
    await page
      .locator('#hs-footer')
      .getByRole('button', { name: /^Language and region/ })
      .click();
    await page.getByRole('button', { name: /^Français \(Canada\)/ }).click();
    await expect(page).toHaveURL(/\/fr-ca\/s\/$/);
    expect((await profileOf(request, accessToken)).preferred_locale).toBe('fr-CA');
    expect((await context.cookies()).find((c) => c.name === 'preferred_locale')?.value).toBe('fr-CA');
    expect(pageErrors).toEqual([]);
  });
});
