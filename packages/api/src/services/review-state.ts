import { DateTime } from 'luxon';
import type { bookings } from '../db/schema';

/**
 * When an ended booking's two sides may review each other, and what each may read of it before
 * the reviews are revealed (docs/decisions/reviews-both-ways.md). Kept apart from bookings.ts so
 * that bookingJson and the review service share it without importing each other.
 */

/** How long after a booking's end both sides may write their review. */
export const REVIEW_WINDOW_DAYS = 14;

export type ReviewSide = 'guest' | 'host';

type BookingRow = typeof bookings.$inferSelect;

/** The window in real time: it opens at the booking's end in the space's zone and closes 14 days later. */
export function reviewWindow(endsAt: string, zone: string): { opens: Date; closes: Date } {
  const end = DateTime.fromISO(endsAt.replace(' ', 'T').slice(0, 19), { zone });
  return { opens: end.toJSDate(), closes: end.plus({ days: REVIEW_WINDOW_DAYS }).toJSDate() };
}

/** The review a side wrote, or null. */
export function reviewOf(row: BookingRow, side: ReviewSide): { rating: number; text: string; at: Date } | null {
  const [rating, text, at] = side === 'guest' ? [row.guestReviewRating, row.guestReviewBody, row.guestReviewedAt] : [row.hostReviewRating, row.hostReviewBody, row.hostReviewedAt];
  return rating === null || text === null || at === null ? null : { rating, text, at };
}

/** Whether a side may write now: a confirmed booking, ended, its window open and that side's review not yet written. */
export function mayReview(row: BookingRow, zone: string, now: Date, side: ReviewSide): boolean {
  const { opens, closes } = reviewWindow(row.endsAt, zone);
  return row.status === 'confirmed' && opens <= now && now < closes && reviewOf(row, side) === null;
}

/**
 * The booking JSON's `review` for its guest or host (null for anyone else): their own review and
 * only whether the other side has written, never what, so nothing leaks before the reveal.
 */
export function reviewJson(row: BookingRow, zone: string, now: Date, side: ReviewSide | null) {
  if (side === null) return null;
  const { opens, closes } = reviewWindow(row.endsAt, zone);
  const open = row.status === 'confirmed' && opens <= now && now < closes;
  const mine = reviewOf(row, side);
  return {
    can_review: open && mine === null,
    until: open ? closes.toISOString() : null,
    mine: mine ? { rating: mine.rating, text: mine.text } : null,
    theirs_written: reviewOf(row, side === 'guest' ? 'host' : 'guest') !== null,
  };
}
