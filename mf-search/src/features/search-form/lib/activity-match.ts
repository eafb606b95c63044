import type { ActivityChoice } from '../../../lib/api/get-activities';

/** Spec §5 / §9: at most 5 activity suggestions. */
export const MAX_ACTIVITY_SUGGESTIONS = 5;

/** The most popular activities (the catalogue comes most popular first), shown before anything is typed. */
export function popularActivities(catalogue: readonly ActivityChoice[]): ActivityChoice[] {
  return catalogue.slice(0, MAX_ACTIVITY_SUGGESTIONS);
}

/** Lower-case, no accents, single spaces: how typed text is compared with names. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The activity typed text names exactly (any of its names or its id, ignoring case and
 * accents), or undefined: typed text that is only close to a name is not recognised,
 * the person picks a suggestion instead.
 */
export function resolveActivityText(catalogue: readonly ActivityChoice[], text: string): ActivityChoice | undefined {
  const wanted = normalizeText(text);
  if (wanted === '') return undefined;
  return catalogue.find((a) => normalizeText(a.id) === wanted || a.names.some((name) => normalizeText(name) === wanted));
}
