import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES } from '../routes';
import { ActivitySchema } from './get-keywords';

/** An activity option (spec §3: value.id, query) with its label and the full activity. */
export const ActivityOptionSchema = v.looseObject({
  value: v.looseObject({ id: v.string() }),
  query: v.string(),
  label: v.string(),
  activity: v.nullish(ActivitySchema),
});
export type ActivityOption = v.InferOutput<typeof ActivityOptionSchema>;
export const ActivitySuggestionsSchema = v.looseObject({ suggestions: v.array(ActivityOptionSchema) });

export interface ActivitySuggestionQuery {
  /** The typed text; empty gives the most popular activities. */
  q: string;
  locale: string;
  /** Spec §5: at most 5 (the API caps it there too). */
  limit?: number;
}

/** Up to 5 fuzzy activity matches for the hero search (extra route). */
export async function getActivitySuggestions(request: Requester, query: ActivitySuggestionQuery): Promise<ActivityOption[]> {
  const answer = await request({
    method: 'GET',
    path: ROUTES.activitySuggestions,
    query: { q: query.q, locale: query.locale, limit: query.limit ?? 5 },
    schema: ActivitySuggestionsSchema,
  });
  return answer.suggestions;
}
