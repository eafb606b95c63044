import { useShellServices } from '@hourspace/remote';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { notice as makeNotice, type Notice } from './notices';
import { useAuthApi } from './api';
import { useAuthStore } from './auth-store';
import { createFlowDeps, type FlowDeps } from './flow-deps';
import { fail, type Outcome } from './views';

/** The flow dependencies for the locale this remote was mounted with. */
export function useFlowDeps(): FlowDeps {
  const services = useShellServices();
  const locale = services?.locale ?? 'en-US';
  const prefix = services?.prefix ?? 'us';
  const api = useAuthApi();
  return useMemo(() => createFlowDeps({ locale, prefix, api }), [locale, prefix, api]);
}

/** Applies a flow's outcome; answers the message to keep showing, if any. */
export type OutcomeApplier = (outcome: Outcome) => Notice | null;

/**
 * Runs flow steps for a modal: one at a time (`busy` names the running one, for the
 * button spinner), applying each outcome to the modal store and keeping its message.
 * A page of this remote passes its own `applyOutcome` (see features/login's sign-in page).
 */
export function useFlow(initialNotice?: Notice, applyOutcome?: OutcomeApplier) {
  const deps = useFlowDeps();
  const storeApply = useAuthStore((state) => state.apply);
  const apply = applyOutcome ?? storeApply;
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(initialNotice ?? null);
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (what: string, step: (deps: FlowDeps) => Promise<Outcome | null>) => {
      if (running.current) return;
      running.current = true;
      setBusy(what);
      setNotice(null);
      let outcome: Outcome | null;
      try {
        outcome = await step(deps);
      } catch (error) {
        console.error('[mf-auth] a flow step failed', error);
        outcome = fail(makeNotice('loginFailed'));
      }
      // Leaving the page: stay busy so nothing is pressed twice on the way out.
      if (outcome?.kind === 'left') return;
      running.current = false;
      const shown = outcome ? apply(outcome) : null;
      if (mounted.current) {
        setBusy(null);
        setNotice(shown);
      }
    },
    [deps, apply],
  );

  return { deps, run, busy, notice, setNotice };
}
