import { START_LIST_LENGTH, TIME_LIST_LENGTH, endTimeOptions, sameTime, startTimeOptions, timeAt, timeIndex, timeLabel, timeList, timeOption } from '../index';

describe('the time list', () => {
  it('runs every 30 minutes from 6:00 to 6:00 overnight: 49 entries', () => {
    const list = timeList('en-US');
    expect(TIME_LIST_LENGTH).toBe(49);
    expect(list).toHaveLength(49);
    expect(list[0]).toEqual({ label: '6:00 AM', value: { h: 6, m: 0, overnight: false } });
    expect(list[1]?.value).toEqual({ h: 6, m: 30, overnight: false });
    expect(list[35]).toEqual({ label: '11:30 PM', value: { h: 23, m: 30, overnight: false } });
    expect(list[36]).toEqual({ label: '12:00 AM', value: { h: 0, m: 0, overnight: true } });
    expect(list[48]).toEqual({ label: '6:00 AM', value: { h: 6, m: 0, overnight: true } });
  });

  it('steps exactly 30 minutes between neighbours', () => {
    const minutes = timeList('en-US').map(({ value }) => (value.overnight ? 1440 : 0) + value.h * 60 + value.m);
    for (let i = 1; i < minutes.length; i += 1) expect((minutes[i] ?? 0) - (minutes[i - 1] ?? 0)).toBe(30);
  });

  it('labels times in 12-hour form for en-US, with a plain space before AM/PM', () => {
    expect(timeLabel({ h: 9, m: 0 }, 'en-US')).toBe('9:00 AM');
    expect(timeLabel({ h: 17, m: 30 }, 'en-US')).toBe('5:30 PM');
    expect(timeLabel({ h: 12, m: 0 }, 'en-US')).toBe('12:00 PM');
  });

  it("labels times in the locale's 24-hour form elsewhere", () => {
    expect(timeList('en-GB')[0]?.label).toBe('06:00');
    expect(timeList('de-DE')[26]?.label).toBe('19:00');
    expect(timeList('fr-FR')[36]?.label).toBe('00:00');
    expect(timeList('es-ES')[0]?.label).toBe('6:00');
    expect(timeList('fr-CA')[0]?.label).toBe('06 h 00');
    expect(timeList('en-AU')[35]?.label).toBe('23:30');
  });

  it('falls back to en-US labels for a malformed locale', () => {
    expect(timeList('not a locale!')[0]?.label).toBe('6:00 AM');
  });

  it('offers the first 36 entries as start times', () => {
    const starts = startTimeOptions('en-US');
    expect(START_LIST_LENGTH).toBe(36);
    expect(starts).toHaveLength(36);
    expect(starts[35]?.label).toBe('11:30 PM');
  });

  it('offers only the entries after the chosen start as end times', () => {
    const ends = endTimeOptions({ h: 9, m: 0, overnight: false }, 'en-US');
    expect(ends[0]?.label).toBe('9:30 AM');
    expect(ends).toHaveLength(49 - 7);
    expect(ends.at(-1)?.value).toEqual({ h: 6, m: 0, overnight: true });
    expect(endTimeOptions({ h: 23, m: 30, overnight: false }, 'en-US')).toHaveLength(13);
  });

  it('offers every entry after 6:00 when the start is not on the list', () => {
    expect(endTimeOptions(null, 'en-US')).toHaveLength(48);
  });
});

describe('time positions', () => {
  it('maps indexes to values and back', () => {
    for (let i = 0; i < TIME_LIST_LENGTH; i += 1) expect(timeIndex(timeAt(i))).toBe(i);
    expect(timeAt(6)).toEqual({ h: 9, m: 0, overnight: false });
    expect(timeAt(22)).toEqual({ h: 17, m: 0, overnight: false });
  });

  it('finds no position for values off the list', () => {
    expect(timeIndex({ h: 5, m: 30, overnight: false })).toBe(-1);
    expect(timeIndex({ h: 9, m: 15, overnight: false })).toBe(-1);
    expect(timeIndex({ h: 6, m: 30, overnight: true })).toBe(-1);
    expect(timeIndex({ h: 24, m: 0, overnight: false })).toBe(-1);
    expect(timeIndex(undefined)).toBe(-1);
  });

  it('refuses an index outside the list with a clear error', () => {
    expect(() => timeAt(49)).toThrow('time list index must be a whole number from 0 to 48, got 49');
    expect(() => timeAt(1.5)).toThrow(RangeError);
  });

  it('compares values by list position and finds their option', () => {
    expect(sameTime({ h: 0, m: 0, overnight: true }, timeAt(36))).toBe(true);
    expect(sameTime({ h: 0, m: 0, overnight: false }, timeAt(36))).toBe(false);
    expect(timeOption(timeAt(22), 'en-US')?.label).toBe('5:00 PM');
    expect(timeOption({ h: 3, m: 0, overnight: false }, 'en-US')).toBeUndefined();
  });
});
