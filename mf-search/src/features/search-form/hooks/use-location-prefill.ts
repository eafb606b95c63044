import { useEffect } from 'react';
import { useLocationPrefillQuery } from '../../../lib/api/get-location-prefill';
import type { LocationChoice } from '../../../lib/api/get-place-predictions';

/**
 * Loads the locale's default location (env `location_prefill`) and hands it to `apply`.
 * `loading` is true until the answer (or the failure) is in: the form's submit waits for
 * it. Spec §8: a prefill failure is logged only (by the query).
 */
export function useLocationPrefill(locale: string, apply: (choice: LocationChoice) => void, skip = false): { loading: boolean } {
  const query = useLocationPrefillQuery(locale, !skip);
  const choice = query.data;
  useEffect(() => {
    if (!skip && choice) apply(choice);
  }, [choice, apply, skip]);
  return { loading: !skip && query.isPending };
}
