import { startTransition, useEffect, useState, type RefObject } from 'react';

/** How far below the viewport an element counts as near: one and a quarter screens. */
export const NEAR_VIEWPORT_MARGIN = '0px 0px 125% 0px';

/**
 * What ends the wait at once, wherever the element is: the first scroll (the reader is heading
 * down), a key (Tab may be heading past it), a press, and printing (the whole page is wanted).
 */
export const NEAR_VIEWPORT_EVENTS = ['scroll', 'wheel', 'keydown', 'pointerdown', 'touchstart', 'beforeprint'] as const;

type NearWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  IntersectionObserver?: typeof IntersectionObserver;
};

/**
 * False until the element is within {@link NEAR_VIEWPORT_MARGIN} of the viewport or the reader
 * does anything ({@link NEAR_VIEWPORT_EVENTS}), then true for good (set in a transition). Where
 * the browser has no IntersectionObserver, true right after the first commit.
 *
 * For content a page renders only when it may be seen: the home page's sections below the
 * first view, which on a phone are more than a screen away, so their render, their images and
 * the commit of hundreds of nodes stay out of the page's load (docs/decisions/below-the-fold-on-approach.md).
 * The effect runs after hydration, so the first render always matches the server's.
 */
export function useNearViewport(ref: RefObject<Element | null>, given?: NearWindow): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    // Read here, not as a default parameter: the server renders this hook too, and has no window.
    const win: NearWindow = given ?? window;
    const element = ref.current;
    const Observer = win.IntersectionObserver;
    if (!element || !Observer) {
      startTransition(() => setNear(true));
      return;
    }
    let done = false;
    const observer = new Observer(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reveal();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    const stop = () => {
      observer.disconnect();
      for (const type of NEAR_VIEWPORT_EVENTS) win.removeEventListener(type, reveal, { capture: true });
    };
    function reveal() {
      if (done) return;
      done = true;
      stop();
      startTransition(() => setNear(true));
    }
    observer.observe(element);
    for (const type of NEAR_VIEWPORT_EVENTS) win.addEventListener(type, reveal, { capture: true, passive: true });
    return stop;
  }, [near, ref, given]);
  return near;
}
