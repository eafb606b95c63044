import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans as TransWithoutContext } from 'react-i18next/TransWithoutContext';

type Props = Omit<ComponentProps<typeof TransWithoutContext>, 'i18n'>;

/**
 * react-i18next's `Trans`, given the page's i18next instance. The page shares only part of
 * react-i18next (`packages/config/federation/react-i18next.mjs`), without `Trans` and its HTML
 * parser, which only mf-auth's messages use; this build bundles the component where it is used
 * (its dialogs' chunks), and the component takes the instance from the shared provider.
 */
export function Trans(props: Props) {
  const { i18n } = useTranslation();
  return <TransWithoutContext {...props} i18n={i18n} />;
}
