import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, messages, profiles, spaces } from '../db/schema';
import { dateOf } from '../lib/clock';
import { toMajor } from '../payments/money';
import type { AppContext } from '../services/context';
import { COMMON, type TemplateName } from './copy';
import { languageOf, siteLocaleOf } from './language';
import { siteLink, type Recipient } from './notify';
import { enqueueBatchedEmail, enqueueEmail } from './queue';
import { render } from './templates';

/** The booking events that email someone (docs/decisions/mail-and-sms.md lists who gets which). */
export const BOOKING_EMAIL_KINDS = [
  'requested',
  'instant-booked',
  'accepted',
  'confirmed',
  'declined',
  'expired',
  'cancelled',
  'refunded',
  'payout-sent',
  'review-requested',
] as const;
export type BookingEmailKind = (typeof BOOKING_EMAIL_KINDS)[number];

export interface BookingEmailEvent {
  kind: BookingEmailKind;
  bookingId: number;
  /**
   * The amount the message names, in minor units of the booking's currency: the refund for
   * 'refunded', the host's payout for 'payout-sent'. Default: the booking's total.
   */
  amountMinor?: number;
  /**
   * Distinguishes two events of one kind on one booking (a second partial refund: the provider's
   * refund id). Without it a kind is emailed once per booking, however often it is queued.
   */
  eventId?: string;
  /**
   * Who is emailed instead of the kind's usual reader: 'review-requested' goes to both sides of
   * an ended booking (docs/decisions/reviews-both-ways.md), the host's with eventId 'host'.
   */
  to?: 'guest' | 'host';
}

type Ctx = Pick<AppContext, 'config' | 'clock'>;

/** Who hears of each event: the host of a request and a payout, the guest of everything else. */
const TO_HOST: ReadonlySet<BookingEmailKind> = new Set(['requested', 'instant-booked', 'payout-sent']);

/** The site page each message links to. */
const LINK_PATH: Record<BookingEmailKind, string> = {
  requested: '/bookings',
  'instant-booked': '/bookings',
  accepted: '/bookings',
  confirmed: '/bookings',
  declined: '/s/',
  expired: '/s/',
  cancelled: '/bookings',
  refunded: '/bookings',
  'payout-sent': '/account/host',
  'review-requested': '/bookings',
};

const TEMPLATE: Record<BookingEmailKind, TemplateName> = {
  requested: 'booking-requested',
  'instant-booked': 'booking-instant',
  accepted: 'booking-accepted',
  confirmed: 'booking-confirmed',
  declined: 'booking-declined',
  expired: 'booking-expired',
  cancelled: 'booking-cancelled',
  refunded: 'booking-refunded',
  'payout-sent': 'payout-sent',
  'review-requested': 'review-requested',
};

const recipientColumns = { id: profiles.id, email: profiles.email, firstName: profiles.firstName, preferredLocale: profiles.preferredLocale };

async function recipientOf(tx: Db, id: string | null): Promise<Recipient | undefined> {
  if (!id) return undefined;
  const [row] = await tx.select(recipientColumns).from(profiles).where(eq(profiles.id, id));
  return row;
}

/** "Friday, 4 December 2026, 14:00 – 17:00" in the reader's locale; bookings are in the space's wall-clock time. */
function whenOf(startsAt: string, endsAt: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' });
  const at = (wall: string) => new Date(`${wall.replace(' ', 'T')}Z`);
  return format.formatRange(at(startsAt), at(endsAt));
}

function moneyOf(minor: number | null | undefined, currency: string | null, locale: string): string {
  if (minor === null || minor === undefined || !currency) return '';
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(toMajor(minor, currency));
}

/**
 * Queues the email of a booking event in `tx`, the transaction that changed the booking
 * (docs/decisions/mail-and-sms.md). Written in the recipient's preferred language, linking to
 * PUBLIC_SITE_URL under their locale's prefix. Queuing the same kind for the same booking twice
 * sends one email (see `eventId`). Nothing is queued for a booking, guest or host that no
 * longer exists.
 */
export async function queueBookingEmail(ctx: Ctx, tx: Db, event: BookingEmailEvent): Promise<void> {
  const [booking] = await tx
    .select({
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      guestId: bookings.guestId,
      total: bookings.total,
      currency: bookings.currency,
      space: spaces.title,
      hostId: spaces.hostId,
      spaceCurrency: spaces.currency,
    })
    .from(bookings)
    .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
    .where(eq(bookings.id, event.bookingId));
  if (!booking) return;
  const [recipient, guest] = await Promise.all([
    recipientOf(tx, (event.to ?? (TO_HOST.has(event.kind) ? 'host' : 'guest')) === 'host' ? booking.hostId : booking.guestId),
    recipientOf(tx, booking.guestId),
  ]);
  if (!recipient) return;
  const locale = siteLocaleOf(recipient.preferredLocale);
  const language = languageOf(locale);
  // The host is asked about the guest in a host's words (docs/decisions/reviews-both-ways.md).
  const name = event.kind === 'review-requested' && recipient.id === booking.hostId && recipient.id !== booking.guestId ? 'review-requested-host' : TEMPLATE[event.kind];
  const rendered = render({
    template: name,
    language,
    firstName: recipient.firstName,
    link: siteLink(ctx, locale, LINK_PATH[event.kind]),
    values: {
      space: booking.space,
      guest: guest?.firstName || COMMON[language].someone,
      when: whenOf(booking.startsAt, booking.endsAt, locale.locale),
      amount: moneyOf(event.amountMinor ?? booking.total, booking.currency ?? booking.spaceCurrency, locale.locale),
    },
  });
  const dedupeKey = `booking:${event.bookingId}:${event.kind}${event.eventId ? `:${event.eventId}` : ''}`;
  await enqueueEmail(tx, { to: recipient.email, profileId: recipient.id, template: name, language, rendered, dedupeKey });
}

/** How long the first unread message waits for others before one email tells of them all. */
export const NEW_MESSAGES_DELAY_MS = 10 * 60_000;

/**
 * Queues, in `tx` (the one that stored the message), the "unread messages" email to
 * `recipientId`: one email per NEW_MESSAGES_DELAY_MS however many arrive, naming the count
 * unread when it was last updated and the latest sender (docs/decisions/mail-and-sms.md).
 */
export async function queueNewMessagesEmail(ctx: Ctx, tx: Db, { recipientId, senderId }: { recipientId: string; senderId: string }): Promise<void> {
  const [recipient, sender] = await Promise.all([recipientOf(tx, recipientId), recipientOf(tx, senderId)]);
  if (!recipient) return;
  const [unread] = await tx
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.recipientId, recipientId), isNull(messages.readAt)));
  const n = unread?.n ?? 0;
  if (n === 0) return;
  const locale = siteLocaleOf(recipient.preferredLocale);
  const language = languageOf(locale);
  const template: TemplateName = n === 1 ? 'new-message' : 'new-messages';
  const rendered = render({
    template,
    language,
    firstName: recipient.firstName,
    link: siteLink(ctx, locale, '/inbox'),
    values: { count: new Intl.NumberFormat(locale.locale).format(n), sender: sender?.firstName || COMMON[language].someone },
  });
  await enqueueBatchedEmail(tx, {
    to: recipient.email,
    profileId: recipient.id,
    template,
    language,
    rendered,
    batchKey: `new-messages:${recipientId}`,
    at: dateOf(ctx.clock),
    delayMs: NEW_MESSAGES_DELAY_MS,
  });
}
