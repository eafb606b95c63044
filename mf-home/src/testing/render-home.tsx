import type { Requester } from '@hourspace/api-client';
import type { ShellServices } from '@hourspace/remote';
import { renderWithProviders } from '@hourspace/remote/testing';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { HomeApiProvider } from '../lib/home-api';
import en from '../i18n/en.json';
import { fakeHomeRequester } from './home-fixtures';

/**
 * The house render for mf-home: its English strings, the shell's services (no parcel
 * loader unless given, so the hero shows its search fallback) and a fake request helper.
 * The query cache starts empty, as on a fresh page, unless one is given to share.
 */
export function renderHome(
  ui: ReactElement,
  { request = fakeHomeRequester(), services, queryClient }: { request?: Requester; services?: Partial<ShellServices>; queryClient?: QueryClient } = {},
) {
  return {
    request,
    ...renderWithProviders(<HomeApiProvider api={request}>{ui}</HomeApiProvider>, { namespace: 'mf-home', messages: en, services, queryClient }),
  };
}
