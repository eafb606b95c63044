import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES, fillPath } from '../routes';

/** An image item (spec §3). */
export const ImageItemSchema = v.looseObject({
  external_id: v.nullish(v.string()),
  url: v.string(),
  title: v.nullish(v.string()),
  alt: v.nullish(v.string()),
  label: v.nullish(v.string()),
  location: v.nullish(v.string()),
  link: v.nullish(v.string()),
  blurHash: v.nullish(v.string()),
});
export type ImageItem = v.InferOutput<typeof ImageItemSchema>;

/** One section's data (spec §3 Section data); `paragraph` lines are split by a literal "\n". */
export const SectionSchema = v.looseObject({
  heading1: v.nullish(v.string()),
  heading2: v.nullish(v.string()),
  paragraph: v.nullish(v.string()),
  ctaButton: v.nullish(v.looseObject({ text: v.string(), link: v.string() })),
  images: v.optional(v.array(ImageItemSchema), []),
});
export type Section = v.InferOutput<typeof SectionSchema>;

/**
 * The home page's sections by key, and their page order. A section that is not Section
 * data is left out of `sections` and named in `malformed` (key: what is wrong), so one
 * bad section costs that section only, not the page.
 */
export const HomeSectionsSchema = v.pipe(
  v.looseObject({
    locale: v.string(),
    order: v.array(v.string()),
    sections: v.record(v.string(), v.unknown()),
  }),
  v.transform((answer) => {
    const sections: Record<string, Section> = {};
    const malformed: Record<string, string> = {};
    for (const [key, raw] of Object.entries(answer.sections)) {
      const parsed = v.safeParse(SectionSchema, raw);
      if (parsed.success) sections[key] = parsed.output;
      else malformed[key] = v.summarize(parsed.issues);
    }
    return { ...answer, sections, malformed };
  }),
);
export type HomeSections = v.InferOutput<typeof HomeSectionsSchema>;

/** Server-provided home section data for a locale (extra route). */
export async function getHomeSections(request: Requester, locale: string): Promise<HomeSections> {
  return request({ method: 'GET', path: fillPath(ROUTES.homeSections, { locale }), schema: HomeSectionsSchema });
}
