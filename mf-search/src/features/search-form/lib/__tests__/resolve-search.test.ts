import { timeAt } from '@hourspace/time';
import { CATALOGUE, NEW_YORK, PREDICTIONS } from '../../../../testing/fake-api';
import { resolveSearch, type ResolveDeps } from '../resolve-search';

const base = { activityText: '', activity: null, locationText: '', location: null, date: null, startTime: timeAt(6), endTime: timeAt(22) };

function deps(overrides: Partial<ResolveDeps> = {}): ResolveDeps {
  return {
    activities: async () => CATALOGUE,
    geocode: async (request) => ('address' in request && /york/i.test(request.address) ? PREDICTIONS[0]! : null),
    ...overrides,
  };
}

describe('checking a search before it runs', () => {
  it('marks both fields when nothing is chosen', async () => {
    expect(await resolveSearch(base, deps())).toEqual({ ok: false, errors: { activity: 'activity.required', location: 'location.required' } });
  });

  it("says it doesn't recognise typed activity text that names no activity", async () => {
    const result = await resolveSearch({ ...base, activityText: 'photo', location: NEW_YORK, locationText: NEW_YORK.label }, deps());
    expect(result).toEqual({ ok: false, errors: { activity: 'search.unknownActivity' } });
  });

  it("says it doesn't recognise a place the geocoder does not know", async () => {
    const result = await resolveSearch({ ...base, activity: CATALOGUE[0]!, activityText: 'Photo Shoot', locationText: 'Atlantis' }, deps());
    expect(result).toEqual({ ok: false, errors: { location: 'search.unknownLocation' } });
  });

  it('marks the location as not checkable when the geocoder cannot be reached', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const result = await resolveSearch({ ...base, activityText: 'party', locationText: 'Boston' }, deps({ geocode: () => Promise.reject(new Error('offline')) }));
    expect(result).toEqual({ ok: false, errors: { location: 'lookupFailed' } });
    error.mockRestore();
  });

  it('accepts typed text that names an activity and a place exactly, resolving both', async () => {
    const result = await resolveSearch({ ...base, activityText: 'photo shoot', locationText: 'new york' }, deps());
    expect(result).toMatchObject({
      ok: true,
      activity: { id: 'photo-shoot' },
      location: { latitude: 40.71427 },
      criteria: { activity: 'photo shoot', startDate: null, endDate: null },
    });
  });

  it('geocodes a picked prediction without coordinates by its place id', async () => {
    const geocode = jest.fn(async () => ({ ...PREDICTIONS[1]!, latitude: 40.78, longitude: -74.01 }));
    const picked = PREDICTIONS[1]!;
    const result = await resolveSearch({ ...base, activity: CATALOGUE[1]!, activityText: 'Party', location: picked, locationText: picked.label }, deps({ geocode }));
    expect(geocode).toHaveBeenCalledWith({ placeId: 'gn:2' });
    expect(result).toMatchObject({ ok: true, location: { label: picked.label, latitude: 40.78, longitude: -74.01 } });
  });

  it('passes typed activity text through when the catalogue cannot load, for the results page to check', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const result = await resolveSearch(
      { ...base, activityText: 'Yoga', location: NEW_YORK, locationText: NEW_YORK.label },
      deps({ activities: () => Promise.reject(new Error('down')) }),
    );
    expect(result).toMatchObject({ ok: true, activity: null, criteria: { activity: 'Yoga' } });
    error.mockRestore();
  });

  it('turns the date and times into start and end, an overnight end on the next day', async () => {
    const result = await resolveSearch(
      { ...base, activity: CATALOGUE[1]!, activityText: 'Party', location: NEW_YORK, locationText: NEW_YORK.label, date: '2030-05-01', startTime: timeAt(30), endTime: timeAt(40) },
      deps(),
    );
    if (!result.ok) throw new Error('expected a search');
    expect(result.criteria.startDate?.toFormat("yyyy-MM-dd'T'HH:mm")).toBe('2030-05-01T21:00');
    expect(result.criteria.endDate?.toFormat("yyyy-MM-dd'T'HH:mm")).toBe('2030-05-02T02:00');
  });
});
