import { DateTime } from 'luxon';
import { firstVisibleMonth, isBeforeToday, isPreviousMonthDisabled, monthGrid, weekStart, weekdayLabels } from '../index';

const now = DateTime.fromISO('2025-11-19T15:45', { zone: 'America/New_York' });

describe('isBeforeToday', () => {
  it('disables yesterday but not today or tomorrow', () => {
    expect(isBeforeToday(now.minus({ days: 1 }), { now })).toBe(true);
    expect(isBeforeToday(now.startOf('day'), { now })).toBe(false);
    expect(isBeforeToday(now.set({ hour: 23, minute: 59 }), { now })).toBe(false);
    expect(isBeforeToday(now.plus({ days: 1 }), { now })).toBe(false);
  });

  it('disables an invalid day', () => {
    expect(isBeforeToday(DateTime.invalid('test'), { now })).toBe(true);
  });
});

describe('first month shown', () => {
  it('is the current month, and the picker cannot go back from it', () => {
    const first = firstVisibleMonth({ now });
    expect(first.toISODate()).toBe('2025-11-01');
    expect(isPreviousMonthDisabled(first, { now })).toBe(true);
    expect(isPreviousMonthDisabled(first.plus({ months: 1 }), { now })).toBe(false);
  });
});

describe('week start', () => {
  it('starts weeks on Sunday in en-US and en-CA and on Monday in Europe and Australia', () => {
    expect(weekStart('en-US')).toBe(7);
    expect(weekStart('en-CA')).toBe(7);
    for (const locale of ['en-GB', 'fr-FR', 'es-ES', 'de-DE', 'en-AU']) expect([locale, weekStart(locale)]).toEqual([locale, 1]);
  });

  it('orders weekday labels from the first day of the week', () => {
    expect(weekdayLabels('en-US')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayLabels('en-GB')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayLabels('de-DE', 'narrow')).toEqual(['M', 'D', 'M', 'D', 'F', 'S', 'S']);
  });
});

describe('monthGrid', () => {
  it('lays November 2025 out in Sunday-first weeks for en-US', () => {
    const grid = monthGrid(firstVisibleMonth({ now }), 'en-US', { now });
    expect(grid.title).toBe('November 2025');
    expect(grid.weeks).toHaveLength(6);
    expect(grid.weeks[0]?.map((d) => d.iso)).toEqual(['2025-10-26', '2025-10-27', '2025-10-28', '2025-10-29', '2025-10-30', '2025-10-31', '2025-11-01']);
    expect(grid.weeks[0]?.map((d) => d.inMonth)).toEqual([false, false, false, false, false, false, true]);
    expect(grid.weeks.at(-1)?.at(-1)?.iso).toBe('2025-12-06');
  });

  it('lays the same month out in Monday-first weeks for de-DE', () => {
    const grid = monthGrid({ year: 2025, month: 11 }, 'de-DE', { now });
    expect(grid.title).toBe('November 2025');
    expect(grid.weeks[0]?.[0]?.iso).toBe('2025-10-27');
    expect(grid.weeks).toHaveLength(5);
    expect(grid.weeks.at(-1)?.at(-1)?.iso).toBe('2025-11-30');
  });

  it('gives whole weeks covering every day of the month exactly once', () => {
    for (const locale of ['en-US', 'fr-FR']) {
      const grid = monthGrid({ year: 2026, month: 2 }, locale, { now });
      const days = grid.weeks.flat();
      expect(grid.weeks.every((w) => w.length === 7)).toBe(true);
      expect(days.filter((d) => d.inMonth).map((d) => d.day)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    }
  });

  it('marks today and disables the days before it', () => {
    const days = monthGrid(firstVisibleMonth({ now }), 'en-US', { now }).weeks.flat();
    expect(days.filter((d) => d.isToday).map((d) => d.iso)).toEqual(['2025-11-19']);
    expect(days.find((d) => d.iso === '2025-11-18')?.disabled).toBe(true);
    expect(days.find((d) => d.iso === '2025-11-19')?.disabled).toBe(false);
    expect(days.find((d) => d.iso === '2025-10-26')?.disabled).toBe(true);
  });

  it('refuses an invalid month with a clear error', () => {
    expect(() => monthGrid({ year: 2025, month: 13 }, 'en-US', { now })).toThrow('monthGrid needs a valid month');
  });
});
