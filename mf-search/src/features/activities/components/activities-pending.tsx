import { Button, Spinner } from '@hourspace/ui';
import { useTranslation } from 'react-i18next';
import styles from './activities.module.css';

/** What an activity list shows until it has its groups: the failure with a retry, else the spinner. */
export function ActivitiesPending({ query }: { query: { isError: boolean; refetch: () => Promise<unknown> } }) {
  const { t } = useTranslation('mf-search');
  if (query.isError) {
    return (
      <div role="alert" className={styles.failure}>
        <p>{t('errors.unexpected')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('errors.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.loading}>
      <Spinner label={t('activities.loading')} size="lg" />
    </div>
  );
}
