import { FEES } from '../../config/fees';
import { divideHalfUp, minorDigits, percentOf, quoteBooking, quoteOffer, settleCancellation, toMajor } from '../money';

describe('rounding', () => {
  it('rounds a half up and anything below it down', () => {
    expect(divideHalfUp(5, 10)).toBe(1);
    expect(divideHalfUp(4, 10)).toBe(0);
    expect(divideHalfUp(15, 10)).toBe(2);
    expect(divideHalfUp(149, 100)).toBe(1);
    expect(divideHalfUp(150, 100)).toBe(2);
    expect(divideHalfUp(0, 7)).toBe(0);
  });

  it('takes a percent half up on each line, exactly where a float product would not be', () => {
    // 9.2 % of 375 is 34.5; in floating point 375 * 9.2 / 100 is 34.49999999999999, which Math.round takes to 34.
    expect(percentOf(375, 9.2)).toBe(35);
    expect(percentOf(1000, 10.05)).toBe(101);
    expect(percentOf(5, 10)).toBe(1);
    expect(percentOf(4, 10)).toBe(0);
    expect(percentOf(1234, 20)).toBe(247);
    expect(percentOf(1, 50)).toBe(1);
    expect(percentOf(123_456_789, 15)).toBe(18_518_518);
  });

  it('refuses fractional or negative amounts and percents with more than two decimals', () => {
    expect(() => percentOf(10.5, 10)).toThrow(RangeError);
    expect(() => percentOf(-1, 10)).toThrow(RangeError);
    expect(() => percentOf(100, 12.345)).toThrow(RangeError);
    expect(() => divideHalfUp(10, 0)).toThrow(RangeError);
  });

  it('knows the decimals of each currency', () => {
    expect(['usd', 'GBP', 'eur', 'cad', 'aud'].map(minorDigits)).toEqual([2, 2, 2, 2, 2]);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('kwd')).toBe(3);
    expect(toMajor(1234, 'USD')).toBe(12.34);
    expect(toMajor(1234, 'jpy')).toBe(1234);
    expect(() => minorDigits('dollars')).toThrow(RangeError);
  });
});

describe('quoteBooking', () => {
  it('prices hours, add-ons, the guest fee and no tax in the United States', () => {
    const quote = quoteBooking({
      currency: 'USD',
      country: 'US',
      hourlyPrice: 4_999,
      minutes: 150,
      addOns: [
        { id: 1, name: 'Projector', unit: 'booking', price: 2_500 },
        { id: 2, name: 'Staff', unit: 'hour', price: 1_333 },
      ],
    });
    // 49.99 × 2.5 = 124.975 → 124.98; staff 13.33 × 2.5 = 33.325 → 33.33.
    expect(quote.subtotal).toBe(12_498);
    expect(quote.addOns).toEqual([
      { id: 1, name: 'Projector', unit: 'booking', price: 2_500, quantity: 1, amount: 2_500 },
      { id: 2, name: 'Staff', unit: 'hour', price: 1_333, quantity: 2.5, amount: 3_333 },
    ]);
    expect(quote.addOnsTotal).toBe(5_833);
    expect(quote.bookingPrice).toBe(18_331);
    expect(quote.guestFee).toBe(1_833); // 1833.1
    expect(quote.tax).toBeNull();
    expect(quote.total).toBe(20_164);
    expect(quote.hold).toBe(quote.total);
    expect(quote.hostFee).toBe(2_750); // 2749.65
    expect(quote.hostPayout).toBe(15_581);
    expect([quote.guestFeePercent, quote.hostFeePercent]).toEqual([FEES.guestServiceFeePercent, FEES.hostFeePercent]);
  });

  it('adds VAT on the booking price and the guest fee in Britain, each line rounded on its own', () => {
    const quote = quoteBooking({ currency: 'GBP', country: 'GB', hourlyPrice: 3_335, minutes: 60 });
    // fee 333.5 → 334; VAT 20 % of 3669 = 733.8 → 734.
    expect([quote.subtotal, quote.guestFee, quote.tax, quote.total]).toEqual([3_335, 334, { name: 'vat', percent: 20, amount: 734 }, 4_403]);
  });

  it('works in whole units for a zero-decimal currency', () => {
    const quote = quoteBooking({ currency: 'JPY', country: 'JP', hourlyPrice: 1_005, minutes: 90 });
    expect([quote.subtotal, quote.guestFee, quote.tax, quote.total]).toEqual([1_508, 151, null, 1_659]);
    expect(toMajor(quote.total, quote.currency)).toBe(1_659);
  });

  it('takes the long-booking discount off the hours from 8 hours and adds the cleaning fee (docs/decisions/listing-publish.md)', () => {
    const input = { currency: 'USD', country: 'US', hourlyPrice: 9_945, cleaningFee: 5_000, longDiscountPercent: 10 };
    const short = quoteBooking({ ...input, minutes: 7 * 60 + 30 });
    // 7.5 h × 99.45 = 745.875 → 745.88; no discount below 8 hours; + 50.
    expect([short.hoursAmount, short.discount, short.discountPercent, short.cleaningFee, short.subtotal, short.bookingPrice]).toEqual([74_588, 0, 0, 5_000, 79_588, 79_588]);
    const long = quoteBooking({ ...input, minutes: 8 * 60 });
    // 795.60 less 10 % (79.56) + 50 = 766.04; the fee and tax follow from that price.
    expect([long.hoursAmount, long.discount, long.discountPercent, long.subtotal]).toEqual([79_560, 7_956, 10, 76_604]);
    expect(long.guestFee).toBe(percentOf(76_604, FEES.guestServiceFeePercent));
    // Without a fee or a discount the quote is what it always was, with no extra keys.
    expect(quoteBooking({ currency: 'USD', country: 'US', hourlyPrice: 9_945, minutes: 480, cleaningFee: 0, longDiscountPercent: 0 })).toEqual(
      quoteBooking({ currency: 'USD', country: 'US', hourlyPrice: 9_945, minutes: 480 }),
    );
    expect('discount' in quoteBooking({ currency: 'USD', country: 'US', hourlyPrice: 9_945, minutes: 480 })).toBe(false);
  });

  it('prices a custom offer from its one subtotal', () => {
    const quote = quoteOffer({ currency: 'CAD', country: 'CA', subtotal: 10_005 });
    expect([quote.bookingPrice, quote.guestFee, quote.tax?.amount, quote.total, quote.hostFee, quote.hostPayout]).toEqual([10_005, 1_001, 550, 11_556, 1_501, 8_504]);
  });

  it('refuses a window of no time and a price in fractions of a cent', () => {
    expect(() => quoteBooking({ currency: 'USD', country: 'US', hourlyPrice: 1_000, minutes: 0 })).toThrow(RangeError);
    expect(() => quoteBooking({ currency: 'USD', country: 'US', hourlyPrice: 10.5, minutes: 60 })).toThrow(RangeError);
  });
});

describe('settleCancellation', () => {
  const quote = quoteBooking({ currency: 'EUR', country: 'DE', hourlyPrice: 2_501, minutes: 180, addOns: [{ id: 3, name: 'Cleaning', unit: 'booking', price: 1_999 }] });
  // 7503 + 1999 = 9502; fee 950.2 → 950; VAT 19 % of 10452 = 1985.88 → 1986; total 12438.

  it('refunds everything, fee and tax included, for 100 %, and pays nobody', () => {
    expect(quote.total).toBe(12_438);
    const s = settleCancellation(quote, 100);
    expect(s.refund).toEqual({ total: 12_438, bookingPrice: 9_502, guestFee: 950, tax: 1_986 });
    expect([s.hostPayout, s.fees.total, s.taxKept]).toEqual([0, 0, 0]);
  });

  it('refunds half the booking price and the tax on it for 50 %, keeping the guest fee', () => {
    const s = settleCancellation(quote, 50);
    // Half of 9502 is 4751; kept 4751 + fee 950 = 5701, VAT 1083.19 → 1083 kept, 903 refunded.
    expect(s.refund).toEqual({ total: 4_751 + 903, bookingPrice: 4_751, guestFee: 0, tax: 903 });
    expect(s.taxKept).toBe(1_083);
    expect(s.fees).toEqual({ guestFee: 950, hostFee: 713, total: 1_663 }); // 712.65 → 713
    expect(s.hostPayout).toBe(4_038);
    expect(s.hostPayout + s.fees.total + s.taxKept).toBe(s.capture - s.refund.total);
  });

  it('gives the half cent of an odd price to the guest', () => {
    const odd = quoteOffer({ currency: 'USD', country: 'US', subtotal: 1_001 });
    expect(settleCancellation(odd, 50).refund.bookingPrice).toBe(501);
  });

  it('refunds nothing for 0 %, paying the host what the quote said', () => {
    const s = settleCancellation(quote, 0);
    expect(s.refund.total).toBe(0);
    expect([s.hostPayout, s.fees.hostFee, s.taxKept]).toEqual([quote.hostPayout, quote.hostFee, quote.tax?.amount]);
  });

  it('refuses a percent that is not whole or not between 0 and 100', () => {
    expect(() => settleCancellation(quote, 101)).toThrow(RangeError);
    expect(() => settleCancellation(quote, 12.5)).toThrow(RangeError);
  });
});
