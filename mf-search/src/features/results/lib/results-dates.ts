import * as summary from '../../../lib/date-time-summary';
import { dateTimeSummary } from '../../../lib/lazy-date-time-summary';

// A results URL with a date needs luxon to read it and to show it in the form; one
// without a date (and the home page) never loads it. The summary comes along, so the
// form shows the URL's date on its first render.
dateTimeSummary.provide(summary);

export { parseAvailabilityInterval } from '../../../lib/search-url';
