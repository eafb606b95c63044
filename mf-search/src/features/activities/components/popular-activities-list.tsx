import { useTranslation } from 'react-i18next';
import { useActivityGroups } from '../hooks/use-activity-groups';
import { ActivitiesPending } from './activities-pending';
import { ActivityGroupList } from './activity-group-list';

/**
 * The body of the popular-activities modal: the same grouped activities and plan-page
 * links as `/plan/activities` (most popular first in each group). Loaded as its own chunk
 * the first time the modal opens, so the `./modal` expose stays small.
 */
export default function PopularActivitiesList() {
  const { t } = useTranslation('mf-search');
  const { query, groups, prefix } = useActivityGroups();
  if (query.isError || !groups) return <ActivitiesPending query={query} />;
  if (groups.length === 0) return <p>{t('activities.none')}</p>;
  return <ActivityGroupList groups={groups} prefix={prefix} otherLabel={t('activities.other')} headingLevel={3} idPrefix="popular-" />;
}
