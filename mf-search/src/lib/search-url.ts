import { availabilityInterval, timeIndex, timeAt, type TimeValue } from '@hourspace/time';
import { DateTime } from 'luxon';
import type { LocationChoice } from './api/get-place-predictions';

/** What a search goes to the results page with. */
export interface SearchCriteria {
  /** The activity's query text. */
  activity: string;
  location: LocationChoice | null;
  startDate: DateTime | null;
  endDate: DateTime | null;
}

/** Query parameter names of the results URL. */
export const SEARCH_PARAMS = {
  activity: 'activity',
  location: 'location',
  availability: 'availability_interval',
} as const;

/**
 * The results URL (spec §2): `/{prefix}/s/?` with the activity and location query
 * texts, lower-cased, and `availability_interval` 'lat,lng,start,end' (local
 * 'YYYY-MM-DDTHH:mm:00') when a date is set. Spec §5: a warning is logged when the
 * start, the end or the location is missing.
 */
export function buildResultsUrl(prefix: string, criteria: SearchCriteria): string {
  const params = new URLSearchParams();
  const activity = criteria.activity.trim().toLowerCase();
  if (activity !== '') params.set(SEARCH_PARAMS.activity, activity);
  const location = criteria.location?.query.trim().toLowerCase() ?? '';
  if (location !== '') params.set(SEARCH_PARAMS.location, location);

  const missing = [criteria.startDate === null && 'start date', criteria.endDate === null && 'end date', location === '' && 'location'].filter((m): m is string => m !== false);
  if (missing.length > 0) console.warn(`[mf-search] building the results URL without ${missing.join(', ')}`);

  const { latitude, longitude } = criteria.location ?? {};
  if (latitude !== undefined && longitude !== undefined) {
    const interval = availabilityInterval(latitude, longitude, criteria.startDate, criteria.endDate);
    if (interval !== null) params.set(SEARCH_PARAMS.availability, interval);
  }
  const cleanPrefix = prefix.replace(/^\/+|\/+$/g, '');
  return `${cleanPrefix === '' ? '' : `/${cleanPrefix}`}/s/?${params.toString()}`;
}

/** The date and times an `availability_interval` stands for, when it is one the form can show. */
export interface ParsedAvailability {
  latitude: number;
  longitude: number;
  /** 'YYYY-MM-DD' */
  date: string;
  startTime: TimeValue;
  endTime: TimeValue;
}

/**
 * Reads `availability_interval` back ('lat,lng,start,end'), so the results page's form
 * shows the search it ran. Null for anything the time list cannot show.
 */
export function parseAvailabilityInterval(value: string | null | undefined): ParsedAvailability | null {
  const parts = (value ?? '').split(',');
  if (parts.length !== 4) return null;
  const [latText, lngText, startText, endText] = parts as [string, string, string, string];
  const latitude = Number(latText);
  const longitude = Number(lngText);
  if (latText.trim() === '' || lngText.trim() === '' || !Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180)
    return null;
  const start = DateTime.fromISO(startText.trim());
  const end = DateTime.fromISO(endText.trim());
  if (!start.isValid || !end.isValid || end <= start) return null;
  const day = start.startOf('day');
  const index = (at: DateTime) => timeIndex({ h: at.hour, m: at.minute, overnight: at.startOf('day') > day });
  const startIndex = index(start);
  const endIndex = index(end);
  if (startIndex === -1 || endIndex === -1 || endIndex <= startIndex) return null;
  return { latitude, longitude, date: day.toISODate() ?? '', startTime: timeAt(startIndex), endTime: timeAt(endIndex) };
}
