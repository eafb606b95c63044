import type { ApiClient } from '@hourspace/api-client';
import { BUS_GLOBAL_KEY, getBus, type SessionState } from '@hourspace/bus';
import { renderWithProviders } from '@hourspace/remote/testing';
import type { ReactElement } from 'react';
import type { Stripe } from '@stripe/stripe-js';
import { AccountServicesProvider, type AccountServices } from '../lib/account-api';
import messages from '../i18n/en.json';
import de from '../i18n/de.json';

/** A signed-in guest as the page's session topic carries them. */
export const GUEST_SESSION: SessionState = {
  navState: 'NAV_LOGGED_IN_GUEST',
  profile: { SSOid: 'user-1', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', email_verified: false, phone_verified: false },
};

/** A fresh page bus for each test, with `session` set when given. */
export function freshBus(session?: SessionState) {
  delete (globalThis as unknown as Record<symbol, unknown>)[BUS_GLOBAL_KEY];
  const bus = getBus();
  if (session) bus.setState('session', session);
  return bus;
}

/** Renders a part of this remote with its real strings (English, or German for 'de-DE') and fake services. */
export function renderAccount(ui: ReactElement, options: { api?: Partial<ApiClient>; loadStripe?: AccountServices['loadStripe']; locale?: string } = {}) {
  const locale = options.locale ?? 'en-US';
  const services: AccountServices = {
    api: (options.api ?? {}) as ApiClient,
    loadStripe: options.loadStripe ?? (() => Promise.reject(new Error('no Stripe.js in this test')) as Promise<Stripe>),
  };
  return renderWithProviders(<AccountServicesProvider api={services}>{ui}</AccountServicesProvider>, {
    namespace: 'mf-account',
    messages: locale.startsWith('de') ? de : messages,
    locale,
    services: { locale, prefix: locale.startsWith('de') ? 'de' : 'us' },
  });
}
