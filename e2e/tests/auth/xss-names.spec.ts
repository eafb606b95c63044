import { XSS_NAME_PAYLOADS } from '@hourspace/contracts/testing/xss-payloads';
import { expect, test } from '../../fixtures';
import type { Page } from '@playwright/test';
import { API, busRequest } from './helpers';

/**
 * docs/decisions/security-redirects-and-links.md: a person's first and last name are echoed by the navigation on every page. Each
 * name payload (the XSS payloads that fit 2 to 35 characters) is stored through the API and
 * reaches the account menu the way a saved profile does (the `session:refresh` request the
 * account page sends, the shell reading the profile again, the nav re-rendering), and the
 * chunk's last name once more through a full page load. No payload may run (`window.__xss`),
 * open a dialog, or add an element: the name shows as text in the account menu. One page load
 * per chunk rather than per payload: the nav renders a changed name with the code that renders
 * it at load (docs/decisions/test-suite-time.md).
 */
const CHUNK = 20;
const chunks = Array.from({ length: Math.ceil(XSS_NAME_PAYLOADS.length / CHUNK) }, (_, i) => XSS_NAME_PAYLOADS.slice(i * CHUNK, (i + 1) * CHUNK));

/** What a payload may have done to the page. */
function injected(page: Page) {
  return page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    handlers: Array.from(document.querySelectorAll('*')).filter((el) => Array.from(el.attributes).some((a) => a.name.toLowerCase().startsWith('on'))).length,
    scriptLinks: Array.from(document.querySelectorAll('a[href]')).filter((a) => /^\s*(javascript|data|vbscript):/i.test(a.getAttribute('href') ?? '')).length,
  }));
}

test.describe('@auth @security names with XSS payloads', () => {
  for (const [index, payloads] of chunks.entries()) {
    test(`first and last names ${index * CHUNK + 1}–${index * CHUNK + payloads.length} of ${XSS_NAME_PAYLOADS.length} stay text in the account menu`, async ({
      page,
      request,
      signedInAs,
      pageErrors,
    }) => {
      test.setTimeout(120_000);
      const person = await signedInAs('guest');
      const dialogs: string[] = [];
      page.on('dialog', async (d) => {
        dialogs.push(`${d.type()}: ${d.message()}`);
        await d.dismiss();
      });
      // A page with the nav and little else (no slide shows running meanwhile).
      await page.goto('/us/legal/terms');
      const menu = page.getByRole('button', { name: /^Account menu/ });
      await expect(menu).toBeVisible();

      let shown = 0;
      let refused = 0;
      let ran = 0;
      let last: string | undefined;
      for (const payload of payloads) {
        const answer = await request.put(`${API}/v1/profiles/me`, {
          headers: { authorization: `Bearer ${person.access_token}` },
          data: { first_name: payload, last_name: payload },
        });
        expect(answer.status(), `PUT /v1/profiles/me with ${JSON.stringify(payload)}`).toBeLessThan(500);
        if (!answer.ok()) {
          refused += 1;
          continue;
        }
        last = ((await answer.json()) as { first_name: string }).first_name.trim();
        await busRequest(page, 'session:refresh', {});
        await expect.poll(() => menu.evaluate((el) => el.textContent ?? ''), { intervals: [25] }).toContain(last);
        shown += 1;
        const state = await injected(page);
        if (state.xss !== undefined || state.handlers > 0 || state.scriptLinks > 0) ran += 1;
        expect(state, `after the name ${JSON.stringify(payload)}`).toEqual({ xss: undefined, handlers: 0, scriptLinks: 0 });
      }
      // The last stored name through a page load too: the nav's first render, not an update.
      expect(last).toBeDefined();
      await page.reload();
      await expect.poll(() => menu.evaluate((el) => el.textContent ?? '')).toContain(last!);
      expect(await injected(page)).toEqual({ xss: undefined, handlers: 0, scriptLinks: 0 });
      console.log(
        `XSS e2e names ${index + 1}/${chunks.length}: payloads ${payloads.length}, shown as text ${shown}, refused by the API ${refused}, ran ${ran}, dialogs ${dialogs.length}`,
      );
      expect(dialogs).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }
});
