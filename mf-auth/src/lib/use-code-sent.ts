import { useCallback, useEffect, useRef, useState } from 'react';
import type { FlowDeps } from './flow-deps';
import type { Outcome } from './views';

/** How long the 'Code Sent!' footer shows (spec §9). */
export const CODE_SENT_MS = 3500;

/** The 'Code Sent!' footer: shown for 3.5 s after each send (spec §4 step 6, §9). */
export function useCodeSent(durationMs = CODE_SENT_MS) {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flash = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(true);
    timer.current = setTimeout(() => setVisible(false), durationMs);
  }, [durationMs]);
  return { visible, flash };
}

type Run = (what: string, step: (deps: FlowDeps) => Promise<Outcome | null>) => Promise<unknown>;

/**
 * A verification modal's code sending: once when it opens (also under StrictMode's double
 * effects), and again on each `send()` (resend), with 'Code Sent!' after each success.
 */
export function useCodeSending(run: Run, sendCode: (deps: FlowDeps) => Promise<Outcome | null>) {
  const sent = useCodeSent();
  const sentOnOpen = useRef(false);
  const send = () =>
    run('send', async (deps) => {
      const failed = await sendCode(deps);
      if (!failed) sent.flash();
      return failed;
    });
  useEffect(() => {
    if (sentOnOpen.current) return;
    sentOnOpen.current = true;
    void send();
    // Only on opening: a later send is the person's resend.
  }, []);
  return { sent, send };
}
