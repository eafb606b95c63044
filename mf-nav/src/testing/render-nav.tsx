import { ApiError, ApiErrorCode, type BrowseNode } from '@hourspace/api-client';
import { BUS_GLOBAL_KEY, getBus, type BusProfile, type SessionState } from '@hourspace/bus';
import { renderWithProviders } from '@hourspace/remote/testing';
import { installMatchMedia } from '@hourspace/ui/testing';
import type { ReactElement } from 'react';
import { NavApiProvider, type NavApi } from '../lib/nav-api';
import { useConsentStore } from '../features/consent/stores/consent-store';
import { forgetPageDecision } from '../features/consent/lib/consent-storage';
import { useLocaleStore } from '../features/locale-selector/stores/locale-store';
import en from '../i18n/en.json';

export const GUEST: BusProfile = {
  SSOid: 'u-guest',
  first_name: 'Grace',
  last_name: 'Guest',
  email: 'guest@example.com',
  is_host: false,
  thread_count: 2,
  preferred_locale: 'en-US',
};
export const HOST: BusProfile = { SSOid: 'u-host', first_name: 'Harper', last_name: 'Host', email: 'host@example.com', is_host: true, thread_count: 0, preferred_locale: 'en-US' };

export const SESSIONS = {
  loading: { navState: 'NAV_LOADING', profile: null },
  loggedOut: { navState: 'NAV_LOGGED_OUT', profile: null },
  guest: { navState: 'NAV_LOGGED_IN_GUEST', profile: GUEST },
  host: { navState: 'NAV_LOGGED_IN_HOST', profile: HOST },
} satisfies Record<string, SessionState>;

export const BROWSE_TREE: BrowseNode[] = [
  {
    label: 'Event spaces',
    path: '/us/plan/activities#event',
    children: [
      { label: 'Party Venues', path: '/us/plan/party' },
      { label: 'See all event spaces', path: '/us/plan/activities#event', see_all: true },
    ],
  },
  { label: 'Cities', path: '/us/venues/locations', children: [{ label: 'New York', path: '/us/venues/new-york' }] },
];

/** The API's 404 for a host who has no payout account yet. */
export const NO_PAYOUT_ACCOUNT = new ApiError(ApiErrorCode.HTTP, 'payout_account_missing', { status: 404, error: 'Not Found', error_description: 'payout_account_missing' });

/**
 * A NavApi whose calls answer like the running API does for a guest with two unread
 * threads, referrals on, and no payout account; each is a jest.fn to override.
 */
export function fakeNavApi() {
  const api = {
    getBrowseTree: jest.fn(async (_locale: string): Promise<BrowseNode[]> => BROWSE_TREE),
    getEnv: jest.fn(async (locale: string) => ({ locale, features: { google_signup: true, referrals: locale === 'en-US', referral_value: 50 } })),
    getUnreadThreadCount: jest.fn(async (_SSOid: string) => ({ thread_count: 2 })),
    updateProfile: jest.fn(async (body: { preferred_locale?: string }) => ({ ...GUEST, ...body })),
    getProfile: jest.fn(async () => GUEST),
    refreshSession: jest.fn(),
    logout: jest.fn(async () => ({})),
    payments: { getAccounts: jest.fn(async (_id: string): Promise<unknown> => Promise.reject(NO_PAYOUT_ACCOUNT)) },
  };
  return api;
}
export type FakeNavApi = ReturnType<typeof fakeNavApi>;

/** A fresh page: a new bus, idle stores, no stored consent, no cookies. */
export function resetPage(): void {
  delete (globalThis as unknown as Record<symbol, unknown>)[BUS_GLOBAL_KEY];
  useLocaleStore.setState({ status: 'idle', pending: null });
  useConsentStore.setState({ open: false, saved: false });
  window.localStorage.clear();
  forgetPageDecision();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/us/s/');
  window.scrollY = 0;
}

/**
 * Runs each test of the calling file on a fresh page (`resetPage`) whose viewport is `width`
 * pixels wide, with console warnings silenced and every mock restored after it. Returns the
 * viewport, which a test may resize with `set`.
 */
export function freshPageForEachTest(width: number): { set: ReturnType<typeof installMatchMedia>['set'] } {
  let media: ReturnType<typeof installMatchMedia> | undefined;
  beforeEach(() => {
    resetPage();
    media = installMatchMedia({ width });
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    media?.restore();
    jest.restoreAllMocks();
  });
  return { set: (viewport) => media?.set(viewport) };
}

/** Publishes a `session` state on the page's bus. */
export function setSession(state: SessionState): void {
  getBus().setState('session', state);
}

/** Renders mf-nav UI with its real English strings and the given (fake) API. */
export function renderNav(ui: ReactElement, { api = fakeNavApi(), locale = 'en-US', prefix = 'us' }: { api?: FakeNavApi; locale?: string; prefix?: string } = {}) {
  const result = renderWithProviders(<NavApiProvider api={api as unknown as NavApi}>{ui}</NavApiProvider>, {
    namespace: 'mf-nav',
    messages: en,
    locale,
    services: { locale, prefix },
  });
  return { ...result, api };
}
