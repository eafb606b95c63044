import { createApiClient } from '@hourspace/api-client';
import { webEnvironment } from '@hourspace/contracts';
import { loadStripe } from '@hourspace/ui';
import type { AccountServices } from '../lib/account-api';

let pageServices: AccountServices | null = null;

/** The page's services: one API client per page load, and Stripe.js from the channel's address with its publishable key. */
export function defaultAccountServices(): AccountServices {
  pageServices ??= { api: createApiClient(), loadStripe: (locale) => loadStripe(webEnvironment().payments, locale) };
  return pageServices;
}
