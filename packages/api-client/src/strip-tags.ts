// An HTML tag, comment or declaration. A lone '<' or '>' (e.g. "3 < 5") is not a tag and stays.
const TAG = /<!--[\s\S]*?-->|<![^<>]*>|<\/?[A-Za-z][^<>]*>/g;

/**
 * Removes HTML tags from a string. Repeats until nothing changes, so a tag split by
 * another tag ("<<b>script>") cannot reassemble into one after a single pass.
 */
export function stripTagsFromString(text: string): string {
  let current = text;
  for (;;) {
    const next = current.replace(TAG, '');
    if (next === current) return next;
    current = next;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Returns a copy of a JSON body with HTML tags stripped from every string value, at any
 * depth (spec §7). Keys, numbers, booleans and null are kept as they are; the input is
 * never mutated.
 * @throws TypeError on a circular structure, which could not be sent as JSON anyway.
 */
export function stripTags<T>(body: T): T {
  const seen = new WeakSet<object>();
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return stripTagsFromString(value);
    if (Array.isArray(value) || isPlainObject(value)) {
      if (seen.has(value)) throw new TypeError('The request body has a circular structure and cannot be sent as JSON.');
      seen.add(value);
      const copy = Array.isArray(value) ? value.map(walk) : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
      seen.delete(value);
      return copy;
    }
    return value;
  };
  return walk(body) as T;
}
