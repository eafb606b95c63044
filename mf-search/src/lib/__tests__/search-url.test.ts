import { timeAt } from '@hourspace/time';
import { DateTime } from 'luxon';
import { buildResultsUrl, parseAvailabilityInterval } from '../search-url';

const NEW_YORK = { query: 'New York, NY', label: 'New York, NY', latitude: 40.71427, longitude: -74.00597 };

describe('the results URL', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('goes to {prefix}/s/? with the activity and location lower-cased', () => {
    const url = buildResultsUrl('us', { activity: 'Photo Shoot', location: NEW_YORK, startDate: null, endDate: null });
    expect(url).toBe('/us/s/?activity=photo+shoot&location=new+york%2C+ny');
  });

  it('adds availability_interval as lat,lng,start,end in local time when a date is set', () => {
    const startDate = DateTime.fromObject({ year: 2030, month: 3, day: 9, hour: 9 });
    const endDate = DateTime.fromObject({ year: 2030, month: 3, day: 10, hour: 1, minute: 30 });
    const url = buildResultsUrl('de', { activity: 'party', location: NEW_YORK, startDate, endDate });
    const params = new URL(url, 'http://x').searchParams;
    expect(url.startsWith('/de/s/?')).toBe(true);
    expect(params.get('availability_interval')).toBe('40.71427,-74.00597,2030-03-09T09:00:00,2030-03-10T01:30:00');
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs a warning naming what is missing when the start, end or location is absent', () => {
    buildResultsUrl('us', { activity: 'party', location: null, startDate: null, endDate: null });
    expect(warn).toHaveBeenCalledWith('[mf-search] building the results URL without start date, end date, location');
  });

  it('leaves availability_interval out when the location has no coordinates', () => {
    const startDate = DateTime.fromObject({ year: 2030, month: 3, day: 9, hour: 9 });
    const url = buildResultsUrl('us', { activity: 'party', location: { query: 'Paris', label: 'Paris' }, startDate, endDate: startDate.plus({ hours: 2 }) });
    expect(new URL(url, 'http://x').searchParams.has('availability_interval')).toBe(false);
  });

  it('reads an interval back into the date and list times the form shows', () => {
    expect(parseAvailabilityInterval('40.7,-74,2030-03-09T09:00:00,2030-03-10T01:30:00')).toEqual({
      latitude: 40.7,
      longitude: -74,
      date: '2030-03-09',
      startTime: timeAt(6),
      endTime: timeAt(39),
    });
  });

  it.each([
    ['too few parts', '40.7,-74,2030-03-09T09:00:00'],
    ['a latitude out of range', '91,-74,2030-03-09T09:00:00,2030-03-09T10:00:00'],
    ['an end before the start', '40,-74,2030-03-09T10:00:00,2030-03-09T09:00:00'],
    ['a time off the 30-minute list', '40,-74,2030-03-09T09:10:00,2030-03-09T10:00:00'],
    ['no value', null],
  ])('refuses an interval with %s', (_name, value) => {
    expect(parseAvailabilityInterval(value)).toBeNull();
  });
});
