import { spaceRest } from '@hourspace/contracts';

/**
 * The space page to measure: a real seeded space, found at run time from the API's search
 * answer for the search page's own query (never a hard-coded id).
 */

/** The path of the first result's space page under a locale prefix (`/us/space/12/loft-in-soho`). */
export function spacePagePath(answer: unknown, prefix: string): string {
  const results = (answer as { results?: unknown } | null)?.results;
  const first = Array.isArray(results) ? (results[0] as { id?: unknown; title?: unknown } | undefined) : undefined;
  if (!first || (typeof first.id !== 'string' && typeof first.id !== 'number')) {
    throw new Error("the API found no space for the search page's query: is the database seeded (API_MODE=development)?");
  }
  // The address mf-search's links use (@hourspace/contracts); only the id is read back.
  return `/${prefix}${spaceRest(first.id, typeof first.title === 'string' ? first.title : '')}`;
}

/** The API search URL for a site search page's path (`/us/s/?activity=party&location=…`). */
export function searchApiUrl(apiOrigin: string, searchPagePath: string): string {
  const query = new URL(searchPagePath, 'http://site.invalid').searchParams;
  const url = new URL('/v1/spaces/search', apiOrigin);
  for (const [key, value] of query) url.searchParams.set(key, value);
  return url.href;
}

/** The space page to measure, asked of the running API (`searchPage`: the search page's path, whose locale prefix the space page takes). */
export async function findSpacePage(apiOrigin: string, basicKey: string, searchPage: string): Promise<string> {
  const url = searchApiUrl(apiOrigin, searchPage);
  const response = await fetch(url, { headers: { authorization: `Bearer ${basicKey}` }, signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`the API's search answered ${response.status} for ${url}`);
  const prefix = searchPage.split('/')[1] ?? 'us';
  return spacePagePath(await response.json(), prefix);
}
