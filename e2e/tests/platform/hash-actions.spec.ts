import { expect, REMOTE_ORIGINS, test } from '../../fixtures';
import { createAccount, freshEmail, useSession } from '../auth/helpers';

test.describe('@platform hash actions', () => {
  test('#a=signup&source=nav on load reaches the bus as auth:open', async ({ page, busRecords, pageErrors }) => {
    await page.goto('/us/#a=signup&source=nav');
    await expect
      .poll(async () => (await busRecords()).filter((r) => r.topic === 'auth:open'))
      .toEqual([{ kind: 'request', topic: 'auth:open', payload: { view: 'signup', source: 'nav' } }]);
    expect(pageErrors).toEqual([]);
  });

  test('a hash change runs the action: #a=login with type and dest', async ({ page, busRecords }) => {
    await page.goto('/us/');
    await expect(page.getByRole('main')).toBeVisible();
    await page.evaluate(() => (window.location.hash = '#a=login&type=google&dest=/us/account'));
    await expect.poll(async () => (await busRecords()).find((r) => r.topic === 'auth:open')?.payload).toEqual({ view: 'login', type: 'google', dest: '/us/account' });
  });

  test('#a=search loads the find-a-space modal app on demand and sends search:open', async ({ page, busRecords }) => {
    const entries: string[] = [];
    page.on('request', (r) => entries.push(r.url()));
    // A public page that shows nothing of mf-search (an account page would now open the
    // log-in dialog for a visitor who is logged out, beside the search one).
    await page.goto('/us/legal/terms#a=search');
    await expect.poll(async () => (await busRecords()).some((r) => r.topic === 'search:open')).toBe(true);
    // The request waits for the modal's handler: the on-demand app loads mf-search, then opens.
    await expect(page.getByRole('dialog', { name: 'Find a space' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    expect(entries.some((u) => u.startsWith(`${REMOTE_ORIGINS['mf-search']}/`))).toBe(true);
  });

  test('with an access cookie, login does not run but search and promo do', async ({ page, context, request, busRecords }) => {
    // A real session: a made-up token is refused by the API, the session clears it, and
    // the visitor is then rightly logged out.
    await useSession(context, await createAccount(request, freshEmail('hash')));
    await page.goto('/us/#a=login');
    await expect(page.getByRole('main')).toBeVisible();
    await page.evaluate(() => (window.location.hash = '#a=promo&source=spring-2026'));
    await expect.poll(async () => (await busRecords()).find((r) => r.topic === 'promo:open')?.payload).toEqual({ source: 'spring-2026' });
    expect((await busRecords()).some((r) => r.topic === 'auth:open')).toBe(false);
  });

  test('?ref= starts a referral sign-up', async ({ page, busRecords }) => {
    await page.goto('/us/?ref=FRIEND42');
    await expect.poll(async () => (await busRecords()).find((r) => r.topic === 'auth:open')?.payload).toEqual({ view: 'signup', source: 'referral', ref: 'FRIEND42' });
  });

  test('the locale is sticky on the bus for remotes that mount late', async ({ page, busRecords }) => {
    await page.goto('/de/');
    await expect.poll(async () => (await busRecords()).find((r) => r.topic === 'locale')?.payload).toEqual({ locale: 'de-DE', language: 'de', prefix: 'de' });
  });
});
