/**
 * How many items of a wrapping list fit in `maxLines` lines, from each item's top offset in
 * document order: a new line starts where an item's top differs from every line's so far.
 */
export function countWithinLines(tops: readonly number[], maxLines: number): number {
  const lines: number[] = [];
  let count = 0;
  for (const top of tops) {
    // Sub-pixel layout can put items of one line a fraction apart.
    if (!lines.some((line) => Math.abs(line - top) < 2)) lines.push(top);
    if (lines.length > maxLines) break;
    count += 1;
  }
  return count;
}
