/**
 * The space page's address, as the site writes it: `/space/{id}/{slug}` under the locale
 * prefix (docs/decisions/space-page.md). Only the id is read back; the slug is for people.
 * One definition for every place that links to a space (mf-search, mf-account, the API's
 * board answers, the web benchmark).
 */

/** The title as URL words: lower-case ASCII letters and digits joined by hyphens, at most 60 characters. */
export function spaceSlug(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** `/space/{id}/{slug}` without a locale prefix (no slug part when the title has no URL words). */
export function spaceRest(id: string | number, title: string): string {
  const slug = spaceSlug(title);
  return `/space/${encodeURIComponent(String(id))}${slug ? `/${slug}` : ''}`;
}
