import { countWithinLines } from '../line-clamp';

describe('countWithinLines', () => {
  it('counts the items of the first lines of a wrapped list', () => {
    const tops = [0, 0, 0, 48, 48, 96, 144, 192, 240, 240, 288];
    expect(countWithinLines(tops, 5)).toBe(8);
    expect(countWithinLines(tops, 1)).toBe(3);
    expect(countWithinLines(tops, 10)).toBe(tops.length);
  });

  it('treats sub-pixel differences as one line', () => {
    expect(countWithinLines([0, 0.5, 1.2, 48, 48.4], 1)).toBe(3);
  });

  it('counts nothing of an empty list', () => {
    expect(countWithinLines([], 5)).toBe(0);
  });
});
