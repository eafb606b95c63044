import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { typeCard } from '../../src/checkout';
import { TEST_CARDS } from '../../src/test-data';
import { API, GOOD_PASSWORD, accessCookie, dialog, freshEmail } from '../auth/helpers';

/** A date far past the seeded bookings (three weeks ahead), so the chosen hours are free. */
function farDate(): string {
  return new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
}

async function openThirdPartySpace(page: Page): Promise<string> {
  // The URL the hero form builds for "party" in New York.
  await page.goto('/us/s/?activity=party&location=new+york%2C+ny');
  const third = page.getByRole('article').nth(2);
  const link = third.getByRole('heading').getByRole('link');
  const title = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/us\/space\/\d+\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return title;
}

async function chooseThreeHours(panel: ReturnType<Page['getByRole']>) {
  await panel.getByLabel('Date').fill(farDate());
  await panel.getByLabel('Start time').selectOption({ label: '10:00 AM' });
  await panel.getByLabel('End time').selectOption({ label: '1:00 PM' });
}

test.describe('@search the space page', () => {
  test('the third "party" result in New York is host@example.com’s; a fresh guest sees the price for 3 hours and asks to book through sign-up', async ({
    page,
    context,
    request,
    aPerson,
    aSpaceOf,
    pageErrors,
  }) => {
    test.setTimeout(120_000);
    await openThirdPartySpace(page);
    await expect(page.getByRole('heading', { name: 'Hosted by Harper' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Photos of / })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cancellation policy' })).toBeVisible();
    const demoPanel = page.getByRole('complementary', { name: 'Request to book' });
    await chooseThreeHours(demoPanel);
    await expect(demoPanel.getByText(/^\$[\d,]+ × 3 hours$/)).toBeVisible();

    // The request itself goes to a space of the test's own host, so host@example.com's inbox
    // and calendar stay as seeded (docs/decisions/e2e-test-data.md).
    const space = await aSpaceOf(await aPerson('host'));
    await page.goto(`/us/space/${space.id}`);
    await expect(page.getByRole('heading', { level: 1, name: space.title })).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Request to book' });
    await chooseThreeHours(panel);
    await expect(panel.getByText(/^\$[\d,]+ × 3 hours$/)).toBeVisible();
    await expect(panel.getByText('Service fee (10%)')).toBeVisible();
    await expect(panel.getByText('Total')).toBeVisible();

    await panel.getByLabel('Attendees').fill('12');
    await panel.getByLabel(/^Message to /).fill('Hello! A birthday party for twelve friends.');
    await panel.getByRole('checkbox', { name: /I accept the terms of service/ }).check();
    await panel.getByRole('button', { name: 'Request to book' }).click();

    // Logged out: sign-up opens (source book); the request goes once the account exists.
    const email = freshEmail('booker');
    const signup = dialog(page, 'Join Hourspace');
    await signup.getByLabel('Email', { exact: true }).fill(email);
    await signup.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
    await signup.getByRole('button', { name: 'Sign up' }).click();
    await expect(signup).toBeHidden();
    // Sign-up goes on to the profile step; the request has gone already (the session is a user's).
    const profile = dialog(page, 'Complete your profile');
    await expect(profile).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(profile).toBeHidden();
    // Money moves only on the guest's own click: signed in, the panel asks for a card and keeps the draft.
    await expect(panel.getByText("You're signed in. Choose the card to hold, then send your request.")).toBeVisible();
    await expect(panel.getByLabel(/^Message to /)).toHaveValue('Hello! A birthday party for twelve friends.');
    await panel.getByRole('radio', { name: 'Add a new card' }).check();
    await panel.getByLabel('Name on card').fill('Booker Guest');
    await typeCard(panel, TEST_CARDS.succeeds);
    await panel.getByRole('button', { name: 'Request to book' }).click();
    await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible({ timeout: 20_000 });

    const token = await accessCookie(context);
    const bookings = await request.get(`${API}/v1/bookings`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await bookings.json()) as { data: Array<{ status: string; attendees: number; starts_at: string; ends_at: string }> };
    expect(body.data).toEqual([expect.objectContaining({ status: 'requested', attendees: 12, starts_at: `${farDate()}T10:00:00`, ends_at: `${farDate()}T13:00:00` })]);
    expect(pageErrors).toEqual([]);
  });

  test('at 390 px the booking request is a tray with the same price', async ({ page, pageErrors }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await openThirdPartySpace(page);
    await page.getByRole('button', { name: 'Request to book' }).click();
    const tray = page.getByRole('dialog', { name: 'Request to book' });
    await chooseThreeHours(tray);
    await expect(tray.getByText(/^\$[\d,]+ × 3 hours$/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(pageErrors).toEqual([]);
  });

  test('the host sees the request in /inbox with an unread badge and accepts it; the guest sees it confirmed in /bookings', async ({ browser, signedInAs, aBookingRequest }) => {
    test.setTimeout(120_000);
    // The test's own host, space and guest (docs/decisions/e2e-test-data.md).
    const note = `Team offsite ${Date.now().toString(36)}`;
    const { host, space, guest } = await aBookingRequest(note);
    const booking = { title: space.title };

    const hostContext = await browser.newContext();
    await signedInAs(host, hostContext);
    const hostPage = await hostContext.newPage();
    await hostPage.goto('/us/inbox');
    const thread = hostPage.getByRole('navigation', { name: 'Conversations' }).getByRole('button').filter({ hasText: note });
    await expect(thread).toContainText('1 unread');
    await thread.click();
    const card = hostPage.getByRole('group', { name: `Booking request: ${booking.title}` }).last();
    await card.getByRole('button', { name: 'Accept the request' }).click();
    await expect(card).toContainText('Confirmed');
    await hostContext.close();

    const guestContext = await browser.newContext();
    await signedInAs(guest, guestContext);
    const guestPage = await guestContext.newPage();
    await guestPage.goto('/us/bookings');
    const item = guestPage.getByRole('listitem').filter({ hasText: booking.title });
    await expect(item).toContainText('Confirmed');
    await guestContext.close();
  });
});
