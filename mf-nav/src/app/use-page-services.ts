import { useEffect } from 'react';
import { ensureSessionOwner } from '../events/session';
import { ensureConsentPublished } from '../features/consent/stores/consent-store';
import { useNavApi } from '../lib/nav-api';

/**
 * What mf-nav does for the page once mounted (the top nav and the footer both call it;
 * each step runs once per page): publish the stored privacy choices and follow them
 * across tabs, and start the session owner if the shell has not.
 */
export function usePageServices(): void {
  const api = useNavApi();
  useEffect(() => {
    ensureConsentPublished();
    ensureSessionOwner(api);
  }, [api]);
}
