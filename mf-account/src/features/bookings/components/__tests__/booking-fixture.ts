import type { Booking } from '../../api/get-bookings';

/**
 * A booking as the API lists it: Loft `id` in New York, 12 people, $396 (3 hours at $120 and a
 * 10 % service fee), on 4 May 2030 from 10:00 to 13:00, with checkout's fields
 * (docs/decisions/checkout-flow.md) as a request held on a Visa ending in 4242.
 */
export const booking = (id: number, status: string, { policy = 'flexible', past = false, ...overrides }: { policy?: string; past?: boolean } & Partial<Booking> = {}): Booking => ({
  id,
  space: { id: 10 + id, title: `Loft ${id}`, city: 'New York' },
  starts_at: '2030-05-04T10:00:00',
  ends_at: '2030-05-04T13:00:00',
  status,
  past,
  attendees: 12,
  currency: 'USD',
  total: 396,
  cancellation_policy: policy,
  subtotal: 360,
  add_ons: [],
  guest_fee: 36,
  tax: null,
  instant: false,
  expires_at: null,
  cancelled_by: null,
  payment: {
    status: 'authorized',
    client_secret: null,
    card: { brand: 'visa', last4: '4242' },
    amount: 39600,
    captured: 0,
    refunded: 0,
    currency: 'usd',
    minor_digits: 2,
    captured_at: null,
    refunded_at: null,
  },
  cancellation: { policy: 'flexible', zone: 'America/New_York', timeline: [{ until: '2030-05-03T10:00:00-04:00', refund_percent: 100 }], refund_now: null },
  review: null,
  ...overrides,
});
