import { lastStartIndex, normalizeIndex, perViewBreakpoints, resolvePerView, slideDistance } from '../carousel-math';

describe('carousel math', () => {
  it('reads a responsive slides-per-view by the largest matching min-width', () => {
    const blog = { base: 2.1, from: { 1120: 3.1 } };
    expect(perViewBreakpoints(blog)).toEqual([1120]);
    expect(resolvePerView(blog, null)).toBe(2.1);
    expect(resolvePerView(blog, 1120)).toBe(3.1);
    expect(resolvePerView(1, null)).toBe(1);
    expect(perViewBreakpoints(1)).toEqual([]);
  });

  it('reads a nonsensical slides-per-view as one slide', () => {
    expect(resolvePerView(0, null)).toBe(1);
    expect(resolvePerView(Number.NaN, null)).toBe(1);
    expect(resolvePerView({ base: -2 }, null)).toBe(1);
  });

  it('finds the last index the track can start at', () => {
    expect(lastStartIndex(10, 3.1, false)).toBe(7);
    expect(lastStartIndex(10, 1, false)).toBe(9);
    expect(lastStartIndex(2, 3.1, false)).toBe(0);
    expect(lastStartIndex(10, 3.1, true)).toBe(9);
    expect(lastStartIndex(0, 1, false)).toBe(0);
  });

  it('measures distance the short way round only in a loop', () => {
    expect(slideDistance(0, 9, 10, false)).toBe(9);
    expect(slideDistance(0, 9, 10, true)).toBe(1);
    expect(slideDistance(2, 6, 10, true)).toBe(4);
  });

  it('wraps indexes in a loop and clamps them otherwise', () => {
    expect(normalizeIndex(10, 10, true)).toBe(0);
    expect(normalizeIndex(-1, 10, true)).toBe(9);
    expect(normalizeIndex(10, 10, false)).toBe(9);
    expect(normalizeIndex(-1, 10, false)).toBe(0);
    expect(normalizeIndex(Number.NaN, 10, false)).toBe(0);
    expect(normalizeIndex(3, 0, false)).toBe(0);
  });
});
