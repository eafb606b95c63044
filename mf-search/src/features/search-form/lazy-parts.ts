import { lazyModule } from './lazy-module';

/** fuse.js and the fuzzy activity index: first needed when the activity field is focused. */
export const fuzzyActivities = lazyModule(() => import('./activity-fuzzy'));

/** luxon formatting of the "When" field's text: needed once a date is set. */
export const dateTimeSummary = lazyModule(() => import('./date-time-summary'));

/** The date and time picker (calendar, time lists, popover or tray): needed when it opens. */
export const dateTimePicker = lazyModule(() => import('./date-time-picker'));

/** Checking a search and building its results URL: needed on submit. */
export const searchSubmit = lazyModule(() => import('./search-submit'));
