import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test, type Person, type Space } from '../../fixtures';
import { API } from '../auth/helpers';
import { seriousViolations } from '../../src/axe';

// Each test makes its own host, space, guest and bookings (docs/decisions/e2e-test-data.md).

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A browser context of its own for `person` (the host and the guest each have theirs). */
async function pageOf(browser: Browser, signedInAs: (who: Person, context: BrowserContext) => Promise<Person>, person: Person) {
  const context = await browser.newContext();
  await signedInAs(person, context);
  return { context, page: await context.newPage() };
}

/** A day of the month, from tomorrow on, with no booking and not blocked (from the host's calendar). */
async function freeDayIn(request: APIRequestContext, token: string, spaceId: number, month: string): Promise<string> {
  const calendar = (await (await request.get(`${API}/v1/hosts/me/spaces/${spaceId}/calendar`, { headers: bearer(token), params: { month } })).json()) as {
    bookings: Array<{ starts_at: string; ends_at: string }>;
    blocked: Array<{ day: string }>;
  };
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  for (let d = 1; d <= 28; d++) {
    const day = `${month}-${String(d).padStart(2, '0')}`;
    if (day < tomorrow) continue;
    if (calendar.blocked.some((b) => b.day === day)) continue;
    if (calendar.bookings.some((b) => b.starts_at.slice(0, 10) === day || b.ends_at.slice(0, 10) === day)) continue;
    return day;
  }
  throw new Error(`no free day in ${month}`);
}

/** Opens the /inbox conversation whose entry in the list shows `text`; its booking request card for the space. */
async function requestCardIn(page: Page, text: string, space: Space) {
  await page.goto('/us/inbox');
  await page.getByRole('navigation', { name: 'Conversations' }).getByRole('button').filter({ hasText: text }).click();
  return page.getByRole('group', { name: `Booking request: ${space.title}` }).last();
}

const longDay = (day: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

test.describe('@account the host calendar, listings and add-ons', () => {
  test('a request the host accepts in /inbox shows on /calendar; the host blocks a day with the required title and unblocks it', async ({
    browser,
    request,
    signedInAs,
    aBookingRequest,
    pageErrors,
  }) => {
    test.setTimeout(120_000);
    const note = `Calendar check ${Date.now().toString(36)}`;
    const { host, space, slot, booking: requested } = await aBookingRequest(note);
    const booking = { date: slot.date, ...requested };
    const month = booking.date.slice(0, 7);

    const { context, page } = await pageOf(browser, signedInAs, host);
    const card = await requestCardIn(page, note, space);
    await card.getByRole('button', { name: 'Accept the request' }).click();
    // Accepting captures the guest's hold (docs/decisions/checkout-flow.md).
    await expect(card).toContainText('Confirmed');

    await page.goto(`/us/calendar?space=${space.id}&month=${month}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    const grid = page.getByRole('grid');
    const bookedDay = grid.getByRole('button', { name: new RegExp(`^${longDay(booking.date)}, .*booking`) });
    await expect(bookedDay).toBeVisible();
    await bookedDay.click();
    const panel = page.getByRole('region', { name: longDay(booking.date) });
    await expect(panel).toContainText('Confirmed');
    await expect(panel.getByRole('link', { name: 'Open the conversation' })).toHaveAttribute('href', `/us/inbox?thread=${booking.thread_id}`);
    // The grid is keyboard driven: the chosen day holds the focus, arrows move it.
    await bookedDay.focus();
    await page.keyboard.press('ArrowRight');
    await expect(grid.locator('button[tabindex="0"]')).toBeFocused();
    // And back: past the month's last day the grid moves to the next month, and back with it.
    await page.keyboard.press('ArrowLeft');
    await expect(bookedDay).toBeFocused();

    // Block a free day: the title is required (spec §5 block_day_title).
    const free = await freeDayIn(request, host.access_token, space.id, month);
    await grid.getByRole('button', { name: new RegExp(`^${longDay(free)}`) }).click();
    await page.getByRole('button', { name: 'Block this day' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block a day' });
    await dialog.getByRole('button', { name: 'Block the day' }).click();
    await expect(dialog.getByText('Please enter a title.')).toBeVisible();
    const title = `Maintenance ${Date.now().toString(36)}`;
    await dialog.getByRole('textbox', { name: /Title/ }).fill(title);
    await dialog.getByRole('button', { name: 'Block the day' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'The day is blocked.' })).toBeVisible();
    await expect(grid.getByRole('button', { name: `${longDay(free)}, Blocked: ${title}` })).toBeVisible();
    // The blocked day's hours cannot be booked.
    const quote = (await (await request.get(`${API}/v1/spaces/${space.id}/quote`, { params: { starts_at: `${free}T10:00:00`, ends_at: `${free}T13:00:00` } })).json()) as {
      available: boolean;
    };
    expect(quote.available).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Unblock' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The day is open for bookings again.' })).toBeVisible();
    await context.close();
    expect(pageErrors).toEqual([]);
  });

  test('an add-on the host adds in /hosting/add-ons shows on the space page and in its price breakdown', async ({ browser, aPerson, signedInAs, aSpaceOf, pageErrors }) => {
    test.setTimeout(120_000);
    const host = await aPerson('host');
    const space = await aSpaceOf(host);
    const { context, page } = await pageOf(browser, signedInAs, host);
    await page.goto(`/us/hosting/add-ons?space=${space.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Add-ons' })).toBeVisible();
    await page.getByRole('button', { name: 'Add an add-on' }).click();
    const dialog = page.getByRole('dialog', { name: 'New add-on' });
    await dialog.getByRole('button', { name: 'Save the add-on' }).click();
    await expect(dialog.getByText('Please enter a name.')).toBeVisible();
    await expect(dialog.getByText('Please enter a price.')).toBeVisible();
    const name = `Balloons ${Date.now().toString(36)}`;
    await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
    await dialog.getByRole('textbox', { name: /Price/ }).fill('25');
    await dialog.getByRole('combobox', { name: /Priced/ }).selectOption('booking');
    await dialog.getByRole('button', { name: 'Save the add-on' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('listitem', { name })).toContainText('$25.00 per booking');

    await page.goto(`/us/space/${space.id}`);
    const section = page.getByRole('region', { name: 'Add-ons' });
    await expect(section).toContainText(name);
    const panel = page.getByRole('complementary', { name: 'Request to book' });
    await panel.getByLabel('Date').fill(new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10));
    await panel
      .getByRole('group', { name: 'Add-ons (optional)' })
      .getByRole('checkbox', { name: new RegExp(name) })
      .check();
    await expect(panel.getByText(name, { exact: true })).toBeVisible();

    // The host can delete it again.
    await page.goto(`/us/hosting/add-ons?space=${space.id}`);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByText(`${name} is deleted.`)).toBeVisible();
    await context.close();
    expect(pageErrors).toEqual([]);
  });

  test('the host answers a request with a custom offer (subtotal at least 1) in /inbox; the guest sees it there and accepts it', async ({
    browser,
    signedInAs,
    aBookingRequest,
    pageErrors,
  }) => {
    test.setTimeout(120_000);
    const note = `Offer check ${Date.now().toString(36)}`;
    const { host, space, guest } = await aBookingRequest(note);

    const { context, page } = await pageOf(browser, signedInAs, host);
    const card = await requestCardIn(page, note, space);
    await card.getByRole('button', { name: 'Make a custom offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Custom offer' });
    const subtotal = dialog.getByRole('textbox', { name: /Subtotal/ });
    await subtotal.fill('0.5');
    await subtotal.blur();
    await expect(dialog.getByText('The subtotal must be at least 1.')).toBeVisible();
    await subtotal.fill('150');
    await dialog.getByRole('textbox', { name: /Message to the guest/ }).fill('A weekday rate for you.');
    await dialog.getByRole('button', { name: 'Send the offer' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Custom offer: $150.00');
    await context.close();

    const { context: guestContext, page: guestPage } = await pageOf(browser, signedInAs, guest);
    const guestCard = await requestCardIn(guestPage, 'A weekday rate for you.', space);
    await expect(guestCard).toContainText('Custom offer: $150.00');
    await guestCard.getByRole('button', { name: 'Accept the offer' }).click();
    // Accepting the offer charges its total from the hold (docs/decisions/checkout-flow.md).
    await expect(guestCard).toContainText('Confirmed');
    await guestContext.close();
    expect(pageErrors).toEqual([]);
  });

  test('every host menu entry is a real page; a guest is told how to become a host', async ({ browser, page, aPerson, signedInAs, aSpaceOf }) => {
    test.setTimeout(90_000);
    const host = await aPerson('host');
    await aSpaceOf(host);
    const { context, page: hostTab } = await pageOf(browser, signedInAs, host);
    await hostTab.goto('/us/mylistings');
    await expect(hostTab.getByRole('heading', { level: 1, name: 'Listings' })).toBeVisible();
    const first = hostTab
      .getByRole('listitem')
      .filter({ has: hostTab.getByRole('link', { name: /^Calendar of / }) })
      .first();
    await expect(first.getByRole('link', { name: /^Calendar of / })).toHaveAttribute('href', /^\/us\/calendar\?space=\d+$/);
    await expect(first.getByRole('link', { name: /^Add-ons of / })).toHaveAttribute('href', /^\/us\/hosting\/add-ons\?space=\d+$/);
    await first.getByRole('link', { name: /^Calendar of / }).click();
    await expect(hostTab.getByRole('grid')).toBeVisible();
    await hostTab.goto('/de/hosting/add-ons');
    await expect(hostTab.getByRole('heading', { level: 1, name: 'Extras' })).toBeVisible();
    await expect(hostTab.getByRole('button', { name: 'Extra hinzufügen' })).toBeVisible();
    await context.close();

    await signedInAs('guest');
    await page.goto('/us/mylistings');
    await expect(page.getByRole('heading', { name: 'Become a host' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Become a host' }).getByRole('link', { name: 'List your space' })).toHaveAttribute('href', '/us/host');
  });
});
