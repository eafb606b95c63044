import { DateTime } from 'luxon';
import { availabilityInterval, formatDateTimeSummary, formatLocalDateTime, recompute, timeAt } from '../index';

const zone = 'America/Los_Angeles';
const nov24 = recompute({ date: '2025-11-24', startTime: timeAt(6), endTime: timeAt(22) }, { zone });

describe('formatDateTimeSummary', () => {
  it("shows 'Anytime' when no date is chosen", () => {
    expect(formatDateTimeSummary({ startDate: null, endDate: null }, 'en-US')).toBe('Anytime');
    expect(formatDateTimeSummary(null, 'en-US')).toBe('Anytime');
  });

  it('shows the translated word given as text or through a translate function', () => {
    expect(formatDateTimeSummary(null, 'fr-FR', 'À tout moment')).toBe('À tout moment');
    expect(formatDateTimeSummary(null, 'de-DE', (word) => (word === 'Anytime' ? 'Jederzeit' : word))).toBe('Jederzeit');
  });

  it('shows short month and day, start and end labels in en-US', () => {
    expect(formatDateTimeSummary(nov24, 'en-US')).toBe('Nov 24, 9:00 AM - 5:00 PM');
  });

  it("uses each locale's date order and 24-hour labels", () => {
    expect(formatDateTimeSummary(nov24, 'en-GB')).toBe('24 Nov, 09:00 - 17:00');
    expect(formatDateTimeSummary(nov24, 'de-DE')).toMatch(/^24\. Nov\.,? 09:00 - 17:00$/);
    expect(formatDateTimeSummary(nov24, 'fr-FR')).toMatch(/^24 nov\.(,| à)? 09:00 - 17:00$/);
  });

  it('labels an overnight end by its clock time', () => {
    const late = recompute({ date: '2025-11-24', startTime: timeAt(32), endTime: timeAt(40) }, { zone });
    expect(formatDateTimeSummary(late, 'en-US')).toBe('Nov 24, 10:00 PM - 2:00 AM');
  });

  it('shows the start alone when there is no end', () => {
    expect(formatDateTimeSummary({ startDate: nov24.startDate, endDate: null }, 'en-US')).toBe('Nov 24, 9:00 AM');
  });
});

describe('availabilityInterval', () => {
  it("joins coordinates and local start and end as 'YYYY-MM-DDTHH:mm:00'", () => {
    expect(availabilityInterval(37.7749, -122.4194, nov24.startDate, nov24.endDate)).toBe('37.7749,-122.4194,2025-11-24T09:00:00,2025-11-24T17:00:00');
  });

  it('writes local wall time, not UTC', () => {
    const start = DateTime.fromISO('2025-07-01T18:30', { zone: 'Europe/Paris' });
    expect(formatLocalDateTime(start)).toBe('2025-07-01T18:30:00');
    expect(availabilityInterval('48.85', '2.35', start, start.plus({ hours: 2 }))).toBe('48.85,2.35,2025-07-01T18:30:00,2025-07-01T20:30:00');
  });

  it('gives null when a date or a coordinate is missing or invalid', () => {
    expect(availabilityInterval(1, 2, null, nov24.endDate)).toBeNull();
    expect(availabilityInterval(1, 2, nov24.startDate, undefined)).toBeNull();
    expect(availabilityInterval(Number.NaN, 2, nov24.startDate, nov24.endDate)).toBeNull();
    expect(availabilityInterval('', 2, nov24.startDate, nov24.endDate)).toBeNull();
    expect(availabilityInterval(91, 2, nov24.startDate, nov24.endDate)).toBeNull();
    expect(availabilityInterval(1, 2, DateTime.invalid('test'), nov24.endDate)).toBeNull();
  });
});
