import { lazyModule } from '../../../lib/lazy-module';

/** fuse.js and the fuzzy activity index: first needed when the activity field is focused. */
export const fuzzyActivities = lazyModule(() => import('./activity-fuzzy'));

/** The date and time picker (calendar, time lists, popover or tray): needed when it opens. */
export const dateTimePicker = lazyModule(() => import('../components/date-time-picker'));

/** Checking a search and building its results URL: needed on submit. */
export const searchSubmit = lazyModule(() => import('./search-submit'));
