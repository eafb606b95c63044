/** Items in groups of `size` (the last may be shorter): the columns of a grouped slider. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`[mf-home] chunk size must be a whole number above 0, got ${size}`);
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}
