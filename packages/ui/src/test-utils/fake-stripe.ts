import type { Stripe, StripeCardElementChangeEvent, StripeError } from '@stripe/stripe-js';
import { act } from '@testing-library/react';

type Handler = (event?: unknown) => void;

/**
 * The subset of Stripe.js card entry (`CardEntryField`) and checkout use, so the real
 * `<Elements>` and `<CardElement>` of `@stripe/react-stripe-js` run against it:
 * `elements().create('card')` gives an element that mounts an iframe titled as Stripe's, takes
 * `on`/`off` listeners and can be told what the person typed (`type`); `confirmCardSetup`
 * answers what the test says; `handleCardAction` (3-D Secure in the page) resolves as passed.
 */
export function fakeStripe(confirm: (clientSecret: string, data: unknown) => Promise<{ setupIntent?: { id: string; status: string }; error?: Partial<StripeError> }>) {
  const listeners = new Map<string, Set<Handler>>();
  const element: Record<string, jest.Mock> = {
    mount: jest.fn((node: HTMLElement) => {
      const frame = document.createElement('iframe');
      frame.title = 'Secure card payment input frame';
      node.append(frame);
    }),
    on: jest.fn((event: string, handler: Handler): unknown => {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(handler);
      return element;
    }),
    off: jest.fn((event: string, handler: Handler): unknown => {
      listeners.get(event)?.delete(handler);
      return element;
    }),
    update: jest.fn(),
    focus: jest.fn(),
    destroy: jest.fn(),
  };
  const elements = { create: jest.fn(() => element), getElement: jest.fn(() => element), update: jest.fn() };
  const stripe = {
    elements: jest.fn(() => elements),
    createToken: jest.fn(),
    createPaymentMethod: jest.fn(),
    confirmCardPayment: jest.fn(),
    confirmCardSetup: jest.fn(confirm),
    handleCardAction: jest.fn(async (clientSecret: string) => ({ paymentIntent: { id: clientSecret.split('_secret_')[0], status: 'requires_capture' } })),
  };
  return {
    stripe: stripe as unknown as Stripe,
    confirmCardSetup: stripe.confirmCardSetup,
    handleCardAction: stripe.handleCardAction,
    element,
    /** What the card element tells the page after the person typed in it. */
    type(change: Partial<StripeCardElementChangeEvent>) {
      const event = { elementType: 'card', empty: false, complete: false, error: undefined, brand: 'visa', value: { postalCode: '' }, ...change };
      act(() => listeners.get('change')?.forEach((handler) => handler(event)));
    },
  };
}
