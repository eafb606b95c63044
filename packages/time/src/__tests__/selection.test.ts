import { DateTime } from 'luxon';
import {
  EVENT_PRESET,
  FULL_DAY_PRESET,
  HOME_RESET_PRESET,
  PRODUCTION_PRESET,
  TIME_PRESETS,
  UNSET_PRESET,
  presetSelection,
  recompute,
  resetDateTime,
  selectEnd,
  selectStart,
  timeAt,
  timeLabel,
  toDay,
  type TimePreset,
} from '../index';

const label = (preset: TimePreset) => {
  const { startTime, endTime } = presetSelection(preset);
  return `${timeLabel(startTime, 'en-GB')}-${timeLabel(endTime, 'en-GB')}`;
};

describe('presets', () => {
  it('reset the home hero to no date and indexes 6 and 22', () => {
    expect(resetDateTime()).toEqual({ date: null, startTime: timeAt(6), endTime: timeAt(22) });
    expect(label(HOME_RESET_PRESET)).toBe('09:00-17:00');
  });

  it('give 6:00-22:00, production 18:00-22:00, event slots 24 to 32 and unset 9:00-17:00', () => {
    expect(label(FULL_DAY_PRESET)).toBe('06:00-22:00');
    expect(label(PRODUCTION_PRESET)).toBe('18:00-22:00');
    expect(EVENT_PRESET).toEqual({ startIndex: 24, endIndex: 32 });
    expect(label(UNSET_PRESET)).toBe('09:00-17:00');
    expect(Object.keys(TIME_PRESETS)).toEqual(['homeReset', 'fullDay', 'production', 'event', 'unset']);
  });
});

describe('selectStart', () => {
  const nineToFive = presetSelection(UNSET_PRESET);

  it('keeps the end when the new start is before it', () => {
    expect(selectStart(nineToFive, timeAt(10))).toEqual({ startTime: timeAt(10), endTime: timeAt(22) });
    expect(selectStart(nineToFive, timeAt(21))).toEqual({ startTime: timeAt(21), endTime: timeAt(22) });
  });

  it('moves the end two slots past a start at the end', () => {
    expect(selectStart(nineToFive, timeAt(22))).toEqual({ startTime: timeAt(22), endTime: timeAt(24) });
  });

  it('moves the end two slots past a start after the end', () => {
    expect(selectStart(nineToFive, timeAt(35))).toEqual({ startTime: timeAt(35), endTime: timeAt(37) });
  });

  it('ignores a start that is not on the start list', () => {
    expect(selectStart(nineToFive, timeAt(36))).toBe(nineToFive);
    expect(selectStart(nineToFive, { h: 9, m: 10, overnight: false })).toBe(nineToFive);
  });
});

describe('selectEnd', () => {
  const nineToFive = presetSelection(UNSET_PRESET);

  it('sets an end after the start, overnight included', () => {
    expect(selectEnd(nineToFive, timeAt(7))).toEqual({ startTime: timeAt(6), endTime: timeAt(7) });
    expect(selectEnd(nineToFive, timeAt(48))).toEqual({ startTime: timeAt(6), endTime: timeAt(48) });
  });

  it('ignores an end at or before the start', () => {
    expect(selectEnd(nineToFive, timeAt(6))).toBe(nineToFive);
    expect(selectEnd(nineToFive, timeAt(2))).toBe(nineToFive);
  });
});

describe('recompute', () => {
  const zone = 'America/New_York';

  it('puts start and end on the chosen day', () => {
    const { startDate, endDate } = recompute({ date: '2025-11-24', startTime: timeAt(6), endTime: timeAt(22) }, { zone });
    expect(startDate?.toISO()).toBe('2025-11-24T09:00:00.000-05:00');
    expect(endDate?.toISO()).toBe('2025-11-24T17:00:00.000-05:00');
  });

  it('moves an overnight end to the next day', () => {
    const { startDate, endDate } = recompute({ date: '2025-11-24', startTime: timeAt(32), endTime: timeAt(40) }, { zone });
    expect(startDate?.toISO()).toBe('2025-11-24T22:00:00.000-05:00');
    expect(endDate?.toISO()).toBe('2025-11-25T02:00:00.000-05:00');
  });

  it('crosses a month end for an overnight end', () => {
    const { endDate } = recompute({ date: '2025-12-31', startTime: timeAt(30), endTime: timeAt(48) }, { zone });
    expect(endDate?.toISODate()).toBe('2026-01-01');
    expect(endDate?.hour).toBe(6);
  });

  it('uses 9:00 and 17:00 when the times are unset', () => {
    const { startDate, endDate } = recompute({ date: '2025-11-24' }, { zone });
    expect([startDate?.hour, endDate?.hour]).toEqual([9, 17]);
  });

  it('gives no dates when no date is chosen or the date is not a date', () => {
    expect(recompute({ date: null, startTime: timeAt(6), endTime: timeAt(22) })).toEqual({ startDate: null, endDate: null });
    expect(recompute({ date: '2025-02-30' })).toEqual({ startDate: null, endDate: null });
  });

  it('keeps the calendar day of a DateTime given in another zone', () => {
    const day = DateTime.fromISO('2025-11-24T23:00', { zone: 'Asia/Tokyo' });
    expect(toDay(day, zone)?.toISO()).toBe('2025-11-24T00:00:00.000-05:00');
  });

  it('accepts a JS Date', () => {
    const { startDate } = recompute({ date: new Date(Date.UTC(2025, 10, 24, 12)), startTime: timeAt(0) }, { zone: 'UTC' });
    expect(startDate?.toISO()).toBe('2025-11-24T06:00:00.000Z');
  });
});
