import { Button } from '@hourspace/ui';
import { useTranslation } from 'react-i18next';
import styles from './cards.module.css';

/** A failed read: what went wrong (spec §8's unexpected-error text) and a button to try again. */
export function ErrorCard({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation('mf-account');
  return (
    <div className={styles.error} role="alert">
      <p>{t('common.loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/** A save that worked, said politely where the person is looking. */
export function Confirmation({ children }: { children: string }) {
  return (
    <p className={styles.confirmation} role="status">
      {children}
    </p>
  );
}
