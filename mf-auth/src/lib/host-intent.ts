/** Links that open this remote's modals through the shell's hash actions. */
export const AUTH_LINK_SELECTOR = 'a[href*="a=login"], a[href*="a=signup"], a[href*="a=promo"]';

type IntentTarget = Pick<Document, 'addEventListener' | 'removeEventListener'>;

/** The same links, while a pointer is over one of them (or over its child). */
const HOVERED_AUTH_LINK = AUTH_LINK_SELECTOR.split(', ')
  .map((link) => `${link}:hover`)
  .join(', ');

/**
 * Whether a pointer is already over, or the focus already on, a log-in, sign-up or promo link:
 * the intent came before anyone listened. The shell mounts this remote's root only once the
 * page's main application has mounted (docs/decisions/first-screen-first.md), and a visitor may
 * point at the early nav's "Log in" before then; its `pointerover` is not sent again.
 */
export function intentAlreadyShown(page: Pick<Document, 'querySelector' | 'activeElement'> = document): boolean {
  if (page.activeElement?.closest(AUTH_LINK_SELECTOR)) return true;
  try {
    return page.querySelector(HOVERED_AUTH_LINK) !== null;
  } catch {
    // An engine that cannot match :hover in a selector: the next event still counts.
    return false;
  }
}

/** The events that show intent: pointing at or focusing an auth link, or any first press of a key or a pointer. */
const HOVER_EVENTS = ['pointerover', 'focusin'] as const;
const PRESS_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Calls `run` once, at the first sign that the visitor may soon want a modal: a pointer over
 * or focus on a log-in, sign-up or promo link, or the first key or pointer press anywhere
 * (a heart, a booking button, a message button all ask for sign-up through the bus, and the
 * modal code is then on its way before their click lands). A pointer or the focus already on
 * such a link when this is called counts at once (`alreadyShown`). A page nobody touches loads
 * no modal code (docs/decisions/auth-lazy-modal-host.md). Returns the cancel.
 */
export function onAuthIntent(run: () => void, target: IntentTarget = document, alreadyShown: () => boolean = () => intentAlreadyShown()): () => void {
  let done = false;
  const stop = () => {
    for (const type of HOVER_EVENTS) target.removeEventListener(type, onHover, true);
    for (const type of PRESS_EVENTS) target.removeEventListener(type, onPress, true);
  };
  const fire = () => {
    if (done) return;
    done = true;
    stop();
    run();
  };
  function onHover(event: Event) {
    const element = event.target;
    if (element instanceof Element && element.closest(AUTH_LINK_SELECTOR)) fire();
  }
  function onPress() {
    fire();
  }
  for (const type of HOVER_EVENTS) target.addEventListener(type, onHover, { capture: true, passive: true });
  for (const type of PRESS_EVENTS) target.addEventListener(type, onPress, { capture: true, passive: true });
  if (alreadyShown()) fire();
  return () => {
    done = true;
    stop();
  };
}
