import { useEffect, useState } from 'react';
import { useSearchApi } from '../../app/search-api';
import type { LocationChoice } from './api/get-place-predictions';

/**
 * Loads the locale's default location (env `location_prefill`) and hands it to `apply`.
 * `loading` is true until the answer (or the failure) is in: the form's submit waits for
 * it. Spec §8: a prefill failure is logged only.
 */
export function useLocationPrefill(locale: string, apply: (choice: LocationChoice) => void, skip = false): { loading: boolean } {
  const api = useSearchApi();
  const [loading, setLoading] = useState(!skip);
  useEffect(() => {
    if (skip) {
      setLoading(false);
      return;
    }
    let live = true;
    setLoading(true);
    api.locationPrefill(locale).then(
      (choice) => {
        if (!live) return;
        if (choice) apply(choice);
        setLoading(false);
      },
      (error: unknown) => {
        console.error('[mf-search] the location prefill could not be loaded', error);
        if (live) setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [api, locale, apply, skip]);
  return { loading };
}
