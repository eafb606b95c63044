import { FEES } from '../../config/fees';
import { TAXES } from '../../config/taxes';
import type { MarketCountry } from '../../config/currencies';
import { createRng } from '../../lib/rng';
import { CANCELLATION_POLICIES, policyTimeline, refundPercentAt, type CancellingParty } from '../cancellation';
import { quoteBooking, settleCancellation, type AddOnPrice, type Quote, type Settlement } from '../money';

/**
 * The checkout's money over random bookings (docs/decisions/checkout-money.md): windows of 1 to
 * 24 hours starting on quarter hours over a year and a half (every change of summer time), add-on
 * sets, the three policies, cancellations by either party between the booking and the end, in
 * every currency the marketplace prices in. The expected amounts are worked out here again with
 * BigInt, apart from money.ts.
 */
const SEED = Number(process.env.MONEY_PROPERTY_SEED ?? 20261201);
const CASES = 10_000;
const TIMELINE_EVERY = 4;

/**
 * Each currency with a country that uses it and zones there, with the largest offset from UTC each
 * zone reaches in a year (JPY: a zero-decimal currency, outside the markets).
 */
const MARKETS: { currency: string; country: string; zones: [string, number][] }[] = [
  {
    currency: 'USD',
    country: 'US',
    zones: [
      ['America/New_York', -4],
      ['America/Chicago', -5],
      ['America/Los_Angeles', -7],
    ],
  },
  { currency: 'GBP', country: 'GB', zones: [['Europe/London', 1]] },
  { currency: 'EUR', country: 'FR', zones: [['Europe/Paris', 2]] },
  {
    currency: 'EUR',
    country: 'ES',
    zones: [
      ['Europe/Madrid', 2],
      ['Atlantic/Canary', 1],
    ],
  },
  { currency: 'EUR', country: 'DE', zones: [['Europe/Berlin', 2]] },
  {
    currency: 'CAD',
    country: 'CA',
    zones: [
      ['America/Toronto', -4],
      ['America/Vancouver', -7],
    ],
  },
  {
    currency: 'AUD',
    country: 'AU',
    zones: [
      ['Australia/Sydney', 11],
      ['Australia/Perth', 8],
    ],
  },
  { currency: 'JPY', country: 'JP', zones: [['Asia/Tokyo', 9]] },
];

/** a / b rounded half up, in BigInt. */
const halfUp = (a: bigint, b: bigint) => (a * 2n + b) / (2n * b);
const pct = (amount: bigint, percent: number) => halfUp(amount * BigInt(Math.round(percent * 100)), 10_000n);

/** The total the guest's card is charged, worked out again. */
function expectedTotal(hourlyPrice: number, minutes: number, addOns: AddOnPrice[], country: string): bigint {
  const hours = halfUp(BigInt(hourlyPrice) * BigInt(minutes), 60n);
  const extras = addOns.reduce((sum, a) => sum + (a.unit === 'hour' ? halfUp(BigInt(a.price) * BigInt(minutes), 60n) : BigInt(a.price)), 0n);
  const fee = pct(hours + extras, FEES.guestServiceFeePercent);
  const rule = TAXES[country as MarketCountry];
  return hours + extras + fee + (rule ? pct(hours + extras + fee, rule.percent) : 0n);
}

/** Every way one case can be wrong, by name; none is the answer. */
function problemsOf(quote: Quote, settlement: Settlement, expected: bigint, percent: number, fromTimeline: number | undefined, by: CancellingParty): string[] {
  const problems: string[] = [];
  const amounts = [quote.subtotal, quote.addOnsTotal, quote.bookingPrice, quote.guestFee, quote.tax?.amount ?? 0, quote.total, quote.hold, quote.hostFee, quote.hostPayout];
  amounts.push(...quote.addOns.map((a) => a.amount), settlement.capture, ...Object.values(settlement.refund), settlement.keptBookingPrice);
  amounts.push(...Object.values(settlement.fees), settlement.taxKept, settlement.hostPayout);
  if (!amounts.every((n) => Number.isSafeInteger(n) && n >= 0)) problems.push('an amount is not an integer ≥ 0');
  if (BigInt(quote.total) !== expected) problems.push('quote total ≠ card total');
  if (quote.hold !== quote.total || settlement.capture !== quote.hold) problems.push('hold or capture ≠ quote total');
  if (settlement.refund.total > settlement.capture) problems.push('refund > capture');
  if (settlement.refund.total !== settlement.refund.bookingPrice + settlement.refund.guestFee + settlement.refund.tax) problems.push('refund ≠ its parts');
  if (settlement.hostPayout + settlement.fees.total + settlement.taxKept !== settlement.capture - settlement.refund.total)
    problems.push('host payout + fees + tax kept ≠ capture − refund');
  if (settlement.refundPercent !== percent) problems.push('settled at another percent');
  if (by === 'host' ? percent !== 100 : fromTimeline !== undefined && percent !== fromTimeline) problems.push('refund percent ≠ the timeline');
  if (percent === 100 && settlement.refund.total !== settlement.capture) problems.push('a full refund is not the capture');
  if (percent < 100 && (settlement.refund.guestFee !== 0 || BigInt(settlement.refund.bookingPrice) !== pct(BigInt(quote.bookingPrice), percent)))
    problems.push('a partial refund is not the percent of the price');
  return problems;
}

it('keeps card total = quote = hold = capture, refund ≤ capture and payout + fees = capture − refund over 10,000 random bookings', () => {
  const cpu = process.cpuUsage();
  const started = Date.now();
  const rng = createRng(SEED);
  const base = Date.parse('2026-01-01T00:00:00Z');
  const mismatches: { case: number; problems: string[] }[] = [];
  const currencies = new Set<string>();
  let timelineChecks = 0;
  for (let n = 0; n < CASES; n++) {
    const market = rng.pick(MARKETS);
    const [zone, maxOffsetHours] = rng.pick(market.zones);
    const minutes = rng.int(4, 96) * 15;
    // The start as bookings keep it, the space's local time on a quarter hour, any day for a year and a half.
    const local = base + rng.int(0, 540) * 86_400_000 + rng.int(0, 95) * 900_000;
    const startsAt = new Date(local).toISOString().slice(0, 19);
    // No later than the real start and end, whatever the zone's offset that day: the booking and the cancellation come before them.
    const startBound = local - maxOffsetHours * 3_600_000;
    const bookedAt = new Date(startBound - rng.int(0, 90 * 24 * 3600) * 1000);
    const cancelledAt = new Date(bookedAt.getTime() + Math.floor(rng.next() * (startBound + minutes * 60_000 - bookedAt.getTime())));
    const addOns = rng.sample(
      Array.from({ length: 6 }, (_, i) => ({ id: i + 1, name: `extra ${i + 1}`, unit: rng.chance(0.5) ? 'hour' : 'booking', price: rng.int(0, 50_000) })),
      rng.int(0, 4),
    );
    const hourlyPrice = rng.int(1, 200_000);
    const policy = rng.pick(CANCELLATION_POLICIES);
    const by = rng.pick(['guest', 'host'] as const);
    const times = { bookedAt, startsAt, zone };
    const quote = quoteBooking({ currency: market.currency, country: market.country, hourlyPrice, minutes, addOns });
    const percent = refundPercentAt(policy, { ...times, cancelledAt, by });
    // The timeline is read again for one case in TIMELINE_EVERY: each reading costs time-zone lookups, and the unit tests date every step.
    const fromTimeline =
      n % TIMELINE_EVERY === 0 ? (policyTimeline(policy, times).find((step) => cancelledAt.getTime() <= Date.parse(step.until))?.refund_percent ?? 0) : undefined;
    if (fromTimeline !== undefined) timelineChecks++;
    const settlement = settleCancellation(quote, percent);
    const problems = problemsOf(quote, settlement, expectedTotal(hourlyPrice, minutes, addOns, market.country), percent, fromTimeline, by);
    currencies.add(market.currency);
    if (problems.length > 0) mismatches.push({ case: n, problems });
  }
  console.log(
    `checkout money property: seed ${SEED}, ${CASES} cases (${timelineChecks} also against the dated timeline), ${mismatches.length} mismatches, currencies ${[...currencies].sort().join(' ')}, ${Date.now() - started} ms (${Math.round(process.cpuUsage(cpu).user / 1000)} ms of CPU)`,
  );
  expect(mismatches.slice(0, 5)).toEqual([]);
  expect(currencies.size).toBe(6);
});
