import * as summary from '../search-form/date-time-summary';
import { dateTimeSummary } from '../search-form/lazy-parts';

// A results URL with a date needs luxon to read it and to show it in the form; one
// without a date (and the home page) never loads it. The summary comes along, so the
// form shows the URL's date on its first render.
dateTimeSummary.provide(summary);

export { parseAvailabilityInterval } from '../search-form/search-url';
