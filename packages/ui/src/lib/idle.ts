/** How long an idle callback may wait on a busy page before it runs anyway. */
export const IDLE_TIMEOUT_MS = 3000;

/** The delay standing in for an idle callback where the browser has none (Safari). */
export const NO_IDLE_DELAY_MS = 1000;

type IdleWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Runs `run` once the page has loaded and the browser is idle, so work that can wait never
 * competes with the page's first render. Returns the cancel.
 */
export function whenIdleAfterLoad(run: () => void, win: IdleWindow = window, doc: Pick<Document, 'readyState'> = document): () => void {
  let cancelled = false;
  let cancelScheduled = () => {};
  const schedule = () => {
    if (cancelled) return;
    const { requestIdleCallback, cancelIdleCallback } = win;
    if (requestIdleCallback && cancelIdleCallback) {
      const id = requestIdleCallback.call(win, run, { timeout: IDLE_TIMEOUT_MS });
      cancelScheduled = () => cancelIdleCallback.call(win, id);
    } else {
      const id = win.setTimeout(run, NO_IDLE_DELAY_MS);
      cancelScheduled = () => win.clearTimeout(id);
    }
  };
  if (doc.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', schedule);
    cancelScheduled();
  };
}
