import { getHomeSections as readHomeSections, type Requester } from '@hourspace/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePageLocale } from '../use-page-locale';
import { useHomeApi } from '../home-api';
import { toHomeContent, type HomeContent } from '../section-model';

/** Query keys of the home sections, under the remote's name (docs/decisions/server-state.md). */
export const homeSectionsKeys = {
  all: ['mf-home', 'home-sections'] as const,
  locale: (locale: string, prefix: string) => [...homeSectionsKeys.all, locale, prefix] as const,
};

/**
 * The home page's section data for a locale, checked by the client's typed call and
 * normalised. A malformed section is left out with a warning; the rest of the page shows.
 */
export async function getHomeSections(request: Requester, locale: string, prefix: string): Promise<HomeContent> {
  const answer = await readHomeSections(request, locale);
  for (const [key, problem] of Object.entries(answer.malformed)) {
    console.warn(`[mf-home] the "${key}" section is malformed and is left out: ${problem}`);
  }
  return toHomeContent(answer, prefix, (key) => answer.sections[key] ?? null);
}

/**
 * Loaded once per page and kept across remounts (never stale, never collected); a failed
 * load is not kept, so the next mount or "Try again" loads it again.
 */
export function homeSectionsQuery(request: Requester, locale: string, prefix: string) {
  return queryOptions({
    queryKey: homeSectionsKeys.locale(locale, prefix),
    queryFn: () =>
      getHomeSections(request, locale, prefix).catch((error: unknown) => {
        console.error(`[mf-home] loading the home sections for ${locale} failed`, error);
        throw error;
      }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** The page locale's home sections (the prefetch in app/prefetch.ts may have started them). */
export function useHomeSectionsQuery() {
  const { locale, prefix } = usePageLocale();
  return useQuery(homeSectionsQuery(useHomeApi(), locale, prefix));
}
