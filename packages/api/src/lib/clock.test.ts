import { MovableClock, dateOf, secondsOf, systemClock } from './clock';

describe('systemClock', () => {
  it('reads the machine’s time', () => {
    const before = Date.now();
    const now = systemClock.now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    expect(secondsOf(systemClock)).toBe(Math.floor(systemClock.now() / 1000));
  });
});

describe('MovableClock', () => {
  it('runs with the machine’s time and jumps when advanced, never back', () => {
    const clock = new MovableClock();
    const start = clock.now();
    expect(Math.abs(start - Date.now())).toBeLessThan(1000);
    clock.advance(3_600_000);
    expect(clock.now() - Date.now()).toBeGreaterThanOrEqual(3_600_000 - 5);
    expect(dateOf(clock, 1000).getTime()).toBeGreaterThanOrEqual(start + 3_601_000);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.advance(Number.NaN)).toThrow(RangeError);
  });

  it('aborts a timeout signal once advanced past its deadline, not before, with a TimeoutError', () => {
    const clock = new MovableClock();
    const signal = clock.timeout(5000);
    clock.advance(4000);
    expect(signal.aborted).toBe(false);
    clock.advance(1000);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('still aborts a timeout signal when the real time passes', async () => {
    const signal = new MovableClock().timeout(20);
    await new Promise((resolve) => signal.addEventListener('abort', resolve));
    expect(signal.aborted).toBe(true);
  });
});
