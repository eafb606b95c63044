import { getBus } from '@hourspace/bus';
import { getCookie } from '@hourspace/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPage } from '../../lib/navigation';
import { expectNoAxeViolations } from '@hourspace/ui/testing';
import { fakeNavApi, renderNav, resetPage, SESSIONS, setSession } from '../../../../testing/render-nav';
import { LocaleSelector } from '../locale-selector';

jest.mock('../../lib/navigation', () => ({ loadPage: jest.fn() }));
const loadPageMock = jest.mocked(loadPage);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  resetPage();
  window.history.replaceState(null, '', '/us/s/?q=party#results');
  loadPageMock.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Language and region/ }));
  return screen.getByRole('list', { name: 'Choose a language and region' });
}

describe('LocaleSelector', () => {
  it('lists the 8 locales with their native name, country label and display code (the text is the name)', async () => {
    const user = userEvent.setup();
    setSession(SESSIONS.loggedOut);
    renderNav(<LocaleSelector locale="en-US" uiElement="nav_locale_selector" />);
    const list = await open(user);
    const names = within(list)
      .getAllByRole('button')
      .map((option) => option.textContent);
    expect(names).toEqual([
      'English (US), the USUS',
      'English (UK), the UKGB',
      'Français, FranceFR',
      'Français (Canada), CanadaCA',
      'Español, EspanaES',
      'Deutsch, DeutschlandDE',
      'English (Canada), CanadaCA',
      'English (Australia), AustraliaAU',
    ]);
    expect(within(list).getByRole('button', { name: /^English \(US\)/ })).toHaveAttribute('aria-current', 'true');
    expect(within(list).getByText('Deutsch')).toHaveAttribute('lang', 'de-DE');
  });

  it("names the countries in the page's language, and each option by its text, so the language's own name keeps its lang", async () => {
    const user = userEvent.setup();
    setSession(SESSIONS.loggedOut);
    renderNav(<LocaleSelector locale="es-ES" uiElement="nav_locale_selector" />, { locale: 'es-ES', prefix: 'es' });
    const list = await open(user);
    expect(within(list).getByRole('button', { name: /^English \(US\)\s*,\s*Estados Unidos\s*US$/ })).not.toHaveAttribute('aria-label');
    expect(within(list).getByRole('button', { name: /^Español\s*,\s*España\s*ES$/ })).toHaveAttribute('aria-current', 'true');
    expect(within(list).getByRole('button', { name: /^English \(UK\)\s*,\s*Reino Unido\s*GB$/ })).toBeInTheDocument();
    expect(within(list).getByText('English (UK)')).toHaveAttribute('lang', 'en-GB');
  });

  it('shows the current locale on its button', () => {
    setSession(SESSIONS.loggedOut);
    renderNav(<LocaleSelector locale="fr-CA" uiElement="nav_locale_selector" />, { locale: 'fr-CA', prefix: 'fr-ca' });
    expect(screen.getByRole('button', { name: 'Language and region: CA, Français (Canada)' })).toHaveTextContent('CA');
  });

  it('for a visitor: sets the cookie, tracks the change and loads the same path under the new prefix', async () => {
    const user = userEvent.setup();
    setSession(SESSIONS.loggedOut);
    const tracked = jest.fn();
    getBus().on('analytics:track', tracked);
    const { api } = renderNav(<LocaleSelector locale="en-US" uiElement="nav_locale_selector" />);
    await user.click(within(await open(user)).getByRole('button', { name: /^Deutsch/ }));
    await waitFor(() => expect(loadPageMock).toHaveBeenCalledWith('/de/s/?q=party#results'));
    expect(api.updateProfile).not.toHaveBeenCalled();
    expect(getCookie('preferred_locale')).toBe('de-DE');
    expect(tracked).toHaveBeenCalledWith({
      event: 'locale updated',
      properties: { changed_from: 'en-US', changed_to: 'de-DE', ui_element: 'nav_locale_selector', ssoid: null },
    });
  });

  it('when logged in: saves preferred_locale to the profile first, showing a loading state meanwhile', async () => {
    const user = userEvent.setup();
    setSession(SESSIONS.guest);
    const api = fakeNavApi();
    const save = deferred<never>();
    api.updateProfile.mockReturnValue(save.promise);
    const tracked = jest.fn();
    getBus().on('analytics:track', tracked);
    renderNav(<LocaleSelector locale="en-US" uiElement="footer_locale_selector" />, { api });
    const list = await open(user);
    await user.click(within(list).getByRole('button', { name: /^Français \(Canada\)/ }));

    expect(api.updateProfile).toHaveBeenCalledWith({ preferred_locale: 'fr-CA' });
    expect(screen.getByRole('status', { name: 'Changing the language to Français (Canada)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Language and region/ })).toHaveAttribute('aria-busy', 'true');
    for (const option of within(list).getAllByRole('button')) expect(option).toBeDisabled();
    expect(getCookie('preferred_locale')).toBeUndefined();
    expect(loadPageMock).not.toHaveBeenCalled();

    save.resolve({ ...SESSIONS.guest.profile, preferred_locale: 'fr-CA' } as never);
    await waitFor(() => expect(loadPageMock).toHaveBeenCalledWith('/fr-ca/s/?q=party#results'));
    expect(getCookie('preferred_locale')).toBe('fr-CA');
    expect(tracked).toHaveBeenCalledWith({
      event: 'locale updated',
      properties: { changed_from: 'en-US', changed_to: 'fr-CA', ui_element: 'footer_locale_selector', ssoid: 'u-guest' },
    });
  });

  it("reverts and shows 'Unknown error occured. Please try again.' when the profile cannot be saved", async () => {
    const user = userEvent.setup();
    setSession(SESSIONS.host);
    const api = fakeNavApi();
    api.updateProfile.mockRejectedValue(new Error('500'));
    const tracked = jest.fn();
    getBus().on('analytics:track', tracked);
    renderNav(<LocaleSelector locale="en-US" uiElement="nav_locale_selector" />, { api });
    const list = await open(user);
    await user.click(within(list).getByRole('button', { name: /^Español/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error occured. Please try again.');
    expect(within(list).getByRole('button', { name: /^English \(US\)/ })).toHaveAttribute('aria-current', 'true');
    expect(within(list).getByRole('button', { name: /^Español/ })).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(getCookie('preferred_locale')).toBeUndefined();
    expect(tracked).not.toHaveBeenCalled();
    expect(loadPageMock).not.toHaveBeenCalled();
  });

  it('lets a second try succeed after a failure', async () => {
    const user = userEvent.setup();
    setSession(SESSIONS.guest);
    const api = fakeNavApi();
    api.updateProfile.mockRejectedValueOnce(new Error('timeout'));
    renderNav(<LocaleSelector locale="en-US" uiElement="nav_locale_selector" />, { api });
    const list = await open(user);
    await user.click(within(list).getByRole('button', { name: /^Deutsch/ }));
    await screen.findByRole('alert');
    await user.click(within(list).getByRole('button', { name: /^Deutsch/ }));
    await waitFor(() => expect(loadPageMock).toHaveBeenCalledWith('/de/s/?q=party#results'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('only closes when the current locale is chosen', async () => {
    const user = userEvent.setup();
    setSession(SESSIONS.guest);
    const { api } = renderNav(<LocaleSelector locale="en-US" uiElement="nav_locale_selector" />);
    const list = await open(user);
    await user.click(within(list).getByRole('button', { name: /^English \(US\)/ }));
    expect(screen.getByRole('button', { name: /Language and region/ })).toHaveAttribute('aria-expanded', 'false');
    expect(api.updateProfile).not.toHaveBeenCalled();
    expect(loadPageMock).not.toHaveBeenCalled();
  });

  it('closes when a click lands outside it', async () => {
    const user = userEvent.setup();
    setSession(SESSIONS.loggedOut);
    renderNav(
      <div>
        <LocaleSelector locale="en-US" uiElement="nav_locale_selector" />
        <p>outside</p>
      </div>,
    );
    await open(user);
    await user.click(screen.getByText('outside'));
    expect(screen.getByRole('button', { name: /Language and region/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no axe violations while open and after a failure', async () => {
    const user = userEvent.setup();
    setSession(SESSIONS.guest);
    const api = fakeNavApi();
    api.updateProfile.mockRejectedValue(new Error('500'));
    const { container } = renderNav(<LocaleSelector locale="en-US" uiElement="nav_locale_selector" />, { api });
    const list = await open(user);
    await user.click(within(list).getByRole('button', { name: /^Deutsch/ }));
    await screen.findByRole('alert');
    await expectNoAxeViolations(container);
  });
});
