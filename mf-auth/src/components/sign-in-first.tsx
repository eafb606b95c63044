import { getBus } from '@hourspace/bus';
import { Button } from '@hourspace/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { publishLoginRequest } from '../events/publications';
import { PageFrame } from './page-frame';
import styles from './page-frame.module.css';

/** This page, as addressed now: where the log-in brings the person back to. */
function currentPage(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * A page for signed-in people, shown to someone logged out: the log-in modal opens (coming back
 * here), and the page says why it is empty, with a button to open the modal again.
 */
export function SignInFirst({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation('mf-auth');
  useEffect(() => publishLoginRequest(getBus(), currentPage()), []);
  return (
    <PageFrame title={title}>
      <p className={styles.message}>{body}</p>
      <Button onClick={() => publishLoginRequest(getBus(), currentPage())}>{t('login.submit')}</Button>
    </PageFrame>
  );
}
