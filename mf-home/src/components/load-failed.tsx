import { Button } from '@hourspace/ui';
import { useTranslation } from 'react-i18next';
import styles from './section.module.css';

/** What a part of the page shows when its data could not load: the reason and a way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('mf-home');
  return (
    <div role="alert" className={styles.alert}>
      <p>{t('loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
