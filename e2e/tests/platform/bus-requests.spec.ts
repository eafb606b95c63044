import { expect, test } from '../../fixtures';
import { GOOD_PASSWORD, TINY_PNG, dialog, freshEmail, lastOutboxId, latestCode } from '../auth/helpers';

// Ten loads: each sends the request before mf-auth could take it, so each one proves the wait on
// its own; more loads only repeat that proof (the bus's waiting is unit-tested in @hourspace/bus).
const LOADS = 10;

test.describe('@platform bus requests wait for their handler', () => {
  test(`auth:open sent the moment the bus exists opens the log-in dialog on each of ${LOADS} loads`, async ({ page, pageErrors }) => {
    test.setTimeout(LOADS * 10_000);
    // Sends the request as the bus is created (before the shell has fetched its manifest,
    // let alone mounted mf-auth), and notes whether it had to wait for want of a handler.
    await page.addInitScript(() => {
      const key = Symbol.for('hourspace.bus.v1');
      const state = { sent: false, waited: false };
      (window as unknown as { __early: typeof state }).__early = state;
      const realDefine = Object.defineProperty;
      Object.defineProperty = function (target: object, property: PropertyKey, descriptor: PropertyDescriptor) {
        const result = realDefine(target, property, descriptor);
        if (target === globalThis && property === key && descriptor.value) {
          Object.defineProperty = realDefine;
          const bus = descriptor.value as { request(topic: string, payload: unknown): void; onUnhandled(listener: (topic: string) => void): () => void };
          const off = bus.onUnhandled((topic) => {
            if (topic === 'auth:open') state.waited = true;
          });
          bus.request('auth:open', { view: 'login' });
          state.sent = true;
          off();
        }
        return result;
      } as typeof Object.defineProperty;
    });

    const login = dialog(page, 'Welcome back');
    let shown = 0;
    let waited = 0;
    for (let load = 0; load < LOADS; load += 1) {
      await page.goto('/us/', { waitUntil: 'commit' });
      const opened = await login.waitFor({ state: 'visible', timeout: 10_000 }).then(
        () => true,
        () => false,
      );
      if (opened) shown += 1;
      const early = await page.evaluate(() => (window as unknown as { __early: { sent: boolean; waited: boolean } }).__early);
      expect(early.sent).toBe(true);
      if (early.waited) waited += 1;
    }
    test.info().annotations.push({ type: 'loads', description: `${shown}/${LOADS} showed the log-in dialog; ${waited} requests had to wait for mf-auth` });
    console.log(`[bus-requests] ${shown}/${LOADS} loads showed the log-in dialog (${LOADS - shown} misses); ${waited} requests waited for their handler`);
    // Every request was sent before mf-auth could take it, so each one proves the wait.
    expect(waited).toBe(LOADS);
    expect(shown).toBe(LOADS);
    expect(pageErrors).toEqual([]);
  });

  test("the welcome modal's Find a space opens the find-a-space modal, with no #a=search before", async ({ page, request, busRecords, pageErrors }) => {
    const email = freshEmail('welcome');
    await page.goto('/us/#a=signup&source=nav');
    const signup = dialog(page, 'Join Hourspace');
    await signup.getByLabel('Email', { exact: true }).fill(email);
    await signup.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
    await signup.getByRole('button', { name: 'Sign up' }).click();

    const profile = dialog(page, 'Complete your profile');
    await profile.getByLabel('Upload a profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(profile.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
    await profile.getByLabel('First name').fill('Wendy');
    await profile.getByLabel('Last name').fill('Welcome');
    const before = await lastOutboxId(request, email);
    await profile.getByRole('button', { name: 'Continue' }).click();
    const verify = dialog(page, 'Verify your email');
    await verify.getByLabel('Verification code').fill(await latestCode(request, email, before));
    await verify.getByRole('button', { name: 'Verify' }).click();

    expect((await busRecords()).some((r) => r.topic === 'search:open')).toBe(false);
    const welcome = dialog(page, 'Welcome to Hourspace');
    await welcome.getByRole('button', { name: 'Find a space' }).click();
    await expect(welcome).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Find a space' })).toBeVisible();
    expect((await busRecords()).filter((r) => r.topic === 'search:open')).toEqual([{ kind: 'request', topic: 'search:open', payload: { source: 'welcome' } }]);
    expect(page.url()).not.toContain('a=search');
    expect(pageErrors).toEqual([]);
  });
});
