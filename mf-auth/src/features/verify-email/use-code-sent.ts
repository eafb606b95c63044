import { useCallback, useEffect, useRef, useState } from 'react';
import { CODE_SENT_MS } from './verify-email';

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
