import type { ApiClient } from '@hourspace/api-client';
import { createRemoteApi } from '@hourspace/remote';

/**
 * Every server this remote talks to, behind one seam so component tests can answer them:
 * our API through the shared client, and the card provider (which a real provider's SDK
 * would replace; see features/payments/lib/card-provider.ts). What is cached and for how
 * long is each query's option, in `features/<feature>/api/*.ts`.
 */
export interface AccountServices {
  api: ApiClient;
  cardProvider: CardProvider;
}

/** The card provider's side of adding a card: the card goes to the provider, our API gets a token. */
export interface CardProvider {
  tokenize(card: CardDetails): Promise<CardToken>;
}

/** What the card form collects (already checked with the §5 card rules). */
export interface CardDetails {
  name: string;
  number: string;
  month: string;
  year: string;
  cvv: string;
}

/** The provider's answer: a one-use token and what may be shown of the card. */
export interface CardToken {
  id: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
}

/**
 * mf-account's API seam (docs/decisions/remote-api-seam.md). It has no page default here:
 * the card provider is a feature's, so `app/default-services.ts` makes the page's services
 * and the root (`app/root.tsx`), the tests and the dev mount give them through
 * `AccountServicesProvider`; a tree without one is a wiring bug and says so.
 */
export const { ApiProvider: AccountServicesProvider, useApi: useAccountServices } = createRemoteApi<AccountServices>({ remote: 'mf-account' });
