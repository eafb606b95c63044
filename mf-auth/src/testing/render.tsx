import { renderWithProviders } from '@hourspace/remote/testing';
import type { ReactElement } from 'react';
import en from '../i18n/en.json';

/** Renders with this remote's real English strings and the shell's services for /us/. */
export function renderAuth(ui: ReactElement, options: { locale?: string; prefix?: string } = {}) {
  return renderWithProviders(ui, { namespace: 'mf-auth', messages: en, locale: options.locale ?? 'en-US', services: { prefix: options.prefix ?? 'us' } });
}
