import { resetDateTime, selectEnd, selectStart, type TimeValue } from '@hourspace/time';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ActivityChoice } from '../../../lib/api/get-activities';
import type { LocationChoice } from '../../../lib/api/get-place-predictions';
import type { SearchFormInitial } from '../../../lib/search-form-initial';

/** The form's three inputs. */
export type SearchField = 'activity' | 'location' | 'dateTime';

/**
 * Why a field is marked: the spec's validation messages (keys of @hourspace/validation's
 * MESSAGES), or `lookupFailed` when the maps service could not be reached to check it.
 */
export type SearchFieldError = 'activity.required' | 'search.unknownActivity' | 'location.required' | 'search.unknownLocation' | 'lookupFailed';

/** One search form's state: each form (hero, modal, results bar) has its own. */
export interface SearchFormState {
  activityText: string;
  /** The chosen activity; null while the text is not a picked or recognised one. */
  activity: ActivityChoice | null;
  locationText: string;
  location: LocationChoice | null;
  /** The person typed or picked a location: the environment's prefill must not replace it. */
  locationTouched: boolean;
  /** The chosen day, 'YYYY-MM-DD'; null is "Anytime". */
  date: string | null;
  startTime: TimeValue;
  endTime: TimeValue;
  /** The field being edited; the others are read-only. The form is active while one is. */
  activeField: SearchField | null;
  errors: Partial<Record<'activity' | 'location', SearchFieldError>>;
  submitting: boolean;
}

/** What changes the state: the only ways the form moves. */
export interface SearchFormActions {
  typeActivity(text: string): void;
  chooseActivity(choice: ActivityChoice): void;
  typeLocation(text: string): void;
  chooseLocation(choice: LocationChoice): void;
  /** The environment's default location: taken only while the person has not touched the field. */
  applyPrefill(choice: LocationChoice): void;
  chooseDate(isoDate: string): void;
  chooseStart(time: TimeValue): void;
  chooseEnd(time: TimeValue): void;
  /** Spec §4: no date, times at list indexes 6 and 22. */
  resetDateTime(): void;
  setActive(field: SearchField | null): void;
  setErrors(errors: SearchFormState['errors']): void;
  setSubmitting(submitting: boolean): void;
}

export type SearchFormStore = StoreApi<SearchFormState & SearchFormActions>;

/** The values a form may start with (the results page shows the search it ran). */
export type { SearchFormInitial };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A store for one form. */
export function createSearchFormStore(initial: SearchFormInitial = {}): SearchFormStore {
  const reset = resetDateTime();
  const location = initial.location ?? null;
  return createStore<SearchFormState & SearchFormActions>()((set) => ({
    activityText: initial.activityText ?? initial.activity?.label ?? '',
    activity: initial.activity ?? null,
    locationText: initial.locationText ?? location?.label ?? '',
    location,
    locationTouched: location !== null || (initial.locationText ?? '') !== '',
    date: initial.date && ISO_DAY.test(initial.date) ? initial.date : null,
    startTime: initial.startTime ?? reset.startTime,
    endTime: initial.endTime ?? reset.endTime,
    activeField: null,
    errors: {},
    submitting: false,

    typeActivity: (text) =>
      set((s) => ({
        activityText: text,
        activity: s.activity && s.activity.label === text ? s.activity : null,
        errors: { ...s.errors, activity: undefined },
      })),
    chooseActivity: (choice) => set((s) => ({ activity: choice, activityText: choice.label, errors: { ...s.errors, activity: undefined } })),
    typeLocation: (text) =>
      set((s) => ({
        locationText: text,
        location: s.location && s.location.label === text ? s.location : null,
        locationTouched: true,
        errors: { ...s.errors, location: undefined },
      })),
    chooseLocation: (choice) => set((s) => ({ location: choice, locationText: choice.label, locationTouched: true, errors: { ...s.errors, location: undefined } })),
    applyPrefill: (choice) => set((s) => (s.locationTouched ? {} : { location: choice, locationText: choice.label })),
    chooseDate: (isoDate) => set(() => (ISO_DAY.test(isoDate) ? { date: isoDate } : {})),
    chooseStart: (time) => set((s) => selectStart({ startTime: s.startTime, endTime: s.endTime }, time)),
    chooseEnd: (time) => set((s) => selectEnd({ startTime: s.startTime, endTime: s.endTime }, time)),
    resetDateTime: () => set(() => resetDateTime()),
    setActive: (field) => set(() => ({ activeField: field })),
    setErrors: (errors) => set(() => ({ errors })),
    setSubmitting: (submitting) => set(() => ({ submitting })),
  }));
}
