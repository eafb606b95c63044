import { parseLocalePath } from '@hourspace/i18n';
import { useStoreAfterHydration } from '@hourspace/ui';

/**
 * How far the home page scrolls before the nav turns solid: past this many px content
 * starts to pass under the bar. See docs/decisions/nav-layout.md.
 */
export const TRANSPARENT_NAV_TRIGGER_PX = 80;

/** Whether the current path is the home page of its locale ('/us/', '/de/', '/'). */
export function isHomePath(pathname: string): boolean {
  return parseLocalePath(pathname).rest === '/';
}

function subscribe(onChange: () => void): () => void {
  const events = ['scroll', 'popstate', 'single-spa:routing-event'] as const;
  for (const name of events) window.addEventListener(name, onChange, { passive: true });
  return () => {
    for (const name of events) window.removeEventListener(name, onChange);
  };
}

/**
 * Rendered ahead, the nav is the home page's (the only page rendered ahead), at the top:
 * transparent; hydrating it starts from the same, then follows the scroll.
 */
const serverSnapshot = () => (typeof window === 'undefined' || isHomePath(window.location.pathname) ? 'transparent' : 'page');

function snapshot(): 'transparent' | 'home' | 'page' {
  if (!isHomePath(window.location.pathname)) return 'page';
  return window.scrollY <= TRANSPARENT_NAV_TRIGGER_PX ? 'transparent' : 'home';
}

/**
 * Spec §2: on the home page the nav stays at the top of the window, transparent (no
 * background, edge or shadow: the hero shows through) while the page is scrolled above
 * the trigger point, solid below it; on other pages it is a plain bar in the flow.
 */
export function useNavSurface(): 'transparent' | 'home' | 'page' {
  return useStoreAfterHydration(subscribe, snapshot, serverSnapshot);
}
