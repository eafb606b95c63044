import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES } from '../routes';
import { ActivitySchema, type Activity } from './get-keywords';

export const ActivityListSchema = v.looseObject({ data: v.array(ActivitySchema) });

/** Every activity in the locale's language (extra route; the popular-activities modal). */
export async function getActivities(request: Requester, locale: string): Promise<Activity[]> {
  const answer = await request({ method: 'GET', path: ROUTES.activities, query: { locale }, schema: ActivityListSchema });
  return answer.data;
}
