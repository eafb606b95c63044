import { DateTime, IANAZone } from 'luxon';
import { settleCancellation, type Quote, type Settlement } from './money';

/**
 * The cancellation policies as rules (docs/decisions/checkout-money.md), as the legal page
 * (documents/legal/*.ts, 'cancellation-policy') promises them:
 *
 * - flexible: a full refund up to 24 hours before the start;
 * - moderate: a full refund up to 7 days before the start, 50 % up to 24 hours before;
 * - strict: 50 % up to 7 days before the start (its "full refund within 24 hours of booking if
 *   the start is at least 7 days away" is the grace period below, which is wider);
 * - every policy: a full refund within 24 hours of booking when the start is more than 48 hours
 *   after the booking;
 * - nothing after the last of these moments; a host who cancels refunds everything.
 *
 * "Up to" includes the moment itself. Days are calendar days in the space's time zone (7 days
 * before a 10:00 start is 10:00 on that weekday a week earlier, across a change of summer time);
 * hours are elapsed hours.
 */

export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

/** Whether a space's `cancellation_policy` column names a policy. */
export function isCancellationPolicy(value: string): value is CancellationPolicy {
  return (CANCELLATION_POLICIES as readonly string[]).includes(value);
}

/** How long before the start a step ends: calendar days in the space's zone, or elapsed hours. */
export type Lead = { days: number } | { hours: number };

/** A refund of `refundPercent` % for a guest who cancels at or before `before` ahead of the start. */
export interface PolicyStep {
  before: Lead;
  refundPercent: number;
}

/** Each policy's steps, the most generous first. */
export const POLICY_STEPS: Readonly<Record<CancellationPolicy, readonly PolicyStep[]>> = {
  flexible: [{ before: { hours: 24 }, refundPercent: 100 }],
  moderate: [
    { before: { days: 7 }, refundPercent: 100 },
    { before: { hours: 24 }, refundPercent: 50 },
  ],
  strict: [{ before: { days: 7 }, refundPercent: 50 }],
};

/** The grace period every policy has: a full refund up to `hours` after booking, when the start was more than `startMoreThanHours` away then. */
export const GRACE_PERIOD = { hours: 24, startMoreThanHours: 48, refundPercent: 100 } as const;

const HOUR = 3_600_000;

/** Who cancels. */
export type CancellingParty = 'guest' | 'host';

/** A moment: a Date, or an ISO 8601 string with its offset ('2026-04-14T08:00:00Z'). */
export type Moment = Date | string;

/** When the booking was made and starts, and the space's IANA time zone. */
export interface BookingTimes {
  bookedAt: Moment;
  /** The start: as bookings keep it, the space's local time without an offset ('2026-04-14T10:00:00'), or a moment with its offset. */
  startsAt: Date | string;
  /** The space's IANA time zone ('Europe/London'). */
  zone: string;
}

/** One step of a booking's timeline: cancelling up to `until` (in the space's zone, with its offset) refunds `refund_percent` %. */
export interface TimelineStep {
  until: string;
  refund_percent: number;
}

const zones = new Map<string, IANAZone>();

/** The space's zone, made once per name (luxon checks a zone name with Intl each time it reads one). */
function zoneOf(name: string): IANAZone {
  let zone = zones.get(name);
  if (!zone) {
    if (!IANAZone.isValidZone(name)) throw new RangeError(`Not an IANA time zone: ${name}.`);
    zones.set(name, (zone = IANAZone.create(name)));
  }
  return zone;
}

/** A moment in milliseconds; a string must carry its offset (only the start may be a local time). */
function millisOf(value: Moment, what: string): number {
  if (typeof value === 'string' && !/T.*(Z|[+-]\d{2}(:?\d{2})?)$/i.test(value)) throw new RangeError(`${what} must be a Date or an ISO time with its offset (got ${value}).`);
  const ms = value instanceof Date ? value.getTime() : DateTime.fromISO(value, { setZone: true }).toMillis();
  if (!Number.isFinite(ms)) throw new RangeError(`${what} is not a valid time: ${String(value)}.`);
  return ms;
}

/** The start in the space's zone: a local time there, or a moment. */
function startIn(value: Date | string, zone: IANAZone): DateTime {
  const start = value instanceof Date ? DateTime.fromMillis(value.getTime(), { zone }) : DateTime.fromISO(value, { zone });
  if (!start.isValid) throw new RangeError(`startsAt is not a valid time in ${zone.name}: ${String(value)}.`);
  return start;
}

/** The steps of one booking (ends in milliseconds), each a better refund than every later one, none over before the booking. */
function stepsOf(policy: CancellationPolicy, times: BookingTimes): { until: number; refundPercent: number }[] {
  if (!isCancellationPolicy(policy)) throw new RangeError(`Not a cancellation policy: ${String(policy)}.`);
  const zone = zoneOf(times.zone);
  const bookedAt = millisOf(times.bookedAt, 'bookedAt');
  const start = startIn(times.startsAt, zone);
  const startsAt = start.toMillis();
  if (bookedAt > startsAt) throw new RangeError('A booking is made before it starts.');
  const candidates = POLICY_STEPS[policy].map((step) => ({
    until: 'days' in step.before ? start.minus({ days: step.before.days }).toMillis() : startsAt - step.before.hours * HOUR,
    refundPercent: step.refundPercent,
  }));
  if (startsAt - bookedAt > GRACE_PERIOD.startMoreThanHours * HOUR) candidates.push({ until: bookedAt + GRACE_PERIOD.hours * HOUR, refundPercent: GRACE_PERIOD.refundPercent });
  const steps = candidates.filter((c) => c.until >= bookedAt).sort((a, b) => a.until - b.until);
  // A step a later one refunds at least as well is no step: the later one covers its time.
  return steps.filter((step, i) => steps.slice(i + 1).every((later) => later.refundPercent < step.refundPercent));
}

/**
 * The percent of a booking a cancellation at `cancelledAt` refunds: 100 when the host cancels;
 * for the guest, the best step of the policy (or the grace period) not yet over, else 0.
 */
export function refundPercentAt(policy: CancellationPolicy, times: BookingTimes & { cancelledAt: Moment; by: CancellingParty }): number {
  const steps = stepsOf(policy, times);
  const cancelledAt = millisOf(times.cancelledAt, 'cancelledAt');
  if (cancelledAt < millisOf(times.bookedAt, 'bookedAt')) throw new RangeError('A booking is cancelled after it is made.');
  if (times.by === 'host') return 100;
  if (times.by !== 'guest') throw new RangeError(`Either the guest or the host cancels (got ${String(times.by)}).`);
  return steps.find((step) => cancelledAt <= step.until)?.refundPercent ?? 0;
}

/**
 * The booking's dated steps for the space page, the booking panel and the receipt, earliest
 * first, in the space's zone ("Cancel by Tue 14 Apr 10:00 for a full refund"). After the last
 * one a guest's cancellation refunds nothing; an empty list means nothing from the start.
 */
export function policyTimeline(policy: CancellationPolicy, times: BookingTimes): TimelineStep[] {
  const zone = zoneOf(times.zone);
  return stepsOf(policy, times).map((step) => ({
    until: DateTime.fromMillis(step.until, { zone }).toISO({ suppressMilliseconds: true }) ?? '',
    refund_percent: step.refundPercent,
  }));
}

/** What a cancellation refunds and what the host is then paid, from the booking's quote. */
export function cancellationSettlement(quote: Quote, policy: CancellationPolicy, times: BookingTimes & { cancelledAt: Moment; by: CancellingParty }): Settlement {
  return settleCancellation(quote, refundPercentAt(policy, times));
}
