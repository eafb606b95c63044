import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { API, GOOD_PASSWORD, accessCookie, createAccount, dialog, freshEmail } from './helpers';

/** The PSRefresh cookie the browser holds for the API's token paths, if any. */
async function refreshCookieOf(context: BrowserContext) {
  return (await context.cookies(`${API}/v1/sso/refresh`)).find((cookie) => cookie.name === 'PSRefresh');
}

/** Everything a script on the page can read: document.cookie and both storages. */
function scriptVisibleState(page: Page): Promise<string> {
  return page.evaluate(() => `${document.cookie}\n${JSON.stringify({ ...localStorage })}\n${JSON.stringify({ ...sessionStorage })}`);
}

async function logInThroughTheModal(page: Page, email: string): Promise<void> {
  await page.goto('/us/s/#a=login');
  const login = dialog(page, 'Welcome back');
  await login.getByLabel('Email', { exact: true }).fill(email);
  await login.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  // On a loaded two-core run the page took 12 s from the log-in's answer to closing the modal (the
  // profile and the terms check read 2 s and 7.7 s after it): the journeys' 30 s, not the default 10.
  await expect(login).toBeHidden({ timeout: 30_000 });
}

test.describe('@auth tokens out of reach of scripts', () => {
  // Each test logs in through the modal and reloads two or three times: more than the default 30 s on a loaded machine.
  test.setTimeout(90_000);

  test('after a log-in through the modal no script can read the refresh token, a reload without PSAccess stays signed in through the cookie, and log-out ends it', async ({
    page,
    context,
    request,
    pageErrors,
  }) => {
    const email = freshEmail('tokens');
    await createAccount(request, email);
    await logInThroughTheModal(page, email);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const accountMenu = nav.getByRole('button', { name: /^Account menu/ });
    await expect(accountMenu).toBeVisible();

    const refresh = await refreshCookieOf(context);
    expect(refresh).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/v1/sso', domain: 'localhost' });
    const visible = await scriptVisibleState(page);
    expect(visible).toContain('PSAccess=');
    expect(visible).not.toContain('PSRefresh');
    expect(visible).not.toContain(refresh!.value);

    // PSAccess is short-lived; without it the reload signs in again through the cookie.
    const firstAccess = await accessCookie(context);
    await context.clearCookies({ name: 'PSAccess' });
    const refreshed = page.waitForResponse((response) => response.url().startsWith(`${API}/v1/sso/refresh`));
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await expect(accountMenu).toBeVisible();
    const secondAccess = await accessCookie(context);
    expect(secondAccess).toBeTruthy();
    expect(secondAccess).not.toBe(firstAccess);
    const rotated = await refreshCookieOf(context);
    expect(rotated?.value).toBeTruthy();
    expect(rotated?.value).not.toBe(refresh!.value);
    expect(await scriptVisibleState(page)).not.toContain(rotated!.value);

    await accountMenu.click();
    await nav
      .getByRole('list', { name: /^Account menu/ })
      .getByRole('button', { name: 'Log out' })
      .click();
    await expect(nav.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await refreshCookieOf(context)).toBeUndefined();
    // The server ended the session too: the last refresh token is refused wherever it comes from.
    const replay = await request.post(`${API}/v1/sso/refresh`, { headers: { cookie: `PSRefresh=${rotated!.value}` } });
    expect(replay.status()).toBe(400);
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('two tabs reloading at once without PSAccess take turns with the refresh cookie and both stay signed in', async ({ page, context, request, pageErrors }) => {
    const email = freshEmail('tabs');
    await createAccount(request, email);
    await logInThroughTheModal(page, email);
    const second = await context.newPage();
    await second.goto('/us/s/');
    for (const tab of [page, second]) await expect(tab.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Account menu/ })).toBeVisible();

    await context.clearCookies({ name: 'PSAccess' });
    const refreshes: number[] = [];
    context.on('response', (response) => {
      if (response.url().startsWith(`${API}/v1/sso/refresh`)) refreshes.push(response.status());
    });
    await Promise.all([page.reload(), second.reload()]);
    for (const tab of [page, second]) await expect(tab.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Account menu/ })).toBeVisible();
    // One tab traded the cookie; the other found its access token. Had both traded it, the
    // second use would have looked like theft and ended the session.
    expect(refreshes).toEqual([200]);
    const replayCheck = await request.post(`${API}/v1/sso/refresh`, { headers: { cookie: `PSRefresh=${(await refreshCookieOf(context))!.value}` } });
    expect(replayCheck.status()).toBe(200);
    expect(pageErrors).toEqual([]);
  });
});
