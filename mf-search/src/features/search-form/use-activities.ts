import { useCallback, useEffect, useState } from 'react';
import { useSearchApi } from '../../app/search-api';
import type { ActivityChoice } from './api/get-activities';

/**
 * The activity catalogue of the page's locale. A failed load is logged and `retry`
 * tries again (the field calls it on focus); the form still works with typed text.
 */
export function useActivities(locale: string): { catalogue: ActivityChoice[] | null; failed: boolean; retry: () => void } {
  const api = useSearchApi();
  const [state, setState] = useState<{ catalogue: ActivityChoice[] | null; failed: boolean }>({ catalogue: null, failed: false });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    api.activities(locale).then(
      (catalogue) => live && setState({ catalogue, failed: false }),
      (error: unknown) => {
        console.error('[mf-search] the activity list could not be loaded', error);
        if (live) setState((s) => ({ ...s, failed: true }));
      },
    );
    return () => {
      live = false;
    };
  }, [api, locale, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
