/**
 * Whether a parsed JSON value nests deeper than `max` levels (an object or array is one
 * level; a scalar none). Walks with its own stack instead of recursing, so a 100,000-deep
 * body costs a loop, never the call stack.
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(item)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}
