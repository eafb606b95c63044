/**
 * What the checkout journeys read besides the page: the booking as the API answers it, the
 * payments the local processor holds for a guest (Stripe's protocol, with the development
 * secret key), and the API's development clock (docs/decisions/checkout-flow.md).
 */
import { DEV_PROCESSOR_ORIGIN, DEV_STRIPE_SECRET_KEY } from '@hourspace/contracts/dev-environment';
import { expect, type APIRequestContext, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { API, savedCard, type Person, type Space } from './test-data';

/** A booking as GET /v1/bookings/:id answers it, the fields the journeys read. */
export interface CheckoutBooking {
  id: number;
  status: string;
  total: number;
  starts_at: string;
  ends_at: string;
  payment: { status: string; amount: number; captured: number; refunded: number; card: { brand: string; last4: string } | null } | null;
  cancellation: { policy: string; timeline: Array<{ until: string; refund_percent: number }>; refund_now: { percent: number; amount: number } | null };
}

/** A payment intent as the processor keeps it. */
export interface HeldPayment {
  id: string;
  amount: number;
  amount_capturable: number;
  amount_received: number;
  status: string;
  metadata: Record<string, string>;
}

const bearer = (person: Person) => ({ authorization: `Bearer ${person.access_token}` });

/** The booking as its guest or host reads it. */
export async function bookingOf(request: APIRequestContext, person: Person, id: number): Promise<CheckoutBooking> {
  const answer = await request.get(`${API}/v1/bookings/${id}`, { headers: bearer(person) });
  expect(answer.status(), `GET /v1/bookings/${id}`).toBe(200);
  return (await answer.json()) as CheckoutBooking;
}

/** The guest's bookings, newest first. */
export async function bookingsOf(request: APIRequestContext, guest: Person): Promise<CheckoutBooking[]> {
  const answer = await request.get(`${API}/v1/bookings`, { headers: bearer(guest) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: CheckoutBooking[] }).data;
}

/** The host's or guest's decision on a booking, through the API. */
export async function decide(request: APIRequestContext, person: Person, id: number, status: 'accepted' | 'declined' | 'cancelled'): Promise<CheckoutBooking> {
  const answer = await request.put(`${API}/v1/bookings/${id}`, { headers: bearer(person), data: { status } });
  expect(answer.status(), `PUT /v1/bookings/${id} ${status}: ${await answer.text()}`).toBe(200);
  return (await answer.json()) as CheckoutBooking;
}

async function processorGet<T>(request: APIRequestContext, path: string, params: Record<string, string>): Promise<T> {
  const answer = await request.get(`${DEV_PROCESSOR_ORIGIN}${path}`, { headers: { authorization: `Bearer ${DEV_STRIPE_SECRET_KEY}` }, params });
  expect(answer.ok(), `processor GET ${path}`).toBe(true);
  return (await answer.json()) as T;
}

/** Every payment the processor has for the person's customer (found by email), newest first. */
export async function paymentsOf(request: APIRequestContext, person: Person): Promise<HeldPayment[]> {
  const customers = await processorGet<{ data: Array<{ id: string }> }>(request, '/v1/customers', { email: person.email, limit: '10' });
  const payments: HeldPayment[] = [];
  for (const customer of customers.data) {
    const listed = await processorGet<{ data: HeldPayment[] }>(request, '/v1/payment_intents', { customer: customer.id, limit: '100' });
    payments.push(...listed.data);
  }
  return payments;
}

/** The refunds of a payment at the processor. */
export async function refundsOf(request: APIRequestContext, paymentId: string): Promise<Array<{ amount: number; status: string }>> {
  return (await processorGet<{ data: Array<{ amount: number; status: string }> }>(request, '/v1/refunds', { payment_intent: paymentId, limit: '100' })).data;
}

/** Moves the API's development clock forward and runs its due jobs (expiry, payouts); answers the API's new time. */
export async function moveClock(request: APIRequestContext, ms: number): Promise<Date> {
  const answer = await request.post(`${API}/dev/clock`, { data: { advance_ms: ms } });
  expect(answer.status(), `POST /dev/clock: ${await answer.text()}`).toBe(200);
  return new Date(((await answer.json()) as { now: string }).now);
}

/** A request paid with a new saved 4242 (for four, a party); on an instant-book space 24 h or more ahead it is confirmed at once. */
export async function bookedWithCard(request: APIRequestContext, guest: Person, space: Space, slot: { starts_at: string; ends_at: string }): Promise<CheckoutBooking> {
  const card = await savedCard(request, guest);
  const answer = await request.post(`${API}/v1/bookings`, {
    headers: { authorization: `Bearer ${guest.access_token}`, 'idempotency-key': `e2e-${randomUUID()}` },
    data: { space_id: space.id, ...slot, attendees: 4, activity: 'party', message: 'A meeting for four.', terms: true, payment_method: card },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as CheckoutBooking;
}

/** The payment processor's card frame (Stripe.js's card element) inside `scope`: the page, or the booking panel. */
export function cardFrame(scope: Page | Locator): FrameLocator {
  return scope.frameLocator('iframe[title="Secure card payment input frame"]');
}

/** Types a card into the processor's frame as a person would: the number, an expiry two years on, a CVC. */
export async function typeCard(scope: Page | Locator, number: string): Promise<void> {
  const frame = cardFrame(scope);
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiration date (MM / YY)').fill(`12 / ${String((new Date().getFullYear() + 2) % 100)}`);
  await frame.getByLabel('Security code (CVC)').fill('123');
}
