import type { ApiClient } from '@hourspace/api-client';
import { createRemoteApi } from '@hourspace/remote';
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';

/** The languages our pages speak, as Stripe.js names them. */
export type StripeLocale = Extract<StripeElementLocale, 'en' | 'fr' | 'es' | 'de'>;

/**
 * Every server this remote talks to, behind one seam so component tests can answer them:
 * our API through the shared client, and Stripe.js from the channel's address
 * (docs/decisions/payments-provider.md), which tests replace with a fake implementing the
 * subset the card form uses. What is cached and for how long is each query's option, in
 * `features/<feature>/api/*.ts`.
 */
export interface AccountServices {
  api: ApiClient;
  /** Stripe.js for the channel's publishable key in `locale`; rejects when the script cannot load. */
  loadStripe: (locale: StripeLocale) => Promise<Stripe>;
}

/**
 * mf-account's API seam (docs/decisions/remote-api-seam.md). It has no page default here:
 * Stripe.js is a feature's, so `app/default-services.ts` makes the page's services and the
 * root (`app/root.tsx`), the tests and the dev mount give them through
 * `AccountServicesProvider`; a tree without one is a wiring bug and says so.
 */
export const { ApiProvider: AccountServicesProvider, useApi: useAccountServices } = createRemoteApi<AccountServices>({ remote: 'mf-account' });
