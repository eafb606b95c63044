import { useShellServices } from '@hourspace/remote';
import { useMemo } from 'react';
import { useActivitiesQuery } from '../../../lib/api/get-activities';
import { groupActivities } from '../lib/activity-groups';

/** The page locale's activities grouped by use type (null until they are in), their query, and the locale's prefix for the links. */
export function useActivityGroups() {
  const services = useShellServices();
  const query = useActivitiesQuery(services?.locale ?? 'en-US');
  const groups = useMemo(() => (query.data ? groupActivities(query.data) : null), [query.data]);
  return { query, groups, prefix: services?.prefix ?? '' };
}
