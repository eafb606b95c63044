import { DEFAULT_LOCALE } from '@hourspace/i18n';
import { useShellServices } from '@hourspace/remote';

/** The page's locale code and URL prefix, as the shell mounted this remote. */
export function usePageLocale(): { locale: string; prefix: string } {
  const services = useShellServices();
  return { locale: services?.locale || DEFAULT_LOCALE.locale, prefix: services?.prefix || DEFAULT_LOCALE.url_prefix };
}
