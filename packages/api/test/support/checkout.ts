import { randomBytes } from 'node:crypto';
import { DEV_STRIPE_PUBLISHABLE_KEY } from '@hourspace/contracts/dev-environment';
import { confirmCardSetupInFrame, processorCall } from './processor-calls';
import type { Answer, TestApi } from './test-api';

/**
 * The checkout as a test drives it (docs/decisions/checkout-flow.md): a guest's saved card
 * through the set-up flow the account page uses, and `POST /v1/bookings` with its
 * Idempotency-Key and `payment_method`.
 */

/** A fresh Idempotency-Key. */
export const newKey = (): string => `test-${randomBytes(8).toString('hex')}`;

/**
 * Saves a card for the token's user: a set-up, confirmed as the card frame would (3-D Secure
 * completed for 4000 0027 6000 3184), then saved; answers our card id (`card_…`).
 */
export async function savedCard(api: TestApi, token: string, number = '4242424242424242'): Promise<string> {
  const me = (await api.request('GET', '/v1/profiles/me', { token })).body.SSOid as string;
  const setup = await api.request('POST', `/v2/payments/users/${me}/cards/setup`, { token });
  if (setup.status !== 201) throw new Error(`card set-up failed: ${setup.status} ${setup.text}`);
  const confirmed = await confirmCardSetupInFrame(api, setup.body, number);
  if (confirmed.body.status === 'requires_action') {
    const done = await processorCall(api, `/v1/3ds/${setup.body.id}/complete`, DEV_STRIPE_PUBLISHABLE_KEY, { client_secret: setup.body.client_secret });
    if (done.status !== 200) throw new Error(`3-D Secure of the set-up failed: ${JSON.stringify(done.body)}`);
  }
  const saved = await api.request('POST', `/v2/payments/users/${me}/cards/${setup.body.id}`, { token });
  if (saved.status !== 201 && saved.status !== 200) throw new Error(`saving the card failed: ${saved.status} ${saved.text}`);
  return saved.body.id as string;
}

const cardOf = new Map<string, Promise<string>>();

/** The token's one 4242 card, saved on first use. */
export function defaultCard(api: TestApi, token: string): Promise<string> {
  let card = cardOf.get(token);
  if (!card) cardOf.set(token, (card = savedCard(api, token)));
  return card;
}

/** `POST /v1/bookings` as the booking panel sends it: the guest's card (their 4242 one unless given) and a new key unless given. */
export async function postBooking(api: TestApi, token: string, body: Record<string, unknown>, options: { key?: string; card?: string } = {}): Promise<Answer> {
  const payment_method = options.card ?? (await defaultCard(api, token));
  return api.request('POST', '/v1/bookings', { token, body: { payment_method, ...body }, headers: { 'idempotency-key': options.key ?? newKey() } });
}
