/**
 * The space page to measure: a real seeded space, found at run time from the API's search
 * answer for the search page's own query (never a hard-coded id).
 */

/** The title as URL words, as mf-search writes them in its links (mf-search/src/lib/space-path.ts; only the id is read back). */
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

/** The path of the first result's space page under a locale prefix (`/us/space/12/loft-in-soho`). */
export function spacePagePath(answer: unknown, prefix: string): string {
  const results = (answer as { results?: unknown } | null)?.results;
  const first = Array.isArray(results) ? (results[0] as { id?: unknown; title?: unknown } | undefined) : undefined;
  if (!first || (typeof first.id !== 'string' && typeof first.id !== 'number')) {
    throw new Error("the API found no space for the search page's query: is the database seeded (API_MODE=development)?");
  }
  const slug = typeof first.title === 'string' ? spaceSlug(first.title) : '';
  return `/${prefix}/space/${encodeURIComponent(String(first.id))}${slug ? `/${slug}` : ''}`;
}

/** The API search URL for a site search page's path (`/us/s/?activity=party&location=…`). */
export function searchApiUrl(apiOrigin: string, searchPagePath: string): string {
  const query = new URL(searchPagePath, 'http://site.invalid').searchParams;
  const url = new URL('/v1/spaces/search', apiOrigin);
  for (const [key, value] of query) url.searchParams.set(key, value);
  return url.href;
}
