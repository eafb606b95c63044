import { HELD_PRESS_PROPERTY, heldPressTarget, PARCEL_PLACED_PROPERTY, SERVER_MARKUP_ATTRIBUTE } from '@hourspace/contracts/first-screen';

type MarkupElement = Element & { [HELD_PRESS_PROPERTY]?: Element; [PARCEL_PLACED_PROPERTY]?: boolean };

/** The event a held press sends from the markup's element, so that the shell starts its application now (`bootstrap.ts`). */
export const HELD_PRESS_EVENT = 'hs:held-press';

/**
 * Holds a press on markup rendered ahead (an application's container or a parcel's element,
 * `data-hs-ssr`) before the code that hydrates it is in: a button there does nothing yet, and a
 * submit button would send its form to the page itself. Links keep working (the browser follows
 * them). The press's default is prevented, its target left on the markup's element for whoever
 * hydrates it to click again (`replayHeldPress`, or `RemoteParcel` for a parcel), and
 * `HELD_PRESS_EVENT` tells the shell to start that application at once if it waits
 * (docs/decisions/parcel-markup-ahead.md, nav-markup-ahead.md). Runs from the shell's first
 * script; returns the stop.
 */
export function holdEarlyPresses(doc: Document = document): () => void {
  const hold = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || target.closest('a[href]')) return;
    const element = target.closest<Element>(`[${SERVER_MARKUP_ATTRIBUTE}]`) as MarkupElement | null;
    if (!element || element[PARCEL_PLACED_PROPERTY]) return;
    event.preventDefault();
    event.stopPropagation();
    const pressed = heldPressTarget(target);
    if (pressed) element[HELD_PRESS_PROPERTY] = pressed;
    element.dispatchEvent(new CustomEvent(HELD_PRESS_EVENT, { bubbles: true }));
  };
  doc.addEventListener('click', hold, true);
  return () => doc.removeEventListener('click', hold, true);
}

/** Clicks again the press held on `element` before its application hydrated it, if its target is still there. */
export function replayHeldPress(element: Element): void {
  const marks = element as MarkupElement;
  const held = marks[HELD_PRESS_PROPERTY];
  delete marks[HELD_PRESS_PROPERTY];
  if (held instanceof HTMLElement && held.isConnected && element.contains(held)) held.click();
}
