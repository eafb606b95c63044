import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ShellServicesContext, type ShellServices } from './parcel';

/**
 * The house render for remote component tests: a fresh i18next instance holding the
 * remote's real strings (so tests query by the text people read), and the shell's
 * services as a remote is mounted with them.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: {
    namespace: string;
    messages: ResourceLanguage;
    locale?: string;
    services?: Partial<ShellServices>;
  } & Omit<RenderOptions, 'wrapper'>,
): RenderResult & { i18n: I18n } {
  const { namespace, messages, locale = 'en-US', services, ...renderOptions } = options;
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: locale,
    fallbackLng: 'en',
    ns: [namespace],
    defaultNS: namespace,
    resources: { [locale]: { [namespace]: messages }, en: { [namespace]: messages } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const value: ShellServices = { locale, prefix: 'us', ...services };
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n} defaultNS={namespace}>
      <ShellServicesContext.Provider value={value}>{children}</ShellServicesContext.Provider>
    </I18nextProvider>
  );
  return { ...render(ui, { wrapper: Wrapper, ...renderOptions }), i18n };
}
