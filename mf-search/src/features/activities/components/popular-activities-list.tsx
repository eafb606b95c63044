import { useShellServices } from '@hourspace/remote';
import { Button, Spinner } from '@hourspace/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivitiesQuery } from '../../../lib/api/get-activities';
import { groupActivities } from '../lib/activity-groups';
import { ActivityGroupList } from './activity-group-list';
import styles from './activities.module.css';

/**
 * The body of the popular-activities modal: the same grouped activities and plan-page
 * links as `/plan/activities` (most popular first in each group). Loaded as its own chunk
 * the first time the modal opens, so the `./modal` expose stays small.
 */
export default function PopularActivitiesList() {
  const { t } = useTranslation('mf-search');
  const services = useShellServices();
  const query = useActivitiesQuery(services?.locale ?? 'en-US');
  const groups = useMemo(() => (query.data ? groupActivities(query.data) : null), [query.data]);

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
  if (!groups) {
    return (
      <div className={styles.loading}>
        <Spinner label={t('activities.loading')} size="lg" />
      </div>
    );
  }
  if (groups.length === 0) return <p>{t('activities.none')}</p>;
  return <ActivityGroupList groups={groups} prefix={services?.prefix ?? ''} otherLabel={t('activities.other')} headingLevel={3} idPrefix="popular-" />;
}
