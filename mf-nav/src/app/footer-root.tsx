// The --hs-* tokens: @hourspace/ui's entry imports them, but that import is dropped when
// only named exports are used (its package.json marks only *.css as side effects).
import '@hourspace/ui/tokens.css';
import type { RemoteProps } from '@hourspace/remote';
import { Footer } from './footer';
import { usePageServices } from './use-page-services';

/** The footer application (`./footer`, slot #hs-footer). */
export function FooterRoot({ prefix, locale }: RemoteProps) {
  usePageServices();
  return <Footer prefix={prefix} locale={locale} />;
}
