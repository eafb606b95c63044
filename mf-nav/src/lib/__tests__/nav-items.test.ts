import { navMenus, type NavEntry } from '../nav-items';

const ctx = { prefix: 'us', locale: 'en-US', referrals: false };
const ids = (entries: NavEntry[] | null) => (entries ?? []).map((entry) => entry.id);
const hrefOf = (entries: NavEntry[], id: string) => entries.find((entry) => entry.id === id)?.href;

describe('navMenus', () => {
  it('gives a logged-out visitor browse, list your space, log in, sign up and the locale selector', () => {
    const menus = navMenus('NAV_LOGGED_OUT', ctx);
    expect(ids(menus.bar)).toEqual(['listYourSpace', 'login', 'signup']);
    expect(menus.browse).toBe(true);
    expect(menus.localeSelector).toBe(true);
    expect(menus.profileMenu).toBeNull();
    expect(hrefOf(menus.bar, 'listYourSpace')).toBe('/us/host');
    expect(hrefOf(menus.bar, 'login')).toBe('/us/#a=login');
    expect(hrefOf(menus.bar, 'signup')).toBe('/us/#a=signup&source=nav');
  });

  it('puts every link under the page prefix', () => {
    const menus = navMenus('NAV_LOGGED_IN_GUEST', { ...ctx, prefix: 'fr-ca', locale: 'fr-CA' });
    expect(hrefOf(menus.slideIn, 'bookings')).toBe('/fr-ca/bookings');
    expect(hrefOf(menus.slideIn, 'reviews')).toBe('/fr-ca/reviews/about-you');
    expect(hrefOf(menus.slideIn, 'help')).toBe('https://help.hourspace.com/hc/fr-ca');
  });

  it('gives a guest search, inbox, bookings, boards, profile, Payments, reviews, list your space, help and log out', () => {
    const menus = navMenus('NAV_LOGGED_IN_GUEST', ctx);
    expect(ids(menus.slideIn)).toEqual(['search', 'inbox', 'bookings', 'boards', 'profile', 'account', 'reviews', 'listYourSpace', 'help', 'logout']);
    expect(hrefOf(menus.slideIn, 'account')).toBe('/us/account');
    expect(hrefOf(menus.slideIn, 'search')).toBe('/us/#a=search');
    expect(menus.slideIn.find((entry) => entry.id === 'help')?.external).toBe(true);
    expect(menus.browse).toBe(false);
  });

  it("hides the guest's inbox, bookings and boards in the profile menu on wide screens, where the bar has them", () => {
    const menus = navMenus('NAV_LOGGED_IN_GUEST', ctx);
    expect(ids(menus.bar)).toEqual(['search', 'inbox', 'bookings', 'boards']);
    const hidden = (menus.profileMenu ?? []).filter((entry) => entry.wideHidden).map((entry) => entry.id);
    expect(hidden).toEqual(['inbox', 'bookings', 'boards']);
    expect(ids(menus.profileMenu)).toContain('logout');
  });

  it('adds the referrals entry only when asked to', () => {
    expect(ids(navMenus('NAV_LOGGED_IN_GUEST', ctx).slideIn)).not.toContain('referrals');
    const menus = navMenus('NAV_LOGGED_IN_GUEST', { ...ctx, referrals: true });
    expect(ids(menus.bar)).toContain('referrals');
    expect(hrefOf(menus.slideIn, 'referrals')).toBe('/us/referrals');
  });

  it('gives a host inbox, bookings, listings, calendar, add-ons, profile, community and log out', () => {
    const menus = navMenus('NAV_LOGGED_IN_HOST', { ...ctx, referrals: true });
    expect(ids(menus.bar)).toEqual(['inbox', 'bookings', 'listings', 'calendar', 'referrals']);
    expect(hrefOf(menus.slideIn, 'listings')).toBe('/us/mylistings');
    expect(hrefOf(menus.slideIn, 'calendar')).toBe('/us/calendar');
    expect(hrefOf(menus.slideIn, 'addOns')).toBe('/us/hosting/add-ons');
    expect(menus.slideIn.find((entry) => entry.id === 'community')).toMatchObject({ external: true, href: 'https://community.hourspace.com/' });
    expect(ids(menus.slideIn)).toContain('logout');
    expect(ids(menus.slideIn)).not.toContain('boards');
  });

  it('shows only an empty profile menu while loading', () => {
    const menus = navMenus('NAV_LOADING', ctx);
    expect(menus).toEqual({ bar: [], profileMenu: [], slideIn: [], browse: false, localeSelector: false });
  });

  it('shows nothing but the logo during step navigation', () => {
    expect(navMenus('NAV_STEP_NAVIGATION', ctx)).toEqual({ bar: [], profileMenu: null, slideIn: [], browse: false, localeSelector: false });
  });
});
