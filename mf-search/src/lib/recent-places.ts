import type { LocationChoice } from './api/get-place-predictions';

const STORAGE_KEY = 'hs-search-recent-places';
const MAX_PLACES = 20;

function readAll(): LocationChoice[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (p): p is LocationChoice => typeof p === 'object' && p !== null && typeof (p as LocationChoice).query === 'string' && typeof (p as LocationChoice).label === 'string',
    );
  } catch {
    return [];
  }
}

/**
 * Remembers a place a search went to, for this tab: the results URL carries its query
 * lower-cased (spec §2), and the results page's form shows it as it was picked instead.
 */
export function rememberPlace(place: LocationChoice): void {
  try {
    const key = place.query.trim().toLowerCase();
    const rest = readAll().filter((p) => p.query.trim().toLowerCase() !== key);
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([place, ...rest].slice(0, MAX_PLACES)));
  } catch {
    // Storage blocked: the form shows the URL's text instead.
  }
}

/** The place a results URL's location text was picked as, if this tab searched it. */
export function recallPlace(query: string): LocationChoice | undefined {
  const key = query.trim().toLowerCase();
  return key === '' ? undefined : readAll().find((p) => p.query.trim().toLowerCase() === key);
}
