import { SectionSchema, type Requester } from '@hourspace/api-client';
import * as v from 'valibot';
import { toHomeContent, type HomeContent } from '../section-model';

/**
 * The answer of GET /v1/home/{locale}/sections: the sections by name and their page order.
 * Each section is checked on its own later (`toHomeContent`), so one malformed section
 * costs that section only, not the page.
 */
export const HomeSectionsResponseSchema = v.object({
  locale: v.string(),
  order: v.optional(v.array(v.string()), []),
  sections: v.record(v.string(), v.unknown()),
});
export type HomeSectionsResponse = v.InferOutput<typeof HomeSectionsResponseSchema>;

/** Path of the home sections route (packages/api routes/content.ts). */
export const HOME_SECTIONS_PATH = '/v1/home/{locale}/sections';

/** The home page's section data for a locale, checked and normalised. */
export async function getHomeSections(request: Requester, locale: string, prefix: string): Promise<HomeContent> {
  const answer = await request({ method: 'GET', path: HOME_SECTIONS_PATH.replace('{locale}', encodeURIComponent(locale)), schema: HomeSectionsResponseSchema });
  return toHomeContent(answer, prefix, (key, raw) => {
    const parsed = v.safeParse(SectionSchema, raw);
    if (!parsed.success) console.warn(`[mf-home] the "${key}" section is malformed and is left out: ${v.summarize(parsed.issues)}`);
    return parsed.success ? parsed.output : null;
  });
}
