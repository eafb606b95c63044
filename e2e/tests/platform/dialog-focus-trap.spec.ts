import { expect, REMOTE_ORIGINS, test } from '../../fixtures';

// Text only focus-trap-react's and focus-trap's code carry (their error messages): how a
// script is recognised whatever its chunk is called.
const FOCUS_TRAP_REACT = 'A focus-trap cannot use a Fragment as its child container';
const FOCUS_TRAP = 'Your focus-trap must have at least one container with at least one tabbable node';

test.describe('@platform dialogs load their focus trap when the first one opens', () => {
  test("/us/ loads no focus trap; the first dialog fetches the shell's copy once, and focus stays in it until Escape", async ({ page, pageErrors }) => {
    const scripts: { url: string; body: string }[] = [];
    const reading: Promise<void>[] = [];
    page.on('response', (response) => {
      if (!/\.js(\?|$)/.test(response.url()) || !response.ok()) return;
      reading.push(
        response.text().then(
          (body) => void scripts.push({ url: response.url(), body }),
          () => undefined,
        ),
      );
    });
    const carrying = async (text: string) => {
      await Promise.all(reading);
      return scripts.filter((script) => script.body.includes(text)).map((script) => script.url);
    };

    await page.goto('/us/');
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await carrying(FOCUS_TRAP_REACT)).toEqual([]);
    expect(await carrying(FOCUS_TRAP)).toEqual([]);

    await page.evaluate(() => (window.location.hash = '#a=login'));
    const login = page.getByRole('dialog', { name: 'Welcome back' });
    await expect(login).toBeVisible();
    await expect.poll(() => carrying(FOCUS_TRAP_REACT)).toHaveLength(1);
    await expect.poll(() => carrying(FOCUS_TRAP)).toHaveLength(1);
    // The shell's copies: no remote fetched one of its own.
    const shellOrigin = new URL(page.url()).origin;
    for (const url of [...(await carrying(FOCUS_TRAP_REACT)), ...(await carrying(FOCUS_TRAP))]) expect(new URL(url).origin).toBe(shellOrigin);
    for (const origin of Object.values(REMOTE_ORIGINS)) expect(shellOrigin).not.toBe(origin);

    const focusInside = () => page.evaluate(() => Boolean(document.querySelector('[role="dialog"]')?.contains(document.activeElement)));
    await expect.poll(focusInside).toBe(true);
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside()).toBe(true);
    }
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    expect(pageErrors).toEqual([]);
  });
});
