import { asc } from 'drizzle-orm';
import { activities } from '../db/schema';
import type { AppContext } from './context';
import { normalizePlaceText } from './gazetteer';

export type ActivityRow = typeof activities.$inferSelect;

/** A full activity (spec §3) in a language, plus the plural forms keyword lists use. */
export function activityJson(row: ActivityRow, language: string) {
  const names = row.names[language] ?? row.names.en;
  if (!names) throw new Error(`activity ${row.id} has no names`);
  return {
    id: row.id,
    dropdown: names.dropdown,
    use_subtype: row.useSubtype,
    use_type: row.useType,
    display_use_type: names.display_use_type,
    query: names.query,
    dropdown_plural: names.dropdown_plural,
    display_keyword_plural: names.display_keyword_plural,
  };
}

/** Levenshtein distance, stopping early past `max`. */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length] ?? max + 1;
}

/**
 * How well a typed query fits a name: 0 is a prefix of the name, 1 a prefix of one of
 * its words, 2 a substring, 3 a word within two typos, 4 the letters in order; undefined
 * is no match. Spec §5: up to 5 fuzzy matches.
 */
export function matchScore(query: string, name: string): number | undefined {
  const q = normalizePlaceText(query);
  const n = normalizePlaceText(name);
  if (!q) return undefined;
  if (n.startsWith(q)) return 0;
  const words = n.split(' ');
  if (words.some((w) => w.startsWith(q))) return 1;
  if (n.includes(q)) return 2;
  const typos = q.length <= 4 ? 1 : 2;
  if (words.some((w) => editDistance(q, w.slice(0, q.length + 1), typos) <= typos || editDistance(q, w, typos) <= typos)) return 3;
  let at = 0;
  for (const c of n) if (c === q[at]) at++;
  return q.length >= 3 && at === q.length ? 4 : undefined;
}

/** Each database's catalogue as last read: one process may serve more than one (tests, several apps). */
const caches = new WeakMap<AppContext['db'], { at: number; rows: ActivityRow[] }>();

/** The activity catalogue, most popular first; static after the seed, so kept for a minute. */
export async function loadActivities(ctx: AppContext): Promise<ActivityRow[]> {
  const cache = caches.get(ctx.db);
  if (cache && ctx.clock.now() - cache.at < 60_000 && cache.rows.length > 0) return cache.rows;
  const rows = (await ctx.db.select().from(activities)).sort((a, b) => b.popularity - a.popularity);
  caches.set(ctx.db, { at: ctx.clock.now(), rows });
  return rows;
}

/** The keyword list of env/keywords: every activity, most popular first (ties by id). */
export async function activityKeywords(ctx: AppContext, language: string) {
  const rows = await ctx.db.select().from(activities).orderBy(asc(activities.id));
  return rows.sort((a, b) => b.popularity - a.popularity).map((row) => activityJson(row, language));
}

/** The activity a search names: its id, or any of its names in any language. */
export function resolveActivity(rows: readonly ActivityRow[], text: string): ActivityRow | undefined {
  const wanted = normalizePlaceText(text);
  return (
    rows.find((r) => r.id === text.trim().toLowerCase() || normalizePlaceText(r.id) === wanted) ??
    rows.find((r) =>
      Object.values(r.names).some(
        (n) => normalizePlaceText(n.dropdown) === wanted || normalizePlaceText(n.dropdown_plural) === wanted || normalizePlaceText(n.display_keyword_plural) === wanted,
      ),
    )
  );
}

function suggestion(row: ActivityRow, language: string) {
  const full = activityJson(row, language);
  return { value: { id: row.id }, query: full.query, label: full.dropdown, activity: full };
}

/**
 * Up to `limit` activity suggestions for typed text (spec §5), matched against the
 * language's names first and English second; the most popular ones for empty text.
 */
export async function suggestActivities(ctx: AppContext, q: string, language: string, limit: number) {
  const rows = await loadActivities(ctx);
  if (q.trim() === '') {
    return { suggestions: rows.slice(0, limit).map((row) => suggestion(row, language)) };
  }
  const scored = rows.flatMap((row) => {
    const names = [row.names[language], row.names.en].filter((n): n is NonNullable<typeof n> => Boolean(n));
    const scores = names
      .flatMap((n) => [matchScore(q, n.dropdown), matchScore(q, n.dropdown_plural), matchScore(q, n.display_keyword_plural)])
      .filter((s): s is number => s !== undefined);
    return scores.length ? [{ row, score: Math.min(...scores) }] : [];
  });
  scored.sort((a, b) => a.score - b.score || b.row.popularity - a.row.popularity);
  return { suggestions: scored.slice(0, limit).map(({ row }) => suggestion(row, language)) };
}
