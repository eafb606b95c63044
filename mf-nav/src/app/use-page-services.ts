import { useEffect } from 'react';
import { ensureSessionOwner } from '../events/session';
import { ensureConsentPublished } from '../features/consent/stores/consent-store';
import { useNavApi } from '../lib/nav-api';

/**
 * What mf-nav does for the page once mounted (the top nav and the footer both call it;
 * each step runs once per page): publish the stored privacy choices and follow them
 * across tabs, and start the session owner if the shell has not. The choices are read in a
 * task of their own: their default asks the browser for its time zone, and the first
 * `Intl.DateTimeFormat` of a page costs several milliseconds, too many to add to the nav's
 * first commit on a phone's CPU (docs/decisions/main-thread-tasks.md).
 */
export function usePageServices(): void {
  const api = useNavApi();
  useEffect(() => {
    const consent = setTimeout(ensureConsentPublished, 0);
    ensureSessionOwner(api);
    return () => clearTimeout(consent);
  }, [api]);
}
