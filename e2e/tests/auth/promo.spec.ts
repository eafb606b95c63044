import { expect, test } from '../../fixtures';
import { API, GOOD_PASSWORD, accessCookie, createAccount, dialog, freshEmail, useSession } from './helpers';

async function attachedExternalIds(request: import('@playwright/test').APIRequestContext, token: string, SSOid: string): Promise<string[]> {
  const answer = await request.get(`${API}/v1/entitlements/attachments/profiles/${SSOid}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await answer.json()) as { data: Array<{ entitlement: { external_id: string } }> };
  return body.data.map((a) => a.entitlement.external_id);
}

test.describe('@auth promo', () => {
  test('a promo link shows the offer; signing up from it claims it', async ({ page, context, request }) => {
    await page.goto('/us/#a=promo&source=welcome10');
    const promo = dialog(page, 'Welcome to Hourspace');
    await expect(promo.getByText('Enjoy 10% off your first booking. The discount is applied at checkout.')).toBeVisible();
    await promo.getByRole('button', { name: 'Find a space' }).click();
    const signup = dialog(page, 'Join Hourspace');
    await signup.getByLabel('Email', { exact: true }).fill(freshEmail('promo'));
    await signup.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
    await signup.getByRole('button', { name: 'Sign up' }).click();
    await expect(dialog(page, 'Complete your profile')).toBeVisible();
    const token = (await accessCookie(context))!;
    const SSOid = (await context.cookies('http://localhost:8080')).find((c) => c.name === 'PSUser')!.value;
    await expect.poll(() => attachedExternalIds(request, token, SSOid)).toEqual(['welcome10']);
  });

  test('a signed-in person claims the offer with its button', async ({ page, context, request }) => {
    const tokens = await createAccount(request, freshEmail('promo-in'));
    await useSession(context, tokens);
    await page.goto('/us/#a=promo&source=host-fee-waiver');
    const promo = dialog(page, 'No host fees for 90 days');
    await promo.getByRole('button', { name: 'List your space' }).click();
    await expect(promo).toBeHidden();
    await expect.poll(() => attachedExternalIds(request, tokens.access_token, tokens.SSOid)).toEqual(['host-fee-waiver']);
    expect(new URL(page.url()).hash).toBe('');
  });
});
