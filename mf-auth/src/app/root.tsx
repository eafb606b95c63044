// The ui index's own tokens import is dropped by webpack's sideEffects pruning (the index
// re-exports only), so the --hs-* custom properties are loaded here explicitly.
import '@hourspace/ui/tokens.css';
import { recordAttribution } from '@hourspace/session';
import { useEffect } from 'react';
import { listenForAuthRequests } from '../events/auth-requests';
import { onSignedIn } from '../events/session-events';
import { AuthModals } from '../features/flow/auth-modals';
import { useAuthStore } from '../features/flow/auth-store';
import { outcomeOfAuthRequest, outcomeOfPromoRequest } from '../features/flow/handle-request';
import { useFlowDeps } from '../features/flow/use-flow';
import type { Outcome, View } from '../features/flow/views';
import { attachPromoIfNeeded } from '../features/promo/promo';
import { completeGooglePopup } from '../features/social/google';
import { useOneTap } from '../features/social/use-one-tap';

/** A request's outcome: a message with nowhere to stay opens the modal it belongs to. */
function applyRequestOutcome(outcome: Outcome, fallback: View['name']): void {
  const store = useAuthStore.getState();
  const notice = store.apply(outcome);
  if (notice) store.show(fallback === 'signup' ? { name: 'signup', notice } : { name: 'login', notice });
}

/**
 * The auth modal host, mounted on every page: in Google's popup it only hands the answer
 * back; otherwise it records first-touch attribution, follows `auth:open` and
 * `promo:open`, attaches a remembered promo on sign-in, and shows the modal asked for.
 */
export function Root() {
  const deps = useFlowDeps();
  useEffect(() => {
    if (completeGooglePopup()) return undefined;
    recordAttribution({ url: window.location.href, referrer: document.referrer });
    const offRequests = listenForAuthRequests({
      auth: (request) =>
        void outcomeOfAuthRequest(deps, request).then((outcome) => applyRequestOutcome(outcome, request.view === 'signup' ? 'signup' : 'login')),
      promo: (request) => void outcomeOfPromoRequest(deps, request).then((outcome) => applyRequestOutcome(outcome, 'signup')),
    });
    const offSignedIn = onSignedIn((SSOid) => void attachPromoIfNeeded(deps, SSOid));
    return () => {
      offRequests();
      offSignedIn();
    };
  }, [deps]);
  useOneTap(deps);
  return <AuthModals />;
}
