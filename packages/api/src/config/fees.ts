/**
 * The marketplace's fees, in one place: the fees overview (`/legal/terms/fees-overview`)
 * states them, GET /v1/fees serves them, and a price breakdown must read them from here.
 */
export const FEES = {
  /** Added to the booking subtotal the guest pays, in percent. */
  guestServiceFeePercent: 10,
  /** Taken from the booking subtotal before the host's payout, in percent. */
  hostFeePercent: 15,
} as const;
