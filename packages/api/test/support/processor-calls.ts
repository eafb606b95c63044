import { DEV_STRIPE_PUBLISHABLE_KEY } from '@hourspace/contracts/dev-environment';
import type { TestApi } from './test-api';

/** A form-encoded call of a test API's processor, as Stripe.js (publishable key) or a server (secret key) makes it. */
export async function processorCall(server: Pick<TestApi, 'processor'>, path: string, key: string, fields: Record<string, string>) {
  const response = await fetch(`${server.processor.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the processor's answers are read loosely, as the API's are (test-api.ts Answer)
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

/**
 * What the card frame does with `stripe.confirmCardSetup(clientSecret, { payment_method: { card } })`:
 * the card to the processor with the publishable key, then the set-up confirmed with it.
 * Answers the confirm (a succeeded set-up's `body.payment_method` is the card's `pm_…`).
 */
export async function confirmCardSetupInFrame(
  server: Pick<TestApi, 'processor'>,
  setup: { id: string; client_secret: string },
  number: string,
  expYear = new Date().getUTCFullYear() + 1,
) {
  const method = await processorCall(server, '/v1/payment_methods', DEV_STRIPE_PUBLISHABLE_KEY, {
    type: 'card',
    'card[number]': number,
    'card[exp_month]': '12',
    'card[exp_year]': String(expYear),
    'card[cvc]': '123',
    'billing_details[name]': 'Ada Lovelace',
  });
  expect(method.status).toBe(200);
  return processorCall(server, `/v1/setup_intents/${setup.id}/confirm`, DEV_STRIPE_PUBLISHABLE_KEY, {
    payment_method: method.body.id,
    client_secret: setup.client_secret,
  });
}
