import type { TimeValue } from '@hourspace/time';
import type { ActivityChoice } from './api/get-activities';
import type { LocationChoice } from './api/get-place-predictions';

/**
 * What a search form starts with (the results page passes the search its URL ran). Here
 * rather than in the form's store because the results feature builds it without
 * importing the search-form feature.
 */
export interface SearchFormInitial {
  activityText?: string;
  activity?: ActivityChoice | null;
  locationText?: string;
  location?: LocationChoice | null;
  date?: string | null;
  startTime?: TimeValue;
  endTime?: TimeValue;
}
