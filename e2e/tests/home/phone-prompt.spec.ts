import { expect, test } from '../../fixtures';
import { refreshCookie, refreshTokenOf } from '../auth/helpers';

const API = 'http://localhost:8120';

test.describe('@home the host phone prompt', () => {
  test('a host arriving logged in with an unverified phone is asked for it once', async ({ page, context, request, busRecords, pageErrors }) => {
    // The demo host's phone is unverified by design (packages/api content/accounts.ts).
    const login = await request.post(`${API}/web-templates/v1/sso/authenticate`, {
      headers: { authorization: 'Bearer dev-basic-key' },
      data: { username: 'host@example.com', password: 'Marketplace1', grant_type: 'password', signin: true },
    });
    expect(login.ok()).toBe(true);
    const tokens = (await login.json()) as { access_token: string; SSOid: string };
    await context.addCookies([
      { name: 'PSAccess', value: tokens.access_token, url: 'http://localhost:8080' },
      { name: 'PSUser', value: tokens.SSOid, url: 'http://localhost:8080' },
      refreshCookie(refreshTokenOf(login)),
    ]);
    await page.goto('/us/');
    const phoneRequests = async () => (await busRecords()).filter((r) => r.topic === 'auth:open');
    await expect.poll(phoneRequests).toEqual([{ kind: 'request', topic: 'auth:open', payload: { view: 'phone' } }]);
    await expect(page.getByRole('dialog', { name: 'Never miss a booking update' })).toBeVisible();
    await expect(page.locator('main[data-remote="mf-home"] section[data-section="awards"] h2')).toBeVisible();
    expect(await phoneRequests()).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  test('a visitor is not asked', async ({ page, busRecords }) => {
    await page.goto('/us/');
    await expect(page.locator('main[data-remote="mf-home"] section[data-section="awards"] h2')).toBeVisible();
    await expect.poll(async () => (await busRecords()).some((r) => r.topic === 'session')).toBe(true);
    expect((await busRecords()).filter((r) => r.topic === 'auth:open')).toEqual([]);
  });
});
