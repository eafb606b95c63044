import { useEffect, useState } from 'react';
import { usePlacePredictionsQuery } from '../../../lib/api/get-place-predictions';
import type { LocationChoice } from '../../../lib/api/get-place-predictions';

/** Spec §5 / §9: location suggestions wait for 400 ms of no typing. */
export const LOCATION_DEBOUNCE_MS = 400;

/**
 * Place predictions for typed text, asked 400 ms after the last keystroke. Answers to
 * older text are dropped, so a slow answer never replaces a newer one.
 */
export function usePlacePredictions(text: string, locale: string, enabled: boolean): { predictions: LocationChoice[]; loading: boolean; failed: boolean } {
  const query = text.trim();
  const active = enabled && query !== '';
  // The text last asked about; null while a keystroke's 400 ms run (even back to text asked before).
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    setAsked(null);
    if (!active) return;
    const timer = setTimeout(() => setAsked(query), LOCATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [active, query]);
  const result = usePlacePredictionsQuery(asked ?? '', locale, active && asked === query);
  const settled = asked === query && !result.isPlaceholderData && !result.isFetching && !result.isPending;
  const failed = active && settled && result.isError;
  // While the next answer is on its way the last list stays, so the list does not flicker.
  return { predictions: active && !failed ? (result.data ?? []) : [], loading: active && !settled, failed };
}
