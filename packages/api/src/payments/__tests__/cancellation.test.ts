import { DateTime } from 'luxon';
import { cancellationSettlement, policyTimeline, refundPercentAt, type CancellationPolicy } from '../cancellation';
import { quoteBooking } from '../money';

const LONDON = 'Europe/London';
const SECOND = 1000;

/** A moment `seconds` after an ISO time with its offset. */
const at = (iso: string, seconds = 0) => new Date(Date.parse(iso) + seconds * SECOND);

/** A booking made long before its start (no grace period in play) in London: Tue 14 Apr 2026 10:00 BST. */
const far = { bookedAt: '2026-01-05T09:00:00Z', startsAt: '2026-04-14T10:00:00', zone: LONDON };
const guestAt = (policy: CancellationPolicy, iso: string, seconds: number) => refundPercentAt(policy, { ...far, cancelledAt: at(iso, seconds), by: 'guest' });

describe('refundPercentAt, each step to the second', () => {
  it('flexible: everything up to 24 hours before the start, nothing after', () => {
    expect(guestAt('flexible', '2026-04-13T10:00:00+01:00', -1)).toBe(100);
    expect(guestAt('flexible', '2026-04-13T10:00:00+01:00', 0)).toBe(100);
    expect(guestAt('flexible', '2026-04-13T10:00:00+01:00', 1)).toBe(0);
  });

  it('moderate: everything up to 7 days before, half up to 24 hours before, nothing after', () => {
    expect(guestAt('moderate', '2026-04-07T10:00:00+01:00', -1)).toBe(100);
    expect(guestAt('moderate', '2026-04-07T10:00:00+01:00', 0)).toBe(100);
    expect(guestAt('moderate', '2026-04-07T10:00:00+01:00', 1)).toBe(50);
    expect(guestAt('moderate', '2026-04-13T10:00:00+01:00', 0)).toBe(50);
    expect(guestAt('moderate', '2026-04-13T10:00:00+01:00', 1)).toBe(0);
  });

  it('strict: half up to 7 days before, nothing after', () => {
    expect(guestAt('strict', '2026-04-07T10:00:00+01:00', -1)).toBe(50);
    expect(guestAt('strict', '2026-04-07T10:00:00+01:00', 0)).toBe(50);
    expect(guestAt('strict', '2026-04-07T10:00:00+01:00', 1)).toBe(0);
  });

  it('refunds nothing to a guest who cancels after the start', () => {
    expect(guestAt('flexible', '2026-04-14T11:00:00+01:00', 0)).toBe(0);
  });

  it('refunds everything when the host cancels, at any time', () => {
    for (const policy of ['flexible', 'moderate', 'strict'] as const) {
      expect(refundPercentAt(policy, { ...far, cancelledAt: at('2026-04-14T09:59:59+01:00'), by: 'host' })).toBe(100);
    }
  });

  it('refuses a cancellation before the booking, a booking after its start and an unknown zone', () => {
    expect(() => refundPercentAt('flexible', { ...far, cancelledAt: at(far.bookedAt, -1), by: 'guest' })).toThrow(RangeError);
    expect(() => refundPercentAt('flexible', { ...far, bookedAt: '2026-04-14T10:00:01+01:00', cancelledAt: '2026-04-14T10:00:02+01:00', by: 'guest' })).toThrow(RangeError);
    expect(() => policyTimeline('flexible', { ...far, zone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => policyTimeline('flexible', { ...far, bookedAt: '2026-01-05T09:00:00' })).toThrow(RangeError);
  });
});

describe('the 24-hour grace period', () => {
  const bookedAt = '2026-04-10T08:00:00Z';

  it('refunds everything up to 24 hours after booking when the start was more than 48 hours away', () => {
    // Start 48 h and one second after the booking, in London (BST): 2026-04-12T09:00:01+01:00.
    const times = { bookedAt, startsAt: '2026-04-12T09:00:01', zone: LONDON };
    expect(refundPercentAt('strict', { ...times, cancelledAt: at('2026-04-11T08:00:00Z'), by: 'guest' })).toBe(100);
    expect(refundPercentAt('strict', { ...times, cancelledAt: at('2026-04-11T08:00:00Z', 1), by: 'guest' })).toBe(0);
    expect(refundPercentAt('moderate', { ...times, cancelledAt: at('2026-04-11T08:00:00Z', 1), by: 'guest' })).toBe(50);
  });

  it('does not apply when the start is 48 hours away or less', () => {
    const times = { bookedAt, startsAt: '2026-04-12T09:00:00', zone: LONDON };
    expect(refundPercentAt('strict', { ...times, cancelledAt: at(bookedAt, 60), by: 'guest' })).toBe(0);
    expect(refundPercentAt('moderate', { ...times, cancelledAt: at(bookedAt, 60), by: 'guest' })).toBe(50);
  });

  it("covers strict's full refund within 24 hours of a booking made 7 days ahead", () => {
    const times = { bookedAt, startsAt: '2026-04-17T09:00:00', zone: LONDON };
    expect(refundPercentAt('strict', { ...times, cancelledAt: at('2026-04-11T08:00:00Z'), by: 'guest' })).toBe(100);
  });
});

describe('policyTimeline', () => {
  it('dates each step in the space’s zone, the best refund first, without steps a later one covers', () => {
    expect(policyTimeline('moderate', far)).toEqual([
      { until: '2026-04-07T10:00:00+01:00', refund_percent: 100 },
      { until: '2026-04-13T10:00:00+01:00', refund_percent: 50 },
    ]);
    expect(policyTimeline('strict', { bookedAt: '2026-04-01T12:00:00Z', startsAt: '2026-04-14T10:00:00', zone: LONDON })).toEqual([
      { until: '2026-04-02T13:00:00+01:00', refund_percent: 100 },
      { until: '2026-04-07T10:00:00+01:00', refund_percent: 50 },
    ]);
  });

  it('reads "Cancel by Tue 14 Apr 10:00 for a full refund" for a flexible booking starting the next day at 10:00', () => {
    const [first] = policyTimeline('flexible', { bookedAt: '2026-03-01T00:00:00Z', startsAt: '2026-04-15T10:00:00', zone: LONDON });
    expect(DateTime.fromISO(first?.until ?? '', { setZone: true }).toFormat('ccc d LLL HH:mm')).toBe('Tue 14 Apr 10:00');
    expect(first?.refund_percent).toBe(100);
  });

  it('leaves out the steps already over when the booking is made', () => {
    expect(policyTimeline('flexible', { bookedAt: '2026-04-14T00:00:00Z', startsAt: '2026-04-14T10:00:00', zone: LONDON })).toEqual([]);
    expect(policyTimeline('moderate', { bookedAt: '2026-04-10T08:00:00Z', startsAt: '2026-04-14T10:00:00', zone: LONDON })).toEqual([
      { until: '2026-04-11T09:00:00+01:00', refund_percent: 100 },
      { until: '2026-04-13T10:00:00+01:00', refund_percent: 50 },
    ]);
  });
});

describe('across a change of summer time', () => {
  it('counts 7 days as calendar days in the zone (167 hours across the spring change in London)', () => {
    const times = { bookedAt: '2026-01-05T09:00:00Z', startsAt: '2026-04-02T10:00:00', zone: LONDON };
    expect(policyTimeline('moderate', times)[0]).toEqual({ until: '2026-03-26T10:00:00+00:00', refund_percent: 100 });
    expect(refundPercentAt('moderate', { ...times, cancelledAt: at('2026-03-26T10:00:00Z'), by: 'guest' })).toBe(100);
    expect(refundPercentAt('moderate', { ...times, cancelledAt: at('2026-03-26T10:00:00Z', 1), by: 'guest' })).toBe(50);
  });

  it('counts 7 days as calendar days in New York (169 hours across the autumn change)', () => {
    const times = { bookedAt: '2026-09-01T12:00:00Z', startsAt: '2026-11-05T10:00:00', zone: 'America/New_York' };
    expect(policyTimeline('strict', times)).toEqual([
      { until: '2026-09-02T08:00:00-04:00', refund_percent: 100 },
      { until: '2026-10-29T10:00:00-04:00', refund_percent: 50 },
    ]);
    expect(refundPercentAt('strict', { ...times, cancelledAt: at('2026-10-29T14:00:00Z'), by: 'guest' })).toBe(50);
    expect(refundPercentAt('strict', { ...times, cancelledAt: at('2026-10-29T14:00:00Z', 1), by: 'guest' })).toBe(0);
  });

  it('counts 24 hours as elapsed hours: 11:00 the day before a 12:00 start on the day the clocks go forward', () => {
    const times = { bookedAt: '2026-01-05T09:00:00Z', startsAt: '2026-03-29T12:00:00', zone: LONDON };
    expect(policyTimeline('flexible', times)).toEqual([{ until: '2026-03-28T11:00:00+00:00', refund_percent: 100 }]);
    expect(refundPercentAt('flexible', { ...times, cancelledAt: at('2026-03-28T11:00:00Z', 1), by: 'guest' })).toBe(0);
  });

  it('works in Sydney, where the clocks go back in April', () => {
    const times = { bookedAt: '2026-01-05T09:00:00Z', startsAt: '2026-04-08T09:00:00', zone: 'Australia/Sydney' };
    expect(policyTimeline('moderate', times)[0]).toEqual({ until: '2026-04-01T09:00:00+11:00', refund_percent: 100 });
  });
});

describe('cancellationSettlement', () => {
  it('refunds what the timeline promised: half the booking price and its tax 3 days ahead under moderate', () => {
    const quote = quoteBooking({ currency: 'GBP', country: 'GB', hourlyPrice: 10_000, minutes: 180 });
    const settlement = cancellationSettlement(quote, 'moderate', { ...far, cancelledAt: at('2026-04-11T10:00:00+01:00'), by: 'guest' });
    // 30000 + fee 3000 + VAT 6600 = 39600; half the price back (15000) and its VAT (3000).
    expect(settlement.refund).toEqual({ total: 18_000, bookingPrice: 15_000, guestFee: 0, tax: 3_000 });
    expect(settlement.hostPayout).toBe(12_750);
  });
});
