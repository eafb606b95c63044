import type { ApiClient } from '@hourspace/api-client';
import { createContext, useContext, type ReactNode } from 'react';

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

const AccountServicesContext = createContext<AccountServices | null>(null);

/** Gives a subtree its services: the root (`app/`), tests, the standalone dev mount. */
export function AccountServicesProvider({ services, children }: { services: AccountServices; children: ReactNode }) {
  return <AccountServicesContext.Provider value={services}>{children}</AccountServicesContext.Provider>;
}

/** The services this tree calls. */
export function useAccountServices(): AccountServices {
  const services = useContext(AccountServicesContext);
  // The root wraps every page in AccountServicesProvider; a tree without it is a wiring bug.
  if (!services) throw new Error('[mf-account] no AccountServicesProvider above this component');
  return services;
}
