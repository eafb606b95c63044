import { ISSUE_REDIRECT_PAYLOADS } from '@hourspace/contracts/testing/open-redirect-payloads';
import { expect, test } from '../../fixtures';
import { GOOD_PASSWORD, accessCookie, createAccount, dialog, freshEmail } from './helpers';

const SITE = 'http://localhost:8080';

/**
 * docs/decisions/security-redirects-and-links.md: these six `dest` payloads sent the browser off the site after a log-in through
 * the modal, because the same-site check read the string before the URL was resolved.
 * Each is tried as written in the address bar; the page must stay on the site, and no
 * request may go to evil.example.
 */
test.describe('@auth @security open redirect after the log-in', () => {
  // In order in one worker, so the figures below count every payload once.
  test.describe.configure({ mode: 'default' });
  const offSite: string[] = [];
  test.afterAll(() => {
    console.log(`open redirect e2e: dest payloads tried through the log-in modal ${ISSUE_REDIRECT_PAYLOADS.length}`);
    console.log(`open redirect e2e: log-ins that left ${SITE} ${offSite.length}`);
  });

  for (const payload of ISSUE_REDIRECT_PAYLOADS) {
    test(`a log-in from #a=login&dest=${payload} stays on the site`, async ({ page, context, request, pageErrors }) => {
      const email = freshEmail('redirect');
      await createAccount(request, email);
      const foreign: string[] = [];
      await context.route(/^https?:\/\/(?!localhost[:/])/, async (route) => {
        foreign.push(route.request().url());
        await route.abort();
      });
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(frame.url());
      });

      await page.goto(`/us/#a=login&dest=${payload}`);
      const login = dialog(page, 'Welcome back');
      await login.getByLabel('Email', { exact: true }).fill(email);
      await login.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
      await login.getByRole('button', { name: 'Log in' }).click();
      await expect(login).toBeHidden();
      expect(await accessCookie(context)).toBeTruthy();
      await page.waitForLoadState('load');

      const left = [...visited, page.url()].filter((url) => new URL(url).origin !== SITE || new URL(url).pathname.startsWith('//'));
      if (left.length > 0 || foreign.some((url) => url.includes('evil.example'))) offSite.push(payload);
      expect(left).toEqual([]);
      expect(foreign.filter((url) => url.includes('evil.example'))).toEqual([]);
      expect(new URL(page.url()).origin).toBe(SITE);
      expect(pageErrors).toEqual([]);
    });
  }
});
