import Fuse from 'fuse.js';
import { MAX_ACTIVITY_SUGGESTIONS } from './activity-match';
import type { ActivityChoice } from '../../../lib/api/get-activities';

const indexes = new WeakMap<readonly ActivityChoice[], Fuse<ActivityChoice>>();

function indexOf(catalogue: readonly ActivityChoice[]): Fuse<ActivityChoice> {
  let fuse = indexes.get(catalogue);
  if (!fuse) {
    fuse = new Fuse([...catalogue], {
      keys: [
        { name: 'label', weight: 3 },
        { name: 'names', weight: 1 },
      ],
      // Typos and partial words still match ("phot", "potrait"); unrelated words do not.
      threshold: 0.34,
      ignoreLocation: true,
      ignoreDiacritics: true,
      minMatchCharLength: 2,
    });
    indexes.set(catalogue, fuse);
  }
  return fuse;
}

/**
 * Up to 5 fuzzy matches for typed text, best first (spec §5). With nothing typed, the
 * most popular activities (the catalogue comes most popular first).
 */
export function matchActivities(catalogue: readonly ActivityChoice[], text: string, limit = MAX_ACTIVITY_SUGGESTIONS): ActivityChoice[] {
  const max = Math.min(Math.max(0, Math.floor(limit)), MAX_ACTIVITY_SUGGESTIONS);
  const query = text.trim().slice(0, 100);
  if (query === '') return catalogue.slice(0, max);
  return indexOf(catalogue)
    .search(query, { limit: max })
    .map((result) => result.item);
}
