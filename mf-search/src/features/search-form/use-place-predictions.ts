import { useEffect, useState } from 'react';
import { useSearchApi } from '../../app/search-api';
import type { LocationChoice } from './api/get-place-predictions';

/** Spec §5 / §9: location suggestions wait for 400 ms of no typing. */
export const LOCATION_DEBOUNCE_MS = 400;

/**
 * Place predictions for typed text, asked 400 ms after the last keystroke. Answers to
 * older text are dropped, so a slow answer never replaces a newer one.
 */
export function usePlacePredictions(text: string, locale: string, enabled: boolean): { predictions: LocationChoice[]; loading: boolean; failed: boolean } {
  const api = useSearchApi();
  const [state, setState] = useState<{ for: string; predictions: LocationChoice[]; failed: boolean }>({ for: '', predictions: [], failed: false });
  const query = text.trim();
  useEffect(() => {
    if (!enabled || query === '') return;
    let live = true;
    const timer = setTimeout(() => {
      api.placePredictions(query, locale).then(
        (predictions) => live && setState({ for: query, predictions, failed: false }),
        (error: unknown) => {
          console.error('[mf-search] place predictions failed', error);
          if (live) setState({ for: query, predictions: [], failed: true });
        },
      );
    }, LOCATION_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, query, locale, enabled]);
  const active = enabled && query !== '';
  // While the next answer is on its way the last list stays, so the list does not flicker.
  return { predictions: active ? state.predictions : [], loading: active && state.for !== query, failed: active && state.for === query && state.failed };
}
