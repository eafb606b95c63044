import { marketingDefault } from '@hourspace/validation';
import { useEffect } from 'react';
import { currentSession } from '../../events/session-events';
import { getEnvFeatures } from '../../lib/api';
import { notice } from '../../lib/notices';
import { page } from '../../lib/page';
import { useAuthStore } from '../flow/auth-store';
import type { FlowDeps } from '../flow/flow-deps';
import { identityFromOneTap, startOneTap } from './one-tap';
import { continueWithSocial } from './social-flow';

/**
 * Google One Tap for a signed-out visitor, when the environment names its script and
 * client id (the local API has no One Tap, so it stays off there). A credential continues
 * like a Google sign-up; a message opens the sign-up modal showing it.
 */
export function useOneTap(deps: FlowDeps): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void getEnvFeatures(deps.api, deps.locale).then((features) => {
      const oneTap = features.google_one_tap;
      if (cancelled || !oneTap || currentSession()?.profile) return;
      stop = startOneTap({
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
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [deps]);
}
