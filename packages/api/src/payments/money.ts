import { FEES } from '../config/fees';
import { TAXES } from '../config/taxes';
import type { MarketCountry } from '../config/currencies';

/**
 * The checkout's money in one place (docs/decisions/checkout-money.md): a booking's quote,
 * the amount the card is held for and captured, and what a cancellation refunds and leaves the
 * host. Every amount is an integer in minor units of the space's currency (cents, pence; a
 * zero-decimal currency's minor unit is its major unit), never a float. Percentages are
 * applied with integer arithmetic and each fee line is rounded half up on its own.
 */

/** ISO 4217 currencies whose minor unit is the major unit (Stripe's zero-decimal list). */
const ZERO_DECIMAL = new Set(['bif', 'clp', 'djf', 'gnf', 'jpy', 'kmf', 'krw', 'mga', 'pyg', 'rwf', 'ugx', 'vnd', 'vuv', 'xaf', 'xof', 'xpf']);
/** ISO 4217 currencies with three decimals. */
const THREE_DECIMAL = new Set(['bhd', 'jod', 'kwd', 'omr', 'tnd']);

/** How many decimals the currency's major unit has (2 for usd, gbp, eur, cad, aud). */
export function minorDigits(currency: string): number {
  const code = currency.toLowerCase();
  if (!/^[a-z]{3}$/.test(code)) throw new RangeError(`Not an ISO 4217 currency code: ${currency}`);
  if (ZERO_DECIMAL.has(code)) return 0;
  return THREE_DECIMAL.has(code) ? 3 : 2;
}

/** Minor units as the API's answers write them, in major units (1234 usd → 12.34; 1234 jpy → 1234). */
export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

function assertAmount(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a whole number of minor units, at least 0 (got ${value}).`);
}

/**
 * `numerator / denominator` rounded half up, for integers ≥ 0, in integer arithmetic: the
 * remainder decides, so no float quotient is ever rounded.
 */
export function divideHalfUp(numerator: number, denominator: number): number {
  assertAmount(numerator, 'The numerator');
  if (!Number.isSafeInteger(denominator) || denominator <= 0) throw new RangeError(`The denominator must be a whole number above 0 (got ${denominator}).`);
  const remainder = numerator % denominator;
  const quotient = (numerator - remainder) / denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

/**
 * `percent` % of an amount in minor units, rounded half up. The percent may have up to two
 * decimals (12.5, 8.25): it is taken in hundredths of a percent, so the product stays an integer.
 */
export function percentOf(amount: number, percent: number): number {
  assertAmount(amount, 'An amount');
  const hundredths = Math.round(percent * 100);
  if (hundredths < 0 || Math.abs(hundredths - percent * 100) > 1e-6) throw new RangeError(`A percent must be at least 0 with at most two decimals (got ${percent}).`);
  const product = amount * hundredths;
  if (!Number.isSafeInteger(product)) throw new RangeError(`The amount ${amount} is too large to take ${percent} % of exactly.`);
  return divideHalfUp(product, 10_000);
}

/** An add-on as the space offers it: a price per booking or per hour, in minor units. */
export interface AddOnPrice {
  id: number;
  name: string;
  unit: string;
  price: number;
}

/** An add-on as a quote (and the booking) keeps it: `quantity` is 1 per booking or the hours booked. */
export interface PricedAddOn extends AddOnPrice {
  quantity: number;
  amount: number;
}

/** The tax line of a quote (config/taxes.ts), or none in a country without one. */
export interface TaxLine {
  name: 'vat' | 'gst';
  percent: number;
  amount: number;
}

/** A booking's price, integer minor units of `currency`. */
export interface Quote {
  currency: string;
  /**
   * The booked hours × the hourly price, each started minute priced pro rata, less the
   * long-booking discount and plus the cleaning fee (both 0 unless the host set them).
   */
  subtotal: number;
  /** The parts of `subtotal` when a discount or cleaning fee applies (docs/decisions/listing-publish.md); absent otherwise. */
  hoursAmount?: number;
  discount?: number;
  discountPercent?: number;
  cleaningFee?: number;
  addOns: PricedAddOn[];
  addOnsTotal: number;
  /** subtotal + addOnsTotal: what the fees overview calls the booking subtotal, the host's price. */
  bookingPrice: number;
  guestFeePercent: number;
  /** guestFeePercent % of bookingPrice, half up. */
  guestFee: number;
  /** percent % of (bookingPrice + guestFee), half up; null where the country has no tax line. */
  tax: TaxLine | null;
  /** bookingPrice + guestFee + tax: what the guest pays. */
  total: number;
  /** The amount the card is held for at request and captured on acceptance: the total, always. */
  hold: number;
  hostFeePercent: number;
  /** hostFeePercent % of bookingPrice, half up. */
  hostFee: number;
  /** bookingPrice − hostFee: what the host is paid when the booking is not cancelled. */
  hostPayout: number;
}

/** The booked time and what the space charges for it. */
export interface BookingPriceInput {
  currency: string;
  /** The space's country (config/taxes.ts decides its tax line). */
  country: string;
  /** Minor units per hour. */
  hourlyPrice: number;
  /** The booked minutes (the window's length; the minimum-hours rule refuses a window, it never bills one up). */
  minutes: number;
  addOns?: readonly AddOnPrice[];
  /** Minor units added to every booking (the host's cleaning fee). */
  cleaningFee?: number;
  /** Whole percent off the hours of a booking of `discountFromMinutes` or more. */
  longDiscountPercent?: number;
  discountFromMinutes?: number;
}

/** The fees and tax on a booking price, the part every quote shares (hours and add-ons, or a host's custom offer). */
function priced(currency: string, country: string, subtotal: number, addOns: PricedAddOn[]): Quote {
  minorDigits(currency);
  const addOnsTotal = addOns.reduce((sum, a) => sum + a.amount, 0);
  const bookingPrice = subtotal + addOnsTotal;
  assertAmount(bookingPrice, 'The booking price');
  const guestFee = percentOf(bookingPrice, FEES.guestServiceFeePercent);
  const rule = TAXES[country as MarketCountry];
  const tax: TaxLine | null = rule ? { name: rule.name, percent: rule.percent, amount: percentOf(bookingPrice + guestFee, rule.percent) } : null;
  const total = bookingPrice + guestFee + (tax?.amount ?? 0);
  const hostFee = percentOf(bookingPrice, FEES.hostFeePercent);
  return {
    currency,
    subtotal,
    addOns,
    addOnsTotal,
    bookingPrice,
    guestFeePercent: FEES.guestServiceFeePercent,
    guestFee,
    tax,
    total,
    hold: total,
    hostFeePercent: FEES.hostFeePercent,
    hostFee,
    hostPayout: bookingPrice - hostFee,
  };
}

/**
 * A booking's quote: hourly price × minutes / 60 (half up), each add-on per booking or per hour
 * the same way, then the guest fee, the tax and the host's share.
 */
export function quoteBooking(input: BookingPriceInput): Quote {
  assertAmount(input.hourlyPrice, 'The hourly price');
  if (!Number.isSafeInteger(input.minutes) || input.minutes <= 0) throw new RangeError(`A booking lasts a whole number of minutes above 0 (got ${input.minutes}).`);
  const hours = input.minutes / 60;
  const hoursAmount = divideHalfUp(input.hourlyPrice * input.minutes, 60);
  const addOns = (input.addOns ?? []).map((a): PricedAddOn => {
    assertAmount(a.price, `The price of add-on ${a.id}`);
    const perHour = a.unit === 'hour';
    return { id: a.id, name: a.name, unit: a.unit, price: a.price, quantity: perHour ? hours : 1, amount: perHour ? divideHalfUp(a.price * input.minutes, 60) : a.price };
  });
  const cleaningFee = input.cleaningFee ?? 0;
  const discountPercent = input.longDiscountPercent ?? 0;
  const discounted = discountPercent > 0 && input.minutes >= (input.discountFromMinutes ?? 8 * 60);
  const discount = discounted ? percentOf(hoursAmount, discountPercent) : 0;
  if (cleaningFee === 0 && discount === 0) return priced(input.currency, input.country, hoursAmount, addOns);
  assertAmount(cleaningFee, 'The cleaning fee');
  return {
    ...priced(input.currency, input.country, hoursAmount - discount + cleaningFee, addOns),
    hoursAmount,
    discount,
    discountPercent: discounted ? discountPercent : 0,
    cleaningFee,
  };
}

/** The quote of a host's custom offer: one subtotal for the hours and add-ons together, then the same fees and tax. */
export function quoteOffer(input: { currency: string; country: string; subtotal: number }): Quote {
  assertAmount(input.subtotal, 'The offered subtotal');
  return priced(input.currency, input.country, input.subtotal, []);
}

/** Where a captured payment's money goes once the booking is cancelled (or not: a refund of 0 %). */
export interface Settlement {
  currency: string;
  /** What was captured: the quote's total. */
  capture: number;
  refundPercent: number;
  /** What goes back to the guest's card, and its parts. */
  refund: { total: number; bookingPrice: number; guestFee: number; tax: number };
  /** The host's price that stays paid: bookingPrice less its refunded part. */
  keptBookingPrice: number;
  /** Ours: the guest fee kept and the host fee on the kept price. */
  fees: { guestFee: number; hostFee: number; total: number };
  /** The tax on what is kept (kept price + kept guest fee), which we remit. */
  taxKept: number;
  /** keptBookingPrice − fees.hostFee. */
  hostPayout: number;
}

/**
 * What a cancellation with `refundPercent` (cancellation.ts decides it) refunds and leaves the
 * host. 100 % refunds the whole capture, guest fee and tax included, and pays nobody. Below
 * that, the percent applies to the booking price only (half up, so a half cent goes to the
 * guest); the guest fee is kept, the tax on what is kept (kept price + guest fee, half up) is
 * kept and the rest of the tax refunded; the host fee is taken on the kept price. So
 * hostPayout + fees.total + taxKept = capture − refund.total, to the cent.
 */
export function settleCancellation(quote: Quote, refundPercent: number): Settlement {
  if (!Number.isInteger(refundPercent) || refundPercent < 0 || refundPercent > 100) throw new RangeError(`A refund is a whole percent from 0 to 100 (got ${refundPercent}).`);
  const capture = quote.hold;
  if (refundPercent === 100) {
    return {
      currency: quote.currency,
      capture,
      refundPercent,
      refund: { total: capture, bookingPrice: quote.bookingPrice, guestFee: quote.guestFee, tax: quote.tax?.amount ?? 0 },
      keptBookingPrice: 0,
      fees: { guestFee: 0, hostFee: 0, total: 0 },
      taxKept: 0,
      hostPayout: 0,
    };
  }
  const refundedPrice = percentOf(quote.bookingPrice, refundPercent);
  const keptBookingPrice = quote.bookingPrice - refundedPrice;
  const taxKept = quote.tax ? percentOf(keptBookingPrice + quote.guestFee, quote.tax.percent) : 0;
  const refundedTax = (quote.tax?.amount ?? 0) - taxKept;
  const hostFee = percentOf(keptBookingPrice, quote.hostFeePercent);
  return {
    currency: quote.currency,
    capture,
    refundPercent,
    refund: { total: refundedPrice + refundedTax, bookingPrice: refundedPrice, guestFee: 0, tax: refundedTax },
    keptBookingPrice,
    fees: { guestFee: quote.guestFee, hostFee, total: quote.guestFee + hostFee },
    taxKept,
    hostPayout: keptBookingPrice - hostFee,
  };
}
