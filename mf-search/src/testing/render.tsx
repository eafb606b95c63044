import { renderWithProviders } from '@hourspace/remote/testing';
import type { ReactElement } from 'react';
import { SearchApiProvider, type SearchApi } from '../lib/search-api';
import messages from '../i18n/en.json';

/**
 * A controllable `window.matchMedia` for the (min-width/max-width) queries the form asks:
 * the width decides between the desktop fields and the phone trays.
 */
export function setViewportWidth(width: number): void {
  window.matchMedia = ((query: string) => {
    const min = /\(min-width:\s*(\d+)px\)/.exec(query);
    const max = /\(max-width:\s*(\d+)px\)/.exec(query);
    const matches = min ? width >= Number(min[1]) : max ? width <= Number(max[1]) : false;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
}

/** Renders a part of this remote with its real English strings, the shell's services and a fake API. */
export function renderSearch(ui: ReactElement, options: { api: SearchApi; width?: number; locale?: string; prefix?: string }) {
  setViewportWidth(options.width ?? 1280);
  return renderWithProviders(<SearchApiProvider api={options.api}>{ui}</SearchApiProvider>, {
    namespace: 'mf-search',
    messages,
    locale: options.locale ?? 'en-US',
    services: { locale: options.locale ?? 'en-US', prefix: options.prefix ?? 'us' },
  });
}
