/** The host page's earnings example: a space at this hourly price, booked this many hours a month. */
export const EXAMPLE = { hourly: 75, hoursPerBooking: 4, bookingsPerMonth: 6 } as const;

/** What the example host earns in a month: the bookings' subtotal, the host fee and the payout. */
export function exampleEarnings(hostFeePercent: number): { subtotal: number; fee: number; payout: number } {
  const subtotal = EXAMPLE.hourly * EXAMPLE.hoursPerBooking * EXAMPLE.bookingsPerMonth;
  const fee = Math.round(subtotal * hostFeePercent) / 100;
  return { subtotal, fee, payout: subtotal - fee };
}
