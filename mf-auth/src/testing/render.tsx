import type { ApiClient } from '@hourspace/api-client';
import { renderWithProviders } from '@hourspace/remote/testing';
import type { ReactElement } from 'react';
import en from '../i18n/en.json';
import { AuthApiProvider } from '../lib/api';
import { fakeApi, type FakeApi } from './fakes';

/**
 * Renders with this remote's real English strings, the shell's services for /us/ and a fake
 * API through the remote's seam (`fakeApi()` unless one is given).
 */
export function renderAuth(ui: ReactElement, options: { api?: FakeApi; locale?: string; prefix?: string } = {}) {
  const api = (options.api ?? fakeApi()) as unknown as ApiClient;
  return renderWithProviders(<AuthApiProvider api={api}>{ui}</AuthApiProvider>, {
    namespace: 'mf-auth',
    messages: en,
    locale: options.locale ?? 'en-US',
    services: { prefix: options.prefix ?? 'us' },
  });
}
