import { timeAt, timeIndex } from '@hourspace/time';
import { CATALOGUE, NEW_YORK, PREDICTIONS } from '../../../../testing/fake-api';
import { createSearchFormStore } from '../search-form-store';

const photo = CATALOGUE[0]!;

describe('the search form state', () => {
  it('starts with no date and the home reset times, 9:00 to 17:00 (indexes 6 and 22)', () => {
    const s = createSearchFormStore().getState();
    expect(s.date).toBeNull();
    expect(timeIndex(s.startTime)).toBe(6);
    expect(timeIndex(s.endTime)).toBe(22);
  });

  it('forgets the picked activity once the text is edited, and clears its mark', () => {
    const store = createSearchFormStore();
    store.getState().setErrors({ activity: 'search.unknownActivity' });
    store.getState().chooseActivity(photo);
    expect(store.getState()).toMatchObject({ activityText: 'Photo Shoot', activity: photo, errors: { activity: undefined } });
    store.getState().typeActivity('Photo Sho');
    expect(store.getState().activity).toBeNull();
  });

  it('takes the environment prefill only while the person has not touched the location', () => {
    const store = createSearchFormStore();
    store.getState().applyPrefill(NEW_YORK);
    expect(store.getState().locationText).toBe('New York, NY');
    store.getState().typeLocation('Bos');
    store.getState().applyPrefill(NEW_YORK);
    expect(store.getState()).toMatchObject({ locationText: 'Bos', location: null });
  });

  it('does not let the prefill replace the place a form starts with', () => {
    const store = createSearchFormStore({ location: PREDICTIONS[1] });
    store.getState().applyPrefill(NEW_YORK);
    expect(store.getState().location).toBe(PREDICTIONS[1]);
  });

  it('moves the end to two slots after a start picked at or after it', () => {
    const store = createSearchFormStore();
    store.getState().chooseDate('2030-05-01');
    store.getState().chooseStart(timeAt(22));
    expect(timeIndex(store.getState().endTime)).toBe(24);
    store.getState().chooseStart(timeAt(10));
    expect(timeIndex(store.getState().endTime)).toBe(24);
  });

  it('keeps the end after the start when an earlier end is asked for', () => {
    const store = createSearchFormStore();
    store.getState().chooseEnd(timeAt(3));
    expect(timeIndex(store.getState().endTime)).toBe(22);
  });

  it('resets to no date with times at indexes 6 and 22', () => {
    const store = createSearchFormStore({ date: '2030-05-01', startTime: timeAt(20), endTime: timeAt(30) });
    store.getState().resetDateTime();
    expect(store.getState().date).toBeNull();
    expect([timeIndex(store.getState().startTime), timeIndex(store.getState().endTime)]).toEqual([6, 22]);
  });

  it('ignores a date that is not YYYY-MM-DD', () => {
    const store = createSearchFormStore();
    store.getState().chooseDate('tomorrow');
    expect(store.getState().date).toBeNull();
  });
});
