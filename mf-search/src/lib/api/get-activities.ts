import type { ApiClient } from '@hourspace/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchFormApi, type SearchFormApi } from '../search-api';

/** One activity the activity field can offer, in the page's language. */
export interface ActivityChoice {
  id: string;
  /** The name people pick (the API's `dropdown`). */
  label: string;
  /** The text the results URL carries for it. */
  query: string;
  /** Its kind ("Production", "Event"…), shown beside the name. */
  group: string | null;
  /** The plural, for headings like "Photo Shoot Locations". */
  plural: string | null;
  /** Every name it answers to, for matching typed text. */
  names: string[];
  /** Its use type id (`event`, `meeting`, `production`), grouping the activities page. */
  useType?: string;
}

/**
 * The activity catalogue of a locale (spec §7 env/keywords), most popular first. Entries
 * without a usable name are left out rather than shown blank.
 */
export async function getActivities(client: ApiClient, locale: string): Promise<ActivityChoice[]> {
  const rows = await client.getKeywords(locale);
  return rows.flatMap((row) => {
    const label = row.dropdown.trim();
    if (label === '') return [];
    const extra = row as { query?: unknown; dropdown_plural?: unknown; display_keyword_plural?: unknown };
    const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
    const query = text(extra.query) ?? label;
    const plural = text(extra.display_keyword_plural);
    const names = [label, query, text(extra.dropdown_plural), plural].filter((n): n is string => n !== null);
    const useType = text(row.use_type);
    return [{ id: String(row.id), label, query, group: text(row.display_use_type), plural, names: [...new Set(names)], ...(useType ? { useType } : {}) }];
  });
}

/** Query keys of the activity catalogue, under the remote's name (docs/decisions/server-state.md). */
export const activitiesKeys = {
  all: ['mf-search', 'activities'] as const,
  locale: (locale: string) => [...activitiesKeys.all, locale] as const,
};

/**
 * Locale data barely changes within a visit: the catalogue is fetched once per page and
 * locale and shared by the hero, the modal and the results page (never stale, never
 * collected). A failed fetch is not kept, so the next use tries again.
 */
export function activitiesQuery(api: Pick<SearchFormApi, 'activities'>, locale: string) {
  return queryOptions({
    queryKey: activitiesKeys.locale(locale),
    queryFn: () =>
      api.activities(locale).catch((error: unknown) => {
        console.error('[mf-search] the activity list could not be loaded', error);
        throw error;
      }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** The activity catalogue of a locale. */
export function useActivitiesQuery(locale: string) {
  return useQuery(activitiesQuery(useSearchFormApi(), locale));
}
