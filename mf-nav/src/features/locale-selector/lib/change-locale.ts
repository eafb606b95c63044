import type { SessionState } from '@hourspace/bus';
import { switchLocalePath } from '@hourspace/i18n';
import { setPreferredLocaleCookie } from '@hourspace/session';
import type { NavApi } from '../../../lib/nav-api';
import { loadPage } from './navigation';
import { trackLocaleUpdated, type LocaleUiElement } from '../../../events/analytics';

/** What changing the locale needs; `navigate` is a full page load (the locale picks the release manifest). */
export interface ChangeLocaleInput {
  from: string;
  to: string;
  uiElement: LocaleUiElement;
  session: SessionState;
  api: Pick<NavApi, 'updateProfile'>;
  navigate?: (url: string) => void;
}

/** How a change ended: the page is leaving, or the profile could not be saved. */
export type ChangeLocaleOutcome = 'navigating' | 'unchanged' | 'failed';

function isLoggedIn(session: SessionState): boolean {
  return session.navState === 'NAV_LOGGED_IN_GUEST' || session.navState === 'NAV_LOGGED_IN_HOST';
}

/**
 * Spec §4 Locale selector: when logged in, preferred_locale is saved to the profile
 * first (a failure stops here, and the caller reverts and shows the error); then the
 * preferred_locale cookie is set for 6 hours, 'locale updated' is tracked and the page
 * loads the same path under the new locale's prefix.
 */
export async function changeLocale({ from, to, uiElement, session, api, navigate = loadPage }: ChangeLocaleInput): Promise<ChangeLocaleOutcome> {
  if (from === to) return 'unchanged';
  if (isLoggedIn(session)) {
    try {
      await api.updateProfile({ preferred_locale: to });
    } catch (error) {
      console.warn('[mf-nav] preferred_locale could not be saved', error);
      return 'failed';
    }
  }
  setPreferredLocaleCookie(to);
  trackLocaleUpdated({ changed_from: from, changed_to: to, ui_element: uiElement, ssoid: session.profile?.SSOid ?? null });
  navigate(switchLocalePath(window.location, to));
  return 'navigating';
}
