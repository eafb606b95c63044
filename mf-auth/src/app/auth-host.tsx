// The ui index's own tokens import is dropped by webpack's sideEffects pruning (the index
// re-exports only), so the --hs-* custom properties are loaded here explicitly.
import '@hourspace/ui/tokens.css';
import type { ApiClient } from '@hourspace/api-client';
import { useEffect } from 'react';
import { handleAuthRequests } from '../events/auth-requests';
import { AuthModals } from './auth-modals';
import { useAuthStore } from '../lib/auth-store';
import { createFlowDeps } from '../lib/flow-deps';
import { outcomeOfAuthRequest, outcomeOfPromoRequest } from './handle-request';
import { useFlowDeps } from '../lib/use-flow';
import type { Outcome, View } from '../lib/views';
import { attachPromoIfNeeded } from '../features/promo/lib/promo';
import { useOneTap } from '../features/social/hooks/use-one-tap';

/** A request's outcome: a message with nowhere to stay opens the modal it belongs to. */
function applyRequestOutcome(outcome: Outcome, fallback: View['name']): void {
  const store = useAuthStore.getState();
  const notice = store.apply(outcome);
  if (notice) store.show(fallback === 'signup' ? { name: 'signup', notice } : { name: 'login', notice });
}

/**
 * The modal host, loaded apart from the always-mounted root (see root.tsx): takes the
 * `auth:open` and `promo:open` requests (first those waiting on the bus), runs Google One Tap
 * for a signed-out visitor, and shows the modal asked for.
 */
export function AuthHost() {
  const deps = useFlowDeps();
  useEffect(
    () =>
      handleAuthRequests({
        auth: (request) => void outcomeOfAuthRequest(deps, request).then((outcome) => applyRequestOutcome(outcome, request.view === 'signup' ? 'signup' : 'login')),
        promo: (request) => void outcomeOfPromoRequest(deps, request).then((outcome) => applyRequestOutcome(outcome, 'signup')),
      }),
    [deps],
  );
  useOneTap(deps);
  return <AuthModals />;
}

/** Attaches the remembered promo to the person who just signed in (spec §4 Promo). */
export function attachPromo(page: { locale: string; prefix: string; api: ApiClient }, SSOid: string): Promise<boolean> {
  return attachPromoIfNeeded(createFlowDeps(page), SSOid);
}
