import { getBus } from '@hourspace/bus';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@hourspace/ui/testing';
import { fakeNavApi, freshPageForEachTest, renderNav, SESSIONS, setSession } from '../../testing/render-nav';
import { TopNav } from '../top-nav';
import { TRANSPARENT_NAV_TRIGGER_PX } from '../../features/transparent-nav/hooks/use-transparent-nav';

const media = freshPageForEachTest(1280);

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('TopNav logged out', () => {
  it('links list your space, log in and sign up under the prefix', async () => {
    setSession(SESSIONS.loggedOut);
    renderNav(<TopNav prefix="us" locale="en-US" />);
    expect(within(nav()).getByRole('link', { name: 'List your space' })).toHaveAttribute('href', '/us/host');
    expect(within(nav()).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/us/#a=login');
    expect(within(nav()).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/us/#a=signup&source=nav');
    expect(within(nav()).getByRole('link', { name: 'Hourspace home' })).toHaveAttribute('href', '/us/');
    await screen.findByRole('button', { name: 'Browse spaces' });
  });

  it('starts with a skip link to the main content, and marks the link to the page shown with aria-current', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/us/host');
    setSession(SESSIONS.loggedOut);
    renderNav(<TopNav prefix="us" locale="en-US" />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(within(nav()).getByRole('link', { name: 'List your space' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'Hourspace home' })).not.toHaveAttribute('aria-current');
    act(() => {
      window.history.pushState(null, '', '/us/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(within(nav()).getByRole('link', { name: 'Hourspace home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'List your space' })).not.toHaveAttribute('aria-current');
    await screen.findByRole('button', { name: 'Browse spaces' });
  });

  it('opens the browse tree with its see-all entries styled apart', async () => {
    const user = userEvent.setup();
    setSession(SESSIONS.loggedOut);
    renderNav(<TopNav prefix="us" locale="en-US" />);
    const browse = screen.getByRole('button', { name: 'Browse spaces' });
    expect(browse).toHaveAttribute('aria-expanded', 'false');
    await user.click(browse);
    expect(browse).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Party Venues' })).toHaveAttribute('href', '/us/plan/party');
    const seeAll = screen.getByRole('link', { name: 'See all event spaces' });
    expect(seeAll).toHaveClass('seeAll');
    expect(screen.getByRole('link', { name: 'Party Venues' })).not.toHaveClass('seeAll');
  });

  it('shows the locale selector with all 8 locales', async () => {
    const user = userEvent.setup();
    setSession(SESSIONS.loggedOut);
    renderNav(<TopNav prefix="us" locale="en-US" />);
    await user.click(screen.getByRole('button', { name: 'Language and region: US, English (US)' }));
    const options = within(screen.getByRole('list', { name: 'Choose a language and region' })).getAllByRole('button');
    expect(options).toHaveLength(8);
  });

  it('has no axe violations with a dropdown open', async () => {
    const user = userEvent.setup();
    setSession(SESSIONS.loggedOut);
    const { container } = renderNav(<TopNav prefix="us" locale="en-US" />);
    await user.click(screen.getByRole('button', { name: 'Browse spaces' }));
    await screen.findByRole('link', { name: 'Party Venues' });
    await expectNoAxeViolations(container);
  });
});

describe('TopNav at 992 px or less', () => {
  it('replaces the bar with a menu button opening a slide-in that locks the page scroll', async () => {
    media.set({ width: 992 });
    const user = userEvent.setup();
    setSession(SESSIONS.loggedOut);
    renderNav(<TopNav prefix="us" locale="en-US" />);
    expect(within(nav()).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/us/#a=login');
    expect(within(dialog).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/us/#a=signup&source=nav');
    expect(within(dialog).getByRole('button', { name: /Language and region/ })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(button).toHaveFocus();
  });

  it('keeps the focus inside the slide-in', async () => {
    media.set({ width: 800 });
    const user = userEvent.setup();
    setSession(SESSIONS.guest);
    renderNav(<TopNav prefix="us" locale="en-US" />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    for (let i = 0; i < 20; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it("shows the guest's inbox, bookings and boards in the slide-in", async () => {
    media.set({ width: 390 });
    const user = userEvent.setup();
    setSession(SESSIONS.guest);
    renderNav(<TopNav prefix="us" locale="en-US" />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await within(dialog).findByRole('link', { name: 'Inbox, 2 unread conversations' })).toHaveAttribute('href', '/us/inbox');
    expect(within(dialog).getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/us/bookings');
    expect(within(dialog).getByRole('link', { name: 'Boards' })).toHaveAttribute('href', '/us/boards');
    expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('closes the slide-in when a link is followed', async () => {
    window.history.replaceState(null, '', '/us/');
    media.set({ width: 800 });
    const user = userEvent.setup();
    setSession(SESSIONS.loggedOut);
    renderNav(<TopNav prefix="us" locale="en-US" />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Log in' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('switches to the bar when the window grows past 992 px', async () => {
    media.set({ width: 992 });
    setSession(SESSIONS.loggedOut);
    renderNav(<TopNav prefix="us" locale="en-US" />);
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    act(() => media.set({ width: 993 }));
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Browse spaces' });
  });
});

describe('TopNav while the session loads', () => {
  it('shows only a busy profile menu', () => {
    renderNav(<TopNav prefix="us" locale="en-US" />);
    const profile = screen.getByRole('button', { name: 'Loading your account' });
    expect(profile).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('button')).toEqual([profile]);
    expect(within(nav()).getAllByRole('link')).toHaveLength(1);
  });

  it('shows the busy profile menu on small screens too, without a menu button', () => {
    media.set({ width: 390 });
    setSession(SESSIONS.loading);
    renderNav(<TopNav prefix="us" locale="en-US" />);
    expect(screen.getByRole('button', { name: 'Loading your account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe('TopNav for a guest', () => {
  it('shows search, inbox with the unread count, bookings and boards in the bar', async () => {
    setSession(SESSIONS.guest);
    const { api } = renderNav(<TopNav prefix="us" locale="en-US" />);
    expect(within(nav()).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/us/#a=search');
    expect(await within(nav()).findByRole('link', { name: 'Inbox, 2 unread conversations' })).toHaveAttribute('href', '/us/inbox');
    expect(api.getUnreadThreadCount).toHaveBeenCalledWith('u-guest');
    expect(within(nav()).getByRole('link', { name: 'Bookings' })).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Boards' })).toBeInTheDocument();
  });

  it('opens the profile menu with profile, Payments, reviews, help and log out, without the bar entries', async () => {
    const user = userEvent.setup();
    setSession(SESSIONS.guest);
    renderNav(<TopNav prefix="us" locale="en-US" />);
    await user.click(screen.getByRole('button', { name: 'Account menu for Grace' }));
    const menu = screen.getByRole('list', { name: 'Account menu for Grace' });
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/us/profile');
    expect(within(menu).getByRole('link', { name: 'Payments' })).toHaveAttribute('href', '/us/account');
    expect(within(menu).getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/us/reviews/about-you');
    expect(within(menu).getByRole('link', { name: 'Help' })).toHaveAttribute('href', 'https://help.hourspace.com/hc/en-us');
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: /Inbox/ })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Bookings' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Boards' })).not.toBeInTheDocument();
  });

  it('closes the profile menu on Escape and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    setSession(SESSIONS.guest);
    renderNav(<TopNav prefix="us" locale="en-US" />);
    const trigger = screen.getByRole('button', { name: 'Account menu for Grace' });
    await user.click(trigger);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it("shows 'Earn $50' in en-US when the referrals feature is on", async () => {
    setSession(SESSIONS.guest);
    const { api } = renderNav(<TopNav prefix="us" locale="en-US" />);
    expect(await within(nav()).findByRole('link', { name: 'Earn $50' })).toHaveAttribute('href', '/us/referrals');
    expect(api.getEnv).toHaveBeenCalledWith('en-US');
  });

  it('hides referrals when the feature is off', async () => {
    setSession(SESSIONS.guest);
    const api = fakeNavApi();
    api.getEnv.mockResolvedValue({ locale: 'en-US', features: { google_signup: true, referrals: false, referral_value: 50 } });
    renderNav(<TopNav prefix="us" locale="en-US" />, { api });
    await waitFor(() => expect(api.getEnv).toHaveBeenCalled());
    await within(nav()).findByRole('link', { name: /Inbox, 2 unread/ });
    expect(within(nav()).queryByRole('link', { name: /Earn/ })).not.toBeInTheDocument();
  });

  it('never offers referrals outside en-US', async () => {
    setSession(SESSIONS.guest);
    const api = fakeNavApi();
    api.getEnv.mockResolvedValue({ locale: 'en-GB', features: { google_signup: true, referrals: true, referral_value: 50 } });
    renderNav(<TopNav prefix="gb" locale="en-GB" />, { api });
    await within(nav()).findByRole('link', { name: /Inbox, 2 unread/ });
    expect(api.getEnv).not.toHaveBeenCalled();
    expect(within(nav()).queryByRole('link', { name: /Earn/ })).not.toBeInTheDocument();
  });

  it("reads the unread count again when a re-read profile's thread count changes", async () => {
    setSession(SESSIONS.guest);
    const { api } = renderNav(<TopNav prefix="us" locale="en-US" />);
    expect(await within(nav()).findByRole('link', { name: 'Inbox, 2 unread conversations' })).toBeInTheDocument();
    api.getUnreadThreadCount.mockResolvedValue({ thread_count: 3 });
    act(() => setSession({ ...SESSIONS.guest, profile: { ...SESSIONS.guest.profile, thread_count: 3 } }));
    expect(await within(nav()).findByRole('link', { name: 'Inbox, 3 unread conversations' })).toBeInTheDocument();
    expect(api.getUnreadThreadCount).toHaveBeenCalledTimes(2);
  });

  it('shows no badge when the unread count cannot be read', async () => {
    setSession(SESSIONS.guest);
    const api = fakeNavApi();
    api.getUnreadThreadCount.mockRejectedValue(new Error('offline'));
    renderNav(<TopNav prefix="us" locale="en-US" />, { api });
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith('[mf-nav] the unread count could not be read', expect.any(Error)));
    expect(within(nav()).getByRole('link', { name: 'Inbox' })).toBeInTheDocument();
  });

  it('logs out through @hourspace/session and shows the logged-out menu', async () => {
    const user = userEvent.setup();
    setSession(SESSIONS.guest);
    document.cookie = 'PSAccess=token; path=/';
    const signedOut = jest.fn();
    getBus().on('auth:signed-out', signedOut);
    const { api } = renderNav(<TopNav prefix="us" locale="en-US" />);
    await user.click(screen.getByRole('button', { name: 'Account menu for Grace' }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await within(nav()).findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(getBus().getState('session')).toEqual({ navState: 'NAV_LOGGED_OUT', profile: null });
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(document.cookie).not.toContain('PSAccess');
  });

  it('has no axe violations with the profile menu open', async () => {
    const user = userEvent.setup();
    setSession(SESSIONS.guest);
    const { container } = renderNav(<TopNav prefix="us" locale="en-US" />);
    await within(nav()).findByRole('link', { name: 'Earn $50' });
    await user.click(screen.getByRole('button', { name: 'Account menu for Grace' }));
    await expectNoAxeViolations(container);
  });
});

describe('TopNav for a host', () => {
  it('shows inbox, bookings, listings and calendar, and add-ons and community in the profile menu', async () => {
    const user = userEvent.setup();
    setSession(SESSIONS.host);
    renderNav(<TopNav prefix="us" locale="en-US" />);
    expect(within(nav()).getByRole('link', { name: 'Listings' })).toHaveAttribute('href', '/us/mylistings');
    expect(within(nav()).getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/us/calendar');
    expect(within(nav()).getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/us/bookings');
    await user.click(screen.getByRole('button', { name: 'Account menu for Harper' }));
    expect(screen.getByRole('link', { name: 'Add-ons' })).toHaveAttribute('href', '/us/hosting/add-ons');
    expect(screen.getByRole('link', { name: 'Community' })).toHaveAttribute('href', 'https://community.hourspace.com/');
    expect(screen.queryByRole('link', { name: 'Boards' })).not.toBeInTheDocument();
  });

  it("warns 'Add payout info' linking to /account/host when there is no payout account", async () => {
    setSession(SESSIONS.host);
    const { api } = renderNav(<TopNav prefix="us" locale="en-US" />);
    expect(await screen.findByRole('link', { name: 'Add payout info' })).toHaveAttribute('href', '/us/account/host');
    expect(api.payments.getAccounts).toHaveBeenCalledWith('u-host');
  });

  it("warns 'Payouts blocked' linking to /account/methods when the bank account has an error", async () => {
    setSession(SESSIONS.host);
    const api = fakeNavApi();
    api.payments.getAccounts.mockResolvedValue({
      details_submitted: true,
      payouts_enabled: false,
      external_accounts: { data: [{}] },
      external_accounts_error: 'Bank account could not be verified.',
    });
    renderNav(<TopNav prefix="gb" locale="en-GB" />, { api });
    expect(await screen.findByRole('link', { name: 'Payouts blocked' })).toHaveAttribute('href', '/gb/account/methods');
  });

  it('shows no warning when the payout account cannot be read', async () => {
    setSession(SESSIONS.host);
    const api = fakeNavApi();
    api.payments.getAccounts.mockRejectedValue(new Error('timeout'));
    renderNav(<TopNav prefix="us" locale="en-US" />, { api });
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith('[mf-nav] the payout account could not be read', expect.any(Error)));
    expect(screen.queryByRole('link', { name: /payout/i })).not.toBeInTheDocument();
  });

  it('shows no warning to a guest, and never asks for their payout account', async () => {
    setSession(SESSIONS.guest);
    const { api } = renderNav(<TopNav prefix="us" locale="en-US" />);
    await within(nav()).findByRole('link', { name: /Inbox, 2 unread/ });
    expect(api.payments.getAccounts).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Add payout info' })).not.toBeInTheDocument();
  });
});

describe('TopNav surface', () => {
  it('is a plain bar off the home page', () => {
    setSession(SESSIONS.loading);
    renderNav(<TopNav prefix="us" locale="en-US" />);
    expect(screen.getByRole('banner')).not.toHaveClass('floating');
    expect(screen.getByRole('banner')).not.toHaveClass('transparent');
  });

  it('is transparent on the home page until scrolled past the trigger point', () => {
    window.history.replaceState(null, '', '/us/');
    setSession(SESSIONS.loading);
    renderNav(<TopNav prefix="us" locale="en-US" />);
    const header = screen.getByRole('banner');
    expect(header).toHaveClass('floating');
    expect(header).toHaveClass('transparent');
    act(() => {
      window.scrollY = TRANSPARENT_NAV_TRIGGER_PX + 1;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveClass('floating');
    expect(header).not.toHaveClass('transparent');
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveClass('transparent');
  });

  it("keeps the fixed bar's height in the flow when the bar grows (large text wraps it)", () => {
    const observed: ResizeObserverCallback[] = [];
    const original = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        observed.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      window.history.replaceState(null, '', '/us/');
      setSession(SESSIONS.loading);
      const { container } = renderNav(<TopNav prefix="us" locale="en-US" />);
      const header = screen.getByRole('banner');
      const spacer = container.querySelector<HTMLElement>('.spacer')!;
      Object.defineProperty(header, 'offsetHeight', { configurable: true, value: 130 });
      act(() => observed.forEach((callback) => callback([], {} as ResizeObserver)));
      expect(spacer.style.height).toBe('130px');
    } finally {
      window.ResizeObserver = original;
    }
  });

  it('turns solid when single-spa routes away from the home page', () => {
    window.history.replaceState(null, '', '/de/');
    setSession(SESSIONS.loading);
    renderNav(<TopNav prefix="de" locale="de-DE" />);
    expect(screen.getByRole('banner')).toHaveClass('transparent');
    act(() => {
      window.history.pushState(null, '', '/de/s/');
      window.dispatchEvent(new Event('single-spa:routing-event'));
    });
    expect(screen.getByRole('banner')).not.toHaveClass('floating');
  });
});
