import { recompute } from '@hourspace/time';
import type { ActivityChoice } from '../../../lib/api/get-activities';
import type { GeocodeRequest } from '../../../lib/api/geocode-location';
import type { LocationChoice } from '../../../lib/api/get-place-predictions';
import { resolveActivityText } from './activity-match';
import type { SearchCriteria } from '../../../lib/search-url';
import type { SearchFormState } from '../stores/search-form-store';

/** What checking a search needs from the outside world. */
export interface ResolveDeps {
  activities(): Promise<ActivityChoice[]>;
  geocode(request: GeocodeRequest): Promise<LocationChoice | null>;
}

/** A search ready to run, or the fields to mark. */
export type ResolveResult = { ok: true; criteria: SearchCriteria; activity: ActivityChoice | null; location: LocationChoice } | { ok: false; errors: SearchFormState['errors'] };

type Input = Pick<SearchFormState, 'activityText' | 'activity' | 'locationText' | 'location' | 'date' | 'startTime' | 'endTime'>;

async function resolveActivity(
  input: Input,
  deps: ResolveDeps,
): Promise<{ activity: ActivityChoice | null; query: string } | { error: 'activity.required' | 'search.unknownActivity' }> {
  if (input.activity && input.activity.label === input.activityText) return { activity: input.activity, query: input.activity.query };
  const text = input.activityText.trim();
  if (text === '') return { error: 'activity.required' };
  let catalogue: ActivityChoice[];
  try {
    catalogue = await deps.activities();
  } catch (error) {
    // Without the catalogue the text cannot be checked here; the results page's search
    // checks it and says so if it is unknown.
    console.error('[mf-search] the activity list could not be loaded; searching with the typed activity', error);
    return { activity: null, query: text };
  }
  const found = resolveActivityText(catalogue, text);
  return found ? { activity: found, query: found.query } : { error: 'search.unknownActivity' };
}

async function resolveLocation(
  input: Input,
  deps: ResolveDeps,
): Promise<{ location: LocationChoice } | { error: 'location.required' | 'search.unknownLocation' | 'lookupFailed' }> {
  const chosen = input.location && input.location.label === input.locationText ? input.location : null;
  if (chosen && chosen.latitude !== undefined && chosen.longitude !== undefined) return { location: chosen };
  const text = input.locationText.trim();
  if (!chosen && text === '') return { error: 'location.required' };
  try {
    const found = await deps.geocode(chosen?.placeId ? { placeId: chosen.placeId } : { address: chosen?.query ?? text });
    // The field keeps showing what the person picked; the coordinates come from the geocoder.
    if (found) return { location: chosen ? { ...chosen, latitude: found.latitude, longitude: found.longitude } : found };
    return { error: 'search.unknownLocation' };
  } catch (error) {
    console.error('[mf-search] the location could not be checked', error);
    return { error: 'lookupFailed' };
  }
}

/**
 * Checks a search before it runs (spec §5): it needs an activity and a resolved location.
 * Typed text counts when it names an activity exactly, or when the geocoder knows the
 * place; otherwise the field is marked "We don't recognize that activity..." / "…location".
 */
export async function resolveSearch(input: Input, deps: ResolveDeps): Promise<ResolveResult> {
  const [activity, location] = await Promise.all([resolveActivity(input, deps), resolveLocation(input, deps)]);
  if ('error' in activity || 'error' in location) {
    return {
      ok: false,
      errors: { ...('error' in activity ? { activity: activity.error } : {}), ...('error' in location ? { location: location.error } : {}) },
    };
  }
  const { startDate, endDate } = recompute({ date: input.date, startTime: input.startTime, endTime: input.endTime });
  return {
    ok: true,
    activity: activity.activity,
    location: location.location,
    criteria: { activity: activity.query, location: location.location, startDate, endDate },
  };
}
