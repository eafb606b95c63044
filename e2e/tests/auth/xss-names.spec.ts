import { XSS_NAME_PAYLOADS } from '@hourspace/contracts/testing/xss-payloads';
import { expect, test } from '../../fixtures';
import { API, GOOD_PASSWORD, accessCookie, createAccount, dialog, freshEmail } from './helpers';

/**
 * docs/decisions/security-redirects-and-links.md: a person's first and last name are echoed by the navigation on every page. Each
 * name payload (the XSS payloads that fit 2 to 35 characters) is stored through the API,
 * the page loads with it, and no payload may run (`window.__xss`), open a dialog, or add
 * an element: the name shows as text in the account menu.
 */
const CHUNK = 20;
const chunks = Array.from({ length: Math.ceil(XSS_NAME_PAYLOADS.length / CHUNK) }, (_, i) => XSS_NAME_PAYLOADS.slice(i * CHUNK, (i + 1) * CHUNK));

test.describe('@auth @security names with XSS payloads', () => {
  for (const [index, payloads] of chunks.entries()) {
    test(`first and last names ${index * CHUNK + 1}–${index * CHUNK + payloads.length} of ${XSS_NAME_PAYLOADS.length} stay text after a log-in`, async ({
      page,
      context,
      request,
      pageErrors,
    }) => {
      test.setTimeout(240_000);
      const email = freshEmail('xss');
      await createAccount(request, email);
      const dialogs: string[] = [];
      page.on('dialog', async (d) => {
        dialogs.push(`${d.type()}: ${d.message()}`);
        await d.dismiss();
      });

      await page.goto('/us/#a=login');
      const login = dialog(page, 'Welcome back');
      await login.getByLabel('Email', { exact: true }).fill(email);
      await login.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
      await login.getByRole('button', { name: 'Log in' }).click();
      await expect(login).toBeHidden();
      const token = await accessCookie(context);
      expect(token).toBeTruthy();

      let shown = 0;
      let refused = 0;
      let ran = 0;
      for (const payload of payloads) {
        const answer = await request.put(`${API}/v1/profiles/me`, { headers: { authorization: `Bearer ${token}` }, data: { first_name: payload, last_name: payload } });
        expect(answer.status(), `PUT /v1/profiles/me with ${JSON.stringify(payload)}`).toBeLessThan(500);
        if (!answer.ok()) {
          refused += 1;
          continue;
        }
        const stored = ((await answer.json()) as { first_name: string }).first_name;
        await page.goto('/us/');
        const menu = page.getByRole('button', { name: /^Account menu/ });
        await expect(menu).toBeVisible();
        await expect.poll(() => menu.evaluate((el) => el.textContent ?? '')).toContain(stored.trim());
        shown += 1;
        const state = await page.evaluate(() => ({
          xss: (window as unknown as { __xss?: unknown }).__xss,
          handlers: Array.from(document.querySelectorAll('*')).filter((el) => Array.from(el.attributes).some((a) => a.name.toLowerCase().startsWith('on'))).length,
          scriptLinks: Array.from(document.querySelectorAll('a[href]')).filter((a) => /^\s*(javascript|data|vbscript):/i.test(a.getAttribute('href') ?? '')).length,
        }));
        if (state.xss !== undefined || state.handlers > 0 || state.scriptLinks > 0) ran += 1;
        expect(state, `after the name ${JSON.stringify(payload)}`).toEqual({ xss: undefined, handlers: 0, scriptLinks: 0 });
      }
      console.log(
        `XSS e2e names ${index + 1}/${chunks.length}: payloads ${payloads.length}, shown as text ${shown}, refused by the API ${refused}, ran ${ran}, dialogs ${dialogs.length}`,
      );
      expect(dialogs).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }
});
