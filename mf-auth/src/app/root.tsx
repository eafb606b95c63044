import { useShellServices } from '@hourspace/remote';
import { readPromo, recordAttribution } from '@hourspace/session';
import { useQueryClient } from '@tanstack/react-query';
import { Component, Suspense, lazy, startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onAuthRequestWaiting } from '../events/auth-requests';
import { onSignedIn } from '../events/session-events';
import { useAuthApi } from '../lib/api';
import { onModalHostDemand } from '../lib/host-demand';
import { completeGooglePopup } from '../lib/social/google-popup';
import { onAuthIntent } from '../lib/host-intent';
import { whenIdleAfterLoad } from '@hourspace/ui';
import { loadAuthHost } from './load-auth-host';

/** Renders nothing when the host's chunk failed to load, and lets the root try again later. */
class HostLoadBoundary extends Component<{ onFailed: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[mf-auth] the modal host could not be loaded', error);
    this.props.onFailed();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The part of mf-auth mounted on every page, kept small: in Google's popup it only hands
 * the answer back; otherwise it records first-touch attribution, attaches a remembered
 * promo on sign-in, and loads the modal host (its own chunk) on the first `auth:open` /
 * `promo:open`, on a demand from one of this remote's pages, at the visitor's first sign of
 * intent (see lib/host-intent), or once the page is idle when Google One Tap is to run for a
 * signed-out visitor, whichever comes first. Those requests wait on the bus until the host
 * mounts and takes them. A page nobody touches, without One Tap, loads no modal code.
 */
export function Root() {
  const services = useShellServices();
  const locale = services?.locale ?? 'en-US';
  const prefix = services?.prefix ?? 'us';
  const queryClient = useQueryClient();
  const api = useAuthApi();
  const [wanted, setWanted] = useState(false);
  // Each attempt gets its own lazy component: React keeps a failed one failed.
  const [attempt, setAttempt] = useState(0);
  const AuthHost = useMemo(() => lazy(() => loadAuthHost().then((host) => ({ default: host.AuthHost }))), [attempt]);

  useEffect(() => {
    if (completeGooglePopup()) return undefined;
    recordAttribution({ url: window.location.href, referrer: document.referrer });
    // In a transition: the first press anywhere is a sign of intent, and the modal host's render
    // and chunk requests then waited in that press's own task, before its paint (a booking
    // button's tap on a phone, docs/decisions/hydration-transitions.md, "Interactions").
    const want = () => startTransition(() => setWanted(true));
    const offWaiting = onAuthRequestWaiting(want);
    const offDemand = onModalHostDemand(want);
    const offIntent = onAuthIntent(want);
    let disposed = false;
    const cancelIdle = whenIdleAfterLoad(() => {
      import(/* webpackChunkName: "one-tap-gate" */ './one-tap-gate')
        .then(({ oneTapWanted }) => oneTapWanted(queryClient, api, locale))
        .then(
          (yes) => {
            if (yes && !disposed) want();
          },
          (error: unknown) => console.warn('[mf-auth] Google One Tap stays off: its check could not be loaded', error),
        );
    });
    const offSignedIn = onSignedIn((SSOid) => {
      if (!readPromo().entitlementId) return;
      loadAuthHost().then(
        (host) => host.attachPromo({ locale, prefix, api }, SSOid),
        (error: unknown) => console.warn('[mf-auth] the promo could not be attached', error),
      );
    });
    return () => {
      offWaiting();
      offDemand();
      offIntent();
      disposed = true;
      cancelIdle();
      offSignedIn();
    };
  }, [locale, prefix, queryClient, api]);

  if (!wanted) return null;
  return (
    <HostLoadBoundary
      key={attempt}
      onFailed={() => {
        setWanted(false);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={null}>
        <AuthHost />
      </Suspense>
    </HostLoadBoundary>
  );
}
