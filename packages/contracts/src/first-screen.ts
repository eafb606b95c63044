/**
 * How a page rendered ahead (`release prerender`) hands an application its first screen
 * (docs/decisions/compose-time-ssr.md). Compose writes them, the shell checks the first, the
 * remote reads both.
 */

/** The attribute on an application's container holding its server markup: the entry URL of the build that rendered it. */
export const SERVER_MARKUP_ATTRIBUTE = 'data-hs-ssr';

/**
 * On the container of a first screen rendered on request (`release serve`), the page's path and
 * query it was rendered for: the application hydrates it only at that address, with
 * `usePageUrl` answering it until hydrated (docs/decisions/request-time-ssr.md).
 */
export const FIRST_SCREEN_URL_ATTRIBUTE = 'data-hs-ssr-url';

/** The id of the JSON block holding the server data an application's markup was rendered from. */
export function serverStateId(app: string): string {
  return `hs-ssr-state-${app}`;
}

/**
 * A parcel's first screen rendered ahead inside an application's markup (the home hero's
 * search form): the element a `RemoteParcel` mounts into carries the parcel's name, and when
 * compose wrote the parcel's markup into it, the entry that rendered it
 * (`SERVER_MARKUP_ATTRIBUTE`) and the media query under which that markup is the one the
 * parcel renders (`PARCEL_MEDIA_ATTRIBUTE`; a markup laid out for phones is dropped on a wide
 * screen, where the parcel renders afresh).
 */
export const PARCEL_ATTRIBUTE = 'data-hs-parcel';

/** The media query under which a parcel's server markup is the parcel's own first render. */
export const PARCEL_MEDIA_ATTRIBUTE = 'data-hs-ssr-media';

/** The key of a parcel's server data block (`serverStateId(parcelStateKey(name))`). */
export function parcelStateKey(parcel: string): string {
  return `parcel-${parcel}`;
}

/**
 * A press on a parcel's markup rendered ahead, made before the application that places the
 * parcel has hydrated (its `RemoteParcel` is not there yet to hold it): the shell's first script
 * holds it (its default prevented) and leaves its target on the parcel's element under this
 * property, and `RemoteParcel` fetches the parcel at once and clicks it again once in.
 */
export const HELD_PRESS_PROPERTY = '__hsHeldPress';

/**
 * The element a held press is clicked on again: the nearest HTML element from the press's
 * target up. A press on a button's icon targets the icon's `<svg>` (or one of its shapes),
 * which has no `click()`: the button is clicked instead.
 */
export function heldPressTarget(target: EventTarget | null): HTMLElement | null {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
    if (node instanceof HTMLElement) return node;
  }
  return null;
}

/** Set on a parcel's element by `RemoteParcel` once it holds presses itself: the shell's holder steps aside. */
export const PARCEL_PLACED_PROPERTY = '__hsParcelPlaced';
