import { createApiClient } from '@hourspace/api-client';
import { createCardProvider } from '../features/payments/lib/card-provider';
import type { AccountServices } from '../lib/account-api';

let pageServices: AccountServices | null = null;

/** The page's services: one API client and one card provider per page load. */
export function defaultAccountServices(): AccountServices {
  pageServices ??= { api: createApiClient(), cardProvider: createCardProvider() };
  return pageServices;
}
