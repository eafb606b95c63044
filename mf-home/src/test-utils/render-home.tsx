import type { ShellServices } from '@hourspace/remote';
import { renderWithProviders } from '@hourspace/remote/testing';
import type { ReactElement } from 'react';
import { HomeApiContext, type HomeApi } from '../features/home-data/home-api';
import { useHomeDataStore } from '../features/home-data/home-data-store';
import en from '../i18n/en.json';
import { fakeHomeApi } from './home-fixtures';

/**
 * The house render for mf-home: its English strings, the shell's services (no parcel
 * loader unless given, so the hero shows its search fallback) and a fake home API.
 * The page's data store starts empty, as on a fresh page.
 */
export function renderHome(ui: ReactElement, { api = fakeHomeApi(), services }: { api?: HomeApi; services?: Partial<ShellServices> } = {}) {
  useHomeDataStore.setState({ sections: {}, keywords: {} });
  return { api, ...renderWithProviders(<HomeApiContext.Provider value={api}>{ui}</HomeApiContext.Provider>, { namespace: 'mf-home', messages: en, services }) };
}
