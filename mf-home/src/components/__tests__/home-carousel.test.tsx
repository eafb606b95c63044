import { trackPosition } from '../home-carousel';

describe('trackPosition', () => {
  it('follows the current slide until the last start, where the track stops', () => {
    expect(trackPosition(0, 6, 3.1, false)).toBe(0);
    expect(trackPosition(2, 6, 3.1, false)).toBe(2);
    expect(trackPosition(5, 6, 3.1, false)).toBe(3);
    expect(trackPosition(4, 5, 1, false)).toBe(4);
  });

  it('is the current slide in a loop', () => {
    expect(trackPosition(5, 6, 3.1, true)).toBe(5);
  });
});
