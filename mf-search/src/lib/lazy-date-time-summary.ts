import { lazyModule } from './lazy-module';

/**
 * luxon formatting of the "When" field's text: needed once a date is set. Shared by the
 * form, which loads it, and the results page, which hands it over with the URL's date.
 */
export const dateTimeSummary = lazyModule(() => import('./date-time-summary'));
