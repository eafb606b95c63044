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
 * client id (the local API has no One Tap, so it stays off there). A credential continues
 * like a Google sign-up; a message opens the sign-up modal showing it.
 */
export function useOneTap(deps: FlowDeps): void {
  // Unknown or unreadable switches mean no One Tap.
  const oneTap = useEnvFeaturesQuery(deps).data?.google_one_tap;
  useEffect(() => {
    if (!oneTap || currentSession()?.profile) return;
    const stop = startOneTap({
      scriptUrl: oneTap.script_url,
      clientId: oneTap.client_id,
      onCredential: (credential) => {
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
      },
    });
    return () => stop();
  }, [deps, oneTap]);
}
