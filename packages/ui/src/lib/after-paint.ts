import { startTransition, useEffect, useState } from 'react';

/**
 * `shown`, except that turning true waits for the next paint: a dialog whose content is heavy
 * (the space page's booking form in its phone tray) opens with its frame and title in the press's own
 * frame, and renders its content right after, in a transition. The press then answers on screen
 * in the time of the frame, not of the whole content's render, style and layout (lab INP,
 * docs/decisions/hydration-transitions.md, "Interactions"). Turning false is at once.
 *
 * After the paint: a `requestAnimationFrame` callback runs before the frame is painted, and a
 * task queued from it runs after. Where there is no `requestAnimationFrame` (a server, a test
 * without timers), the content comes in a task after the commit.
 */
export function useShownAfterPaint(shown: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!shown) {
      setReady(false);
      return undefined;
    }
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      timer = setTimeout(() => {
        if (!cancelled) startTransition(() => setReady(true));
      }, 0);
    };
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(show) : (show(), undefined);
    return () => {
      cancelled = true;
      if (frame !== undefined) cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [shown]);
  return shown && ready;
}
