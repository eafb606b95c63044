import { useCallback } from 'react';
import { useActivitiesQuery } from './api/get-activities';
import type { ActivityChoice } from './api/get-activities';

/**
 * The activity catalogue of the page's locale. A failed load is logged and `retry`
 * tries again (the field calls it on focus); the form still works with typed text.
 */
export function useActivities(locale: string): { catalogue: ActivityChoice[] | null; failed: boolean; retry: () => void } {
  const query = useActivitiesQuery(locale);
  const { isError, refetch } = query;
  const retry = useCallback(() => {
    if (isError) void refetch();
  }, [isError, refetch]);
  return { catalogue: query.data ?? null, failed: query.isError, retry };
}
