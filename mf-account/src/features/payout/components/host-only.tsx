import { parseLocalePath } from '@hourspace/i18n';
import { buttonClassName } from '@hourspace/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../events/session';
import cardStyles from '../../../components/cards.module.css';

/**
 * The payout pages are for hosts. A guest is told how to become one (list a space at
 * {prefix}/host) instead of seeing a form they cannot use.
 */
export function HostOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('mf-account');
  const session = useSession();
  if (session?.navState === 'NAV_LOGGED_IN_HOST' || session?.profile?.is_host === true) return <>{children}</>;
  const prefix = parseLocalePath(window.location.pathname).prefix;
  return (
    <section className={cardStyles.section} aria-labelledby="payout-host-only-title">
      <h2 id="payout-host-only-title" className={cardStyles.sectionTitle}>
        {t('payout.hostOnly.title')}
      </h2>
      <p>{t('payout.hostOnly.body')}</p>
      <p>
        <a className={buttonClassName()} href={prefix ? `/${prefix}/host` : '/host'}>
          {t('payout.hostOnly.cta')}
        </a>
      </p>
    </section>
  );
}
