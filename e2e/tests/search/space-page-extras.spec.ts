import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { API, DEMO_PASSWORD, createAccount, freshEmail, refreshTokenOf, useSession } from '../auth/helpers';

/** host.power@example.com: a seeded host no other spec writes to, so its unread count is this spec's to watch. */
const HOST_EMAIL = 'host.power@example.com';

async function logIn(request: APIRequestContext, email: string) {
  const answer = await request.post(`${API}/web-templates/v1/sso/authenticate`, { data: { grant_type: 'password', username: email, password: DEMO_PASSWORD } });
  expect(answer.status()).toBe(200);
  return { ...((await answer.json()) as { access_token: string; SSOid: string }), refresh_token: refreshTokenOf(answer) };
}

async function hostSpace(request: APIRequestContext, hostToken: string) {
  const mine = (await (await request.get(`${API}/v1/hosts/me/spaces`, { headers: { authorization: `Bearer ${hostToken}` } })).json()) as {
    data: Array<{ id: number; title: string }>;
  };
  const space = mine.data[0];
  if (!space) throw new Error(`${HOST_EMAIL} has no spaces`);
  return space;
}

async function unreadCount(request: APIRequestContext, token: string): Promise<number> {
  const answer = await request.get(`${API}/v1/messages/user/threads/count?is_read=false`, { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { thread_count: number }).thread_count;
}

/** The nav's inbox link, named with its unread count when there is one ("Inbox, 2 unread conversations"). */
function inboxLink(page: Page, count: number) {
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  return count > 0
    ? nav.getByRole('link', { name: `Inbox, ${count} unread ${count === 1 ? 'conversation' : 'conversations'}` })
    : nav.getByRole('link', { name: 'Inbox', exact: true });
}

test.describe('@search the space page: full-screen photos and "Message the host"', () => {
  test('"Show all photos" opens the photos full screen; the arrow keys move them; Escape closes and returns the focus', async ({ page, request, pageErrors }) => {
    const host = await logIn(request, HOST_EMAIL);
    const space = await hostSpace(request, host.access_token);
    await page.goto(`/us/space/${space.id}`);
    await expect(page.getByRole('heading', { level: 1, name: space.title })).toBeVisible();

    const open = page.getByRole('button', { name: 'Show all photos' });
    await open.click();
    const photos = page.getByRole('dialog', { name: `Photos of ${space.title}` });
    await expect(photos).toBeVisible();
    // Full screen: the dialog covers the viewport.
    const box = await photos.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.width >= viewport.width - 1 && box.height >= viewport.height - 1).toBe(true);
    const counter = photos.getByText(/^1 of \d+$/);
    await expect(counter).toBeVisible();
    const total = Number(((await counter.textContent()) ?? '').split(' of ')[1]);
    if (total > 1) {
      await page.keyboard.press('ArrowRight');
      await expect(photos.getByText(`2 of ${total}`)).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await expect(photos.getByText(`1 of ${total}`)).toBeVisible();
    }
    await expect(photos.getByRole('img', { name: new RegExp(`^Photo 1 of ${total} of `) })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(photos).toBeHidden();
    await expect(open).toBeFocused();
    expect(pageErrors).toEqual([]);
  });

  test('a signed-in guest messages the host; the host’s nav shows the unread count, which drops once the host opens the thread, without a reload', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const host = await logIn(request, HOST_EMAIL);
    const space = await hostSpace(request, host.access_token);
    const guest = await createAccount(request, freshEmail('message-host'));
    const note = `Is there step-free access? ${Date.now().toString(36)}`;

    // The guest writes from the space page.
    const guestContext = await browser.newContext();
    await useSession(guestContext, guest);
    const guestPage = await guestContext.newPage();
    await guestPage.goto(`/us/space/${space.id}`);
    await guestPage.getByRole('button', { name: 'Message the host' }).click();
    const compose = guestPage.getByRole('dialog', { name: /^Message / });
    await compose.getByRole('button', { name: 'Send message' }).click();
    await expect(compose.getByText('Please enter a message.')).toBeVisible();
    await compose.getByLabel(/^Your message to /).fill(note);
    await compose.getByRole('button', { name: 'Send message' }).click();
    await expect(compose.getByRole('heading', { name: 'Message sent' })).toBeVisible();
    const threadLink = compose.getByRole('link', { name: 'Go to the conversation' });
    const href = (await threadLink.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/us\/inbox\?thread=[0-9a-f-]{36}$/);
    await guestContext.close();

    // The host's nav counts the new thread.
    const hostContext = await browser.newContext();
    await useSession(hostContext, host);
    const hostPage = await hostContext.newPage();
    await hostPage.goto('/us/');
    const before = await unreadCount(request, host.access_token);
    expect(before).toBeGreaterThan(0);
    await expect(inboxLink(hostPage, before)).toBeVisible();

    // The host opens the thread inside the page (a single-spa navigation, as an in-app link makes): no reload.
    await hostPage.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const threadId = href.split('thread=')[1];
    await hostPage.evaluate((path) => window.history.pushState(null, '', path), `/us/inbox?thread=${threadId}`);
    await expect(hostPage.getByRole('heading', { name: /^Conversation with / })).toBeVisible();
    await expect(hostPage.getByText(note).last()).toBeVisible();
    await expect(async () => {
      const after = await unreadCount(request, host.access_token);
      expect(after).toBe(before - 1);
    }).toPass();
    await expect(inboxLink(hostPage, before - 1)).toBeVisible();
    expect(await hostPage.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await hostContext.close();
  });
});
