import { RemoteParcel } from '@hourspace/remote';
import { useTranslation } from 'react-i18next';

/** The home page frame; its sections are the home feature. */
export function Root() {
  const { t } = useTranslation('mf-home');
  return (
    <main id="main-content" data-remote="mf-home" data-build={__HOURSPACE_BUILD__.version + (__HOURSPACE_BUILD__.label ? `+${__HOURSPACE_BUILD__.label}` : '')}>
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
      <RemoteParcel name="hero-search" />
    </main>
  );
}
