// The --hs-* tokens: @hourspace/ui's entry imports them, but that import is dropped when
// only named exports are used (its package.json marks only *.css as side effects).
import '@hourspace/ui/tokens.css';
import type { RemoteProps } from '@hourspace/remote';
import { TopNav } from './top-nav';
import { usePageServices } from './use-page-services';

/** The top navigation application (`./lifecycles`, slot #hs-nav). */
export function Root({ prefix, locale }: RemoteProps) {
  usePageServices();
  return <TopNav prefix={prefix} locale={locale} />;
}
