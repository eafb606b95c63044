import { expect, test } from '../../fixtures';
import { bookedWithCard, bookingOf, moveClock, paymentsOf, refundsOf, type CheckoutBooking } from '../../src/checkout';
import { API, findFreeSlot, logIn, makePerson } from '../../src/test-data';

/**
 * Checkout's dates on the API's development clock (docs/decisions/checkout-flow.md): these
 * journeys move it forward, so their project runs after every other spec (playwright.config.ts)
 * and one at a time. Each reads the API's time from the clock itself and logs in again after a
 * move, since tokens expire by that clock.
 */
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const HOUR = 3_600_000;
/** Cents as the page writes dollars. */
const dollars = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const DAY = 24 * HOUR;

test('a request left unanswered past its deadline (48 h) expires and its hold is released', async ({ request, aBookingRequest }) => {
  const { guest, booking } = await aBookingRequest('Nobody answers this one');
  const [held] = await paymentsOf(request, guest);
  expect(held).toMatchObject({ status: 'requires_capture' });
  await moveClock(request, 49 * HOUR);
  const after = await bookingOf(request, await logIn(request, guest), booking.id);
  expect(after).toMatchObject({ status: 'expired', payment: { status: 'released' } });
  expect((await paymentsOf(request, guest))[0]).toMatchObject({ id: held!.id, status: 'canceled', amount_received: 0 });
});

test('under the moderate policy (the issue\u2019s "flexible": full refund up to 7 days, 50 % until 24 h) cancelling 8 days ahead refunds 100 % and 3 days ahead 50 %, as the dated timeline said', async ({
  browser,
  request,
  aSpaceOf,
  signedInAs,
}) => {
  const now = (await moveClock(request, 1)).getTime();
  const host = await makePerson(request, 'host');
  const far = await aSpaceOf(host, { instant_book: true, cancellation_policy: 'moderate' });
  const near = await aSpaceOf(host, { instant_book: true, cancellation_policy: 'moderate' });
  const guest = await makePerson(request, 'guest');
  // Nine and four days ahead now; eight and three after a day and an hour (past the 24-hour grace period).
  const farBooking = await bookedWithCard(request, guest, far, await findFreeSlot(request, far, 0, { now, days: 9 }));
  const nearBooking = await bookedWithCard(request, guest, near, await findFreeSlot(request, near, 0, { now, days: 4 }));
  for (const made of [farBooking, nearBooking]) expect(made).toMatchObject({ status: 'confirmed', payment: { status: 'captured' } });
  const startOf = (made: CheckoutBooking) => made.starts_at;
  // The dated steps the guest was shown: 100 % until 7 days before, then 50 % until 24 hours before.
  const steps = (made: CheckoutBooking) => made.cancellation.timeline.map((step) => step.refund_percent);
  expect(steps(farBooking)).toEqual([100, 50]);
  const [fullUntil, halfUntil] = farBooking.cancellation.timeline.map((step) => Date.parse(step.until));

  await moveClock(request, DAY + HOUR);
  const again = await logIn(request, guest);
  const farNow = await bookingOf(request, again, farBooking.id);
  const nearNow = await bookingOf(request, again, nearBooking.id);
  expect(farNow.cancellation.refund_now).toEqual({ percent: 100, amount: farNow.payment!.captured });
  expect(nearNow.cancellation.refund_now).toEqual({ percent: 50, amount: expect.any(Number) });
  expect(nearNow.cancellation.refund_now!.amount).toBeLessThan(nearNow.payment!.captured);
  expect(fullUntil! - (now + DAY + HOUR)).toBeGreaterThan(0);
  expect(halfUntil! - fullUntil!).toBeGreaterThan(5 * DAY);
  expect(startOf(farNow)).toBe(farBooking.starts_at);

  const context = await browser.newContext();
  await signedInAs(again, context);
  const page = await context.newPage();
  await page.goto('/us/bookings');
  for (const [space, booking] of [
    [far, farNow],
    [near, nearNow],
  ] as const) {
    const item = page.getByRole('listitem').filter({ hasText: space.title });
    await item.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    const refund = booking.cancellation.refund_now!;
    await expect(dialog.getByTestId('cancel-refund')).toContainText(`${dollars(refund.amount)} back on your card (${refund.percent}% refund)`);
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(dialog).toBeHidden();
    await expect(item).toContainText('Cancelled');
    const [payment] = await paymentsOf(request, guest).then((all) => all.filter((paid) => paid.metadata.booking_id === String(booking.id)));
    expect((await refundsOf(request, payment!.id)).map((made) => made.amount)).toEqual([refund.amount]);
    expect(await bookingOf(request, again, booking.id)).toMatchObject({ status: 'cancelled', payment: { refunded: refund.amount } });
  }
  await context.close();
});

test('after a confirmed booking ends (moved clock) the host’s payout is transferred and shows as paid in the payout history', async ({
  browser,
  request,
  aSpaceOf,
  signedInAs,
}) => {
  const now = (await moveClock(request, 1)).getTime();
  const host = await makePerson(request, 'host', 'ready');
  const space = await aSpaceOf(host, { instant_book: true });
  const guest = await makePerson(request, 'guest');
  const booking = await bookedWithCard(request, guest, space, await findFreeSlot(request, space, 0, { now, days: 2 }));
  expect(booking.status).toBe('confirmed');

  // Three days on the booking has ended: its payout goes to the host's account, pending.
  await moveClock(request, 3 * DAY);
  const pending = await request.get(`${API}/v2/payments/users/${host.SSOid}/payouts`, {
    headers: { authorization: `Bearer ${(await logIn(request, host)).access_token}` },
  });
  const entry = ((await pending.json()) as { data: Array<{ booking_id: number; transfers: Array<{ status: string }> }> }).data.find((row) => row.booking_id === booking.id);
  expect(entry?.transfers.map((transfer) => transfer.status)).toEqual(['pending']);

  // The processor pays it out after its schedule's two days; its payout.paid event marks it paid.
  await moveClock(request, 2 * DAY + HOUR);
  const context = await browser.newContext();
  await signedInAs(await logIn(request, host), context);
  const page = await context.newPage();
  await page.goto('/us/account/host');
  const history = page.getByRole('table').filter({ hasText: 'Payout' });
  await expect(
    history
      .getByRole('row')
      .filter({ hasText: `${booking.id}` })
      .or(history.getByRole('row').filter({ hasText: space.title })),
  ).toContainText('Paid', { timeout: 20_000 });
  await context.close();
});
