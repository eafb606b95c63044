import type { NavState } from '@hourspace/bus';
import { sitePath, EXTERNAL_SITES, helpCentreUrl } from './site-links';

/** Every entry a menu can hold; the label is `items.<id>` in the mf-nav namespace. */
export type NavItemId =
  | 'browse'
  | 'listYourSpace'
  | 'login'
  | 'signup'
  | 'search'
  | 'inbox'
  | 'bookings'
  | 'boards'
  | 'profile'
  | 'account'
  | 'reviews'
  | 'help'
  | 'referrals'
  | 'listings'
  | 'calendar'
  | 'addOns'
  | 'community'
  | 'logout';

/** One menu entry: a link (internal or external) or the log-out action. */
export interface NavEntry {
  id: NavItemId;
  /** Absent for `logout`, which is a button. */
  href?: string;
  external?: boolean;
  /** Spec §2: inbox, bookings and boards are in the bar on wide screens, so the menu leaves them out there. */
  wideHidden?: boolean;
}

/** The menus of one nav state: the bar's links (wide screens), the profile menu, and the slide-in (992 px or less). */
export interface NavMenus {
  bar: NavEntry[];
  profileMenu: NavEntry[] | null;
  slideIn: NavEntry[];
  /** Logged out: the browse tree and the locale selector are shown. */
  browse: boolean;
  localeSelector: boolean;
}

export interface NavContext {
  prefix: string;
  locale: string;
  /** The referrals entry is shown (en-US and the referrals feature on). */
  referrals: boolean;
}

/**
 * The menus per nav state (spec §2 Navigation menus). Pure, so every state is tested
 * without rendering.
 */
export function navMenus(navState: NavState, { prefix, locale, referrals }: NavContext): NavMenus {
  const link = (id: NavItemId, rest: string, extra: Partial<NavEntry> = {}): NavEntry => ({ id, href: sitePath(prefix, rest), ...extra });
  const external = (id: NavItemId, href: string): NavEntry => ({ id, href, external: true });
  const logout: NavEntry = { id: 'logout' };
  const referral = referrals ? [link('referrals', '/referrals')] : [];

  switch (navState) {
    case 'NAV_LOGGED_OUT': {
      const items = [link('listYourSpace', '/host'), link('login', '#a=login'), link('signup', '#a=signup&source=nav')];
      return { bar: items, profileMenu: null, slideIn: items, browse: true, localeSelector: true };
    }
    case 'NAV_LOGGED_IN_GUEST': {
      const search = link('search', '#a=search');
      const inbox = link('inbox', '/inbox');
      const bookings = link('bookings', '/bookings');
      const boards = link('boards', '/boards');
      const rest = [
        link('profile', '/profile'),
        link('account', '/account'),
        link('reviews', '/reviews/about-you'),
        link('listYourSpace', '/host'),
        external('help', helpCentreUrl(locale)),
      ];
      return {
        bar: [search, ...referral, inbox, bookings, boards],
        profileMenu: [{ ...inbox, wideHidden: true }, { ...bookings, wideHidden: true }, { ...boards, wideHidden: true }, ...rest, logout],
        slideIn: [search, inbox, bookings, boards, ...rest, ...referral, logout],
        browse: false,
        localeSelector: false,
      };
    }
    case 'NAV_LOGGED_IN_HOST': {
      const inbox = link('inbox', '/inbox');
      const bookings = link('bookings', '/bookings');
      const listings = link('listings', '/mylistings');
      const calendar = link('calendar', '/calendar');
      const addOns = link('addOns', '/hosting/add-ons');
      const rest = [link('profile', '/profile'), link('account', '/account'), addOns, external('community', EXTERNAL_SITES.community)];
      return {
        bar: [inbox, bookings, listings, calendar, ...referral],
        profileMenu: [...[inbox, bookings, listings, calendar].map((entry): NavEntry => ({ ...entry, wideHidden: true })), ...rest, logout],
        slideIn: [inbox, bookings, listings, calendar, ...rest, ...referral, logout],
        browse: false,
        localeSelector: false,
      };
    }
    case 'NAV_LOADING':
      // Spec §2: while the session is read, only the profile menu (empty until it is known).
      return { bar: [], profileMenu: [], slideIn: [], browse: false, localeSelector: false };
    case 'NAV_STEP_NAVIGATION':
      // A step-by-step flow keeps people on task: the logo only.
      return { bar: [], profileMenu: null, slideIn: [], browse: false, localeSelector: false };
  }
}
