import { Button } from '@hourspace/ui';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { requestLogIn } from '../events/auth';
import { useSession } from '../events/session';
import { Skeleton } from './skeleton';

/** Where the log-in should bring the person back to: this page, as it is addressed now. */
function currentPage(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * Every account page is for a signed-in person only. While the session is
 * being read, a skeleton; logged out, the log-in modal is asked for with `dest` = this
 * page (mf-auth sends the person back here after log-in), and the page says why it is
 * empty, with a button to open the modal again if it was closed.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { t } = useTranslation('mf-account');
  const navState = useSession()?.navState;
  const loggedOut = navState === 'NAV_LOGGED_OUT';

  useEffect(() => {
    if (loggedOut) requestLogIn(currentPage());
  }, [loggedOut]);

  if (loggedOut) {
    return (
      <section aria-labelledby="account-sign-in-title">
        <h2 id="account-sign-in-title">{t('gate.title')}</h2>
        <p>{t('gate.body')}</p>
        <Button onClick={() => requestLogIn(currentPage())}>{t('gate.logIn')}</Button>
      </section>
    );
  }
  if (navState === undefined || navState === 'NAV_LOADING') return <Skeleton />;
  return <>{children}</>;
}
