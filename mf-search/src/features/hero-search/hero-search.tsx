import { useTranslation } from 'react-i18next';

/** The hero search form frame, placed by mf-home as the `hero-search` parcel. */
export function HeroSearch() {
  const { t } = useTranslation('mf-search');
  return <form role="search" aria-label={t('findSpace')} data-remote="mf-search" onSubmit={(event) => event.preventDefault()} />;
}
