import { parseLocalePath } from '@hourspace/i18n';
import { buttonClassName } from '@hourspace/ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../events/session';
import cardStyles from './cards.module.css';

/** Whether the signed-in person hosts. */
export function useIsHost(): boolean {
  const session = useSession();
  return session?.navState === 'NAV_LOGGED_IN_HOST' || session?.profile?.is_host === true;
}

/** The site path under the page's locale prefix. */
export function localHref(path: string): string {
  const prefix = parseLocalePath(window.location.pathname).prefix;
  return `${prefix ? `/${prefix}` : ''}${path}`;
}

/**
 * The content of a page that is for hosts. A guest is told how to become one instead (the page's
 * `strings`: a title, a body and the text of the link to `/host`), not shown a form they cannot use.
 */
export function HostOnly({ strings, children }: { strings: 'hosting.hostOnly' | 'payout.hostOnly'; children: ReactNode }) {
  const { t } = useTranslation('mf-account');
  const titleId = useId();
  if (useIsHost()) return <>{children}</>;
  return (
    <section className={cardStyles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={cardStyles.sectionTitle}>
        {t(`${strings}.title`)}
      </h2>
      <p>{t(`${strings}.body`)}</p>
      <p>
        <a className={buttonClassName()} href={localHref('/host')}>
          {t(`${strings}.cta`)}
        </a>
      </p>
    </section>
  );
}
