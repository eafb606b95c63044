import { getHomeSections as readHomeSections, type Requester } from '@hourspace/api-client';
import { toHomeContent, type HomeContent } from '../section-model';

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
