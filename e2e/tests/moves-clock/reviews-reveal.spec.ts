import { expect, test } from '../../fixtures';
import { bookedWithCard, moveClock } from '../../src/checkout';
import { API, findFreeSlot, logIn, makePerson } from '../../src/test-data';

// Reviews both ways (docs/decisions/reviews-both-ways.md): after a confirmed booking ends, each
// side's review is sealed until the other has written theirs (or 14 days pass); then both show,
// and the space's rating and count are recomputed. The booking ends on the API's development
// clock, so this runs in the moves-clock project (playwright.config.ts).

const HOUR = 3_600_000;

test('the guest’s review stays hidden until the host has reviewed the guest; then both show and the space’s count and rating change', async ({
  browser,
  request,
  aSpaceOf,
  signedInAs,
}) => {
  test.setTimeout(150_000);
  const now = (await moveClock(request, 1)).getTime();
  const host = await makePerson(request, 'host');
  const space = await aSpaceOf(host, { instant_book: true });
  const guest = await makePerson(request, 'guest');
  const booking = await bookedWithCard(request, guest, space, await findFreeSlot(request, space, 0, { now, days: 2 }));
  expect(booking.status).toBe('confirmed');
  const spaceOf = async () => (await (await request.get(`${API}/v1/spaces/${space.id}`)).json()) as { review_count: number; rating: number };
  const before = await spaceOf();

  // Past the booking's end: three days on (it started two days ahead, for three hours).
  await moveClock(request, 3 * 24 * HOUR);
  const guestAgain = await logIn(request, guest);
  const hostAgain = await logIn(request, host);

  const context = await browser.newContext();
  await signedInAs(guestAgain, context);
  const page = await context.newPage();
  await page.goto('/us/bookings');
  await page.getByRole('button', { name: `Write a review of ${space.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Review ${space.title}` });
  await dialog.getByRole('radio', { name: '2 stars' }).check();
  const guestWords = `Smaller than the photos and the heating was off. ${Date.now().toString(36)}`;
  await dialog.getByLabel('Your review of the space').fill(guestWords);
  await dialog.getByRole('button', { name: 'Send review' }).click();
  await expect(page.getByText('Thank you. Your review will be shown once the other side has written theirs')).toBeVisible();

  // Sealed: not on the space's page, and the count has not moved.
  await page.goto(`/us/space/${space.id}`);
  const reviews = page.getByRole('region', { name: /reviews?$/ });
  await expect(reviews.getByRole('heading', { level: 2 })).toHaveText(`${before.review_count} reviews`);
  await expect(reviews.getByText(guestWords)).toHaveCount(0);
  expect(await spaceOf()).toEqual(expect.objectContaining({ review_count: before.review_count, rating: before.rating }));

  // The host reviews the guest: both are revealed in that transaction.
  const hostWords = `A considerate guest who left the room as found. ${Date.now().toString(36)}`;
  const written = await request.post(`${API}/v1/bookings/${booking.id}/review`, {
    headers: { authorization: `Bearer ${hostAgain.access_token}` },
    data: { rating: 5, text: hostWords },
  });
  expect(written.status(), await written.text()).toBeLessThan(300);

  const after = await spaceOf();
  expect(after.review_count).not.toBe(before.review_count);
  // The demo copy's reviews average above 2 stars, so a 2-star review lowers the rating.
  expect(after.rating).toBeLessThan(before.rating);
  await page.reload();
  await expect(reviews.getByRole('heading', { level: 2 })).toHaveText(`${after.review_count} reviews`);
  await expect(reviews.getByText(guestWords)).toBeVisible();
  await page.goto('/us/reviews/about-you');
  await expect(page.getByText(hostWords)).toBeVisible();
  await context.close();
});
