import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { busRequest, createAccount, dialog, freshEmail, lastOutboxId, latestCode, useSession } from './helpers';

/** A US mobile number nobody else has verified. */
function freshPhone(): string {
  const exchange = 200 + Math.floor(Math.random() * 700);
  const line = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return `415${exchange}${line}`;
}

async function openPhoneModal(page: Page) {
  await page.goto('/us/');
  await expect
    .poll(() =>
      page.evaluate(
        () => (globalThis as unknown as Record<symbol, { getState(t: string): { navState: string } | undefined }>)[Symbol.for('hourspace.bus.v1')]?.getState('session')?.navState,
      ),
    )
    .toBe('NAV_LOGGED_IN_GUEST');
  // Once: the request waits on the bus until mf-auth's modal host takes it.
  await busRequest(page, 'auth:open', { view: 'phone' });
  const modal = dialog(page, 'Never miss a booking update');
  await expect(modal).toBeVisible();
  return modal;
}

test.describe('@auth phone verification', () => {
  test('a number is added, a wrong code is refused, the right one verifies it', async ({ page, context, request }) => {
    await useSession(context, await createAccount(request, freshEmail('phone')));
    const phone = await openPhoneModal(page);
    const send = phone.getByRole('button', { name: 'Send code' });
    await expect(send).toBeDisabled();
    const number = freshPhone();
    await phone.getByLabel('Mobile phone').fill(number);
    const before = await lastOutboxId(request, `+1${number}`);
    await send.click();
    const verify = dialog(page, 'Verify your phone number');
    await expect(verify.getByText('Code Sent!')).toBeVisible();
    const code = await latestCode(request, `+1${number}`, before);
    await verify.getByLabel('Verification code').fill(code === '0000' ? '1111' : '0000');
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(verify.getByRole('alert')).toHaveText(
      'Verification code invalid. You have limited attempts, please confirm the number entered is correct or contact support for help.',
    );
    await verify.getByLabel('Verification code').fill(code);
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(verify).toBeHidden();
  });

  test('the third wrong code shows the failed modal', async ({ page, context, request }) => {
    await useSession(context, await createAccount(request, freshEmail('phonefail')));
    const phone = await openPhoneModal(page);
    const number = freshPhone();
    await phone.getByLabel('Mobile phone').fill(number);
    const before = await lastOutboxId(request, `+1${number}`);
    await phone.getByRole('button', { name: 'Send code' }).click();
    const verify = dialog(page, 'Verify your phone number');
    const code = await latestCode(request, `+1${number}`, before);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 2; i++) {
      await verify.getByLabel('Verification code').fill(wrong);
      await verify.getByRole('button', { name: 'Verify' }).click();
      await expect(verify.getByRole('alert')).toBeVisible();
      await expect(verify.getByRole('button', { name: 'Verify' })).toBeEnabled();
    }
    await verify.getByLabel('Verification code').fill(wrong);
    await verify.getByRole('button', { name: 'Verify' }).click();
    const failed = dialog(page, 'Your phone number was unable to be verified');
    await expect(failed.getByRole('link', { name: 'contact support' })).toBeVisible();
  });
});
