import { previewOriginFrom, SAME_ORIGIN_CHANNEL } from '../same-origin';

describe('the same-origin preview', () => {
  it("finds the preview's origin in the line release serve --preview logs once it listens, and nothing before", () => {
    expect(previewOriginFrom('[release] serving\n')).toBeNull();
    expect(previewOriginFrom(`[release] preview of channel ${SAME_ORIGIN_CHANNEL}: http://localhost:8092/us/\n`)).toBe('http://localhost:8092');
    expect(previewOriginFrom('[release] preview of channel other: http://localhost:8091/us/\n')).toBeNull();
  });
});
