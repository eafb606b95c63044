// A malformed locale tag would make Intl (and so luxon) throw; pages pass what
// the URL prefix gave them, so fall back to en-US instead.
const cache = new Map<string, string>();

/** The canonical form of `locale`, or 'en-US' when it is not a valid tag. */
export function safeLocale(locale: string | undefined): string {
  const key = locale ?? '';
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  let resolved = 'en-US';
  try {
    resolved = Intl.getCanonicalLocales(key)[0] ?? 'en-US';
  } catch {
    resolved = 'en-US';
  }
  cache.set(key, resolved);
  return resolved;
}
