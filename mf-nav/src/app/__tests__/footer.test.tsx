import { getBus } from '@hourspace/bus';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FooterRoot } from '../footer-root';
import { expectNoAxeViolations } from '@hourspace/ui/testing';
import { renderNav, resetPage, SESSIONS, setSession } from '../../testing/render-nav';
import { CONSENT_STORAGE_KEY } from '../../features/consent/lib/consent-storage';
import { countryLinks, LANGUAGE_NAMES } from '../../features/footer/lib/footer-links';
import { LANGUAGES } from '@hourspace/i18n';
import { Footer } from '../footer';

beforeEach(() => resetPage());

const footer = () => screen.getByRole('contentinfo');

describe('Footer', () => {
  it('links the site pages under the country prefix, the blog too', () => {
    setSession(SESSIONS.loggedOut);
    renderNav(<Footer prefix="gb" locale="en-GB" />, { locale: 'en-GB', prefix: 'gb' });
    const links = within(footer());
    expect(links.getByRole('link', { name: 'Activities' })).toHaveAttribute('href', '/gb/plan/activities');
    expect(links.getByRole('link', { name: 'Locations' })).toHaveAttribute('href', '/gb/venues/locations');
    expect(links.getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/gb/resources');
    expect(links.getByRole('link', { name: 'List your space' })).toHaveAttribute('href', '/gb/host');
    expect(links.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/gb/legal/terms');
    expect(links.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/gb/legal/privacy');
    expect(links.getByRole('link', { name: 'California privacy' })).toHaveAttribute('href', '/gb/legal/privacy#california-privacy');
  });

  it('links the external sites, the help centre in the locale language', () => {
    setSession(SESSIONS.loggedOut);
    renderNav(<Footer prefix="de" locale="de-DE" />);
    const links = within(footer());
    for (const [name, href] of [
      ['About', 'https://about.hourspace.com/'],
      ['Press', 'https://about.hourspace.com/press'],
      ['Careers', 'https://about.hourspace.com/careers'],
      ['Community', 'https://community.hourspace.com/'],
      ['Help centre', 'https://help.hourspace.com/hc/de'],
      ['Trust and safety', 'https://help.hourspace.com/hc/de/categories/trust-and-safety'],
    ]) {
      expect(links.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('has a link to every country by prefix, the current one marked', () => {
    setSession(SESSIONS.loggedOut);
    renderNav(<Footer prefix="fr-ca" locale="fr-CA" />, { locale: 'fr-CA', prefix: 'fr-ca' });
    const countries = within(screen.getByRole('region', { name: 'Hourspace around the world' }));
    const links = countries.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['États-Unis · United States', '/us/'],
      ['Royaume-Uni · United Kingdom', '/gb/'],
      ['France', '/fr/'],
      ['Canada (Français)', '/fr-ca/'],
      ['Espagne · España', '/es/'],
      ['Allemagne · Deutschland', '/de/'],
      ['Canada (English)', '/ca/'],
      ['Australie · Australia', '/au/'],
    ]);
    expect(countries.getByText('España')).toHaveAttribute('lang', 'es-ES');
    expect(countries.getByRole('link', { name: 'Canada (Français)' })).toHaveAttribute('aria-current', 'true');
    expect(countryLinks()).toHaveLength(8);
  });

  it('names each language in itself, as Intl.DisplayNames does', () => {
    for (const language of LANGUAGES) {
      const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? '';
      expect([language, LANGUAGE_NAMES[language]]).toEqual([language, name.charAt(0).toLocaleUpperCase(language) + name.slice(1)]);
    }
  });

  it("names the countries in the page's language: España and Estados Unidos on /es/, the spec's labels on English pages", () => {
    setSession(SESSIONS.loggedOut);
    const { unmount } = renderNav(<Footer prefix="es" locale="es-ES" />, { locale: 'es-ES', prefix: 'es' });
    const countries = within(screen.getByRole('region', { name: 'Hourspace around the world' }));
    expect(countries.getByRole('link', { name: 'España' })).toHaveAttribute('href', '/es/');
    expect(countries.getByRole('link', { name: 'Estados Unidos · United States' })).toHaveAttribute('href', '/us/');
    unmount();
    renderNav(<Footer prefix="us" locale="en-US" />);
    expect(within(screen.getByRole('region', { name: 'Hourspace around the world' })).getByRole('link', { name: 'the US' })).toHaveAttribute('aria-current', 'true');
  });

  it('links the 7 social networks and both app stores', () => {
    setSession(SESSIONS.loggedOut);
    renderNav(<Footer prefix="us" locale="en-US" />);
    const social = within(screen.getByRole('region', { name: 'Follow us' })).getAllByRole('link');
    expect(social.map((link) => link.textContent)).toEqual(['Facebook', 'Instagram', 'X', 'LinkedIn', 'Pinterest', 'TikTok', 'YouTube']);
    for (const link of social) expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', expect.stringContaining('apps.apple.com'));
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', expect.stringContaining('play.google.com'));
  });

  it("opens the consent manager from 'Your privacy choices' and honours what is saved", async () => {
    const user = userEvent.setup();
    setSession(SESSIONS.loggedOut);
    renderNav(<Footer prefix="us" locale="en-US" />);
    const button = within(footer()).getByRole('button', { name: 'Your privacy choices' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Your privacy choices' });
    await expectNoAxeViolations(dialog.parentElement ?? dialog);

    const analytics = within(dialog).getByRole('checkbox', { name: 'Analytics' });
    const marketing = within(dialog).getByRole('checkbox', { name: 'Marketing' });
    // The test machine's time zone is not a US one: both start off (opt-in regime).
    expect(analytics).not.toBeChecked();
    expect(marketing).not.toBeChecked();
    await user.click(analytics);
    await user.click(within(dialog).getByRole('button', { name: 'Save choices' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getBus().getState('consent')).toEqual({ decided: true, analytics: true, marketing: false });
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({ analytics: true, marketing: false });
    expect(screen.getByRole('status')).toHaveTextContent('Your privacy choices were saved.');
    expect(button).toHaveFocus();

    await user.click(button);
    expect(within(screen.getByRole('dialog')).getByRole('checkbox', { name: 'Analytics' })).toBeChecked();
  });

  it('rejects everything in one step', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: true, marketing: true, decidedAt: Date.now() }));
    setSession(SESSIONS.loggedOut);
    renderNav(<Footer prefix="us" locale="en-US" />);
    await user.click(screen.getByRole('button', { name: 'Your privacy choices' }));
    expect(screen.getByRole('checkbox', { name: 'Marketing' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(getBus().getState('consent')).toEqual({ decided: true, analytics: false, marketing: false });
  });

  it('discards unsaved changes when the manager is closed', async () => {
    const user = userEvent.setup();
    setSession(SESSIONS.loggedOut);
    renderNav(<Footer prefix="us" locale="en-US" />);
    await user.click(screen.getByRole('button', { name: 'Your privacy choices' }));
    await user.click(screen.getByRole('checkbox', { name: 'Marketing' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Your privacy choices' }));
    expect(screen.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
  });

  it('has a locale selector reporting itself as the footer one', () => {
    setSession(SESSIONS.loggedOut);
    renderNav(<Footer prefix="us" locale="en-US" />);
    expect(within(footer()).getByRole('button', { name: 'Language and region: US, English (US)' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    setSession(SESSIONS.guest);
    const { container } = renderNav(<Footer prefix="us" locale="en-US" />);
    await expectNoAxeViolations(container);
  });
});

describe('FooterRoot', () => {
  it('publishes the stored choices as the consent topic in a task after it mounts, not in its first commit', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: false, marketing: true, decidedAt: Date.now() }));
    setSession(SESSIONS.loggedOut);
    renderNav(<FooterRoot prefix="us" locale="en-US" />);
    expect(getBus().getState('consent')).toBeUndefined();
    await waitFor(() => expect(getBus().getState('consent')).toEqual({ decided: true, analytics: false, marketing: true }));
  });

  it('publishes an undecided default when nothing is stored', async () => {
    setSession(SESSIONS.loggedOut);
    renderNav(<FooterRoot prefix="us" locale="en-US" />);
    await waitFor(() => expect(getBus().getState('consent')).toEqual({ decided: false, analytics: false, marketing: false }));
  });

  it('follows a decision made in another tab', async () => {
    setSession(SESSIONS.loggedOut);
    renderNav(<FooterRoot prefix="us" locale="en-US" />);
    await waitFor(() => expect(getBus().getState('consent')).toBeDefined());
    const value = JSON.stringify({ analytics: true, marketing: true, decidedAt: Date.now() });
    window.localStorage.setItem(CONSENT_STORAGE_KEY, value);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY, newValue: value }));
    });
    expect(getBus().getState('consent')).toEqual({ decided: true, analytics: true, marketing: true });
  });
});
