import { marketingDefault } from '@hourspace/validation';
import { useEffect } from 'react';
import { currentSession } from '../../../events/session-events';
import { notice } from '../../../lib/notices';
import { page } from '../../../lib/page';
import { useAuthStore } from '../../../lib/auth-store';
import type { FlowDeps } from '../../../lib/flow-deps';
import { useEnvFeaturesQuery } from '../../../lib/api/get-env-features';
import { identityFromOneTap, startOneTap } from '../../../lib/social/one-tap';
import { continueWithSocial } from '../../../lib/social/social-flow';

/**
 * Google One Tap for a signed-out visitor, when the environment names its script and
 * client id (the local API has no One Tap, so it stays off there). The credential carries
 * a nonce google-connect issued (the API accepts no Google ID token without one). A
 * credential continues like a Google sign-up; a message opens the sign-up modal showing it.
 */
export function useOneTap(deps: FlowDeps): void {
  // Unknown or unreadable switches mean no One Tap.
  const oneTap = useEnvFeaturesQuery(deps).data?.google_one_tap;
  useEffect(() => {
    if (!oneTap || currentSession()?.profile) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    deps.api.googleConnect({ action: 'signup' }).then(
      ({ nonce }) => {
        if (cancelled) return;
        stop = startOneTap({
          scriptUrl: oneTap.script_url,
          clientId: oneTap.client_id,
          nonce,
          onCredential,
        });
      },
      (error: unknown) => console.warn('[mf-auth] Google One Tap stays off: google-connect failed', error),
    );
    function onCredential(credential: string) {
      const identity = identityFromOneTap(credential);
      const store = useAuthStore.getState();
      if (!identity) {
        store.show({ name: 'signup', notice: notice('googleFailed') });
        return;
      }
      void continueWithSocial(deps, identity, { intent: 'signup', unsubscribe: marketingDefault(page.timeZone()).unsubscribe }).then((outcome) => {
        const shown = store.apply(outcome);
        if (shown) store.show({ name: 'signup', notice: shown });
      });
    }
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [deps, oneTap]);
}
