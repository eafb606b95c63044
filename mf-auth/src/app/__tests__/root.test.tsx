import { getBus } from '@hourspace/bus';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { NO_IDLE_DELAY_MS } from '@hourspace/ui';
import { page } from '../../lib/page';
import { useAuthStore } from '../../lib/auth-store';
import { clearCookies, fakeApi, type FakeApi } from '../../testing/fakes';
import { renderAuth } from '../../testing/render';
import { loadAuthHost } from '../load-auth-host';
import { Root } from '../root';

expect.extend(toHaveNoViolations);

// The host's chunk is compiled once here, as the idle prefetch does on a page, not inside
// the first test's one-second wait for a dialog.
beforeAll(() => loadAuthHost());

let api: FakeApi;
beforeEach(() => {
  clearCookies();
  // A visitor signed out, whatever an earlier test's sign-up left on the page's bus.
  getBus().setState('session', { navState: 'NAV_LOGGED_OUT', profile: null });
  api = fakeApi();
  jest.spyOn(page, 'timeZone').mockReturnValue('America/Chicago');
  jest.spyOn(page, 'assign').mockImplementation(() => {});
  window.history.replaceState(null, '', '/us/?x=1#a=signup&source=msg');
});
afterEach(() => {
  act(() => useAuthStore.setState({ view: null }));
  jest.restoreAllMocks();
});

function openSignup(source = 'msg') {
  renderAuth(<Root />, { api });
  act(() => getBus().request('auth:open', { view: 'signup', source }));
  return screen.findByRole('dialog', { name: 'Join Hourspace' });
}

describe('the auth modal host', () => {
  it('opens the sign-up modal on auth:open with the sub header of its source', async () => {
    const dialog = await openSignup('msg');
    expect(within(dialog).getByText('Sign up to message hosts.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue with Apple' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows Google only when Google sign-up is enabled', async () => {
    api.getEnv.mockResolvedValue({ features: { google_signup: false } });
    const dialog = await openSignup();
    await waitFor(() => expect(api.getEnv).toHaveBeenCalledWith('en-US'));
    expect(within(dialog).queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('shows Google when the environment enables it', async () => {
    const dialog = await openSignup();
    expect(await within(dialog).findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('validates on blur with the spec messages and blocks the submit while a field is invalid', async () => {
    const user = userEvent.setup();
    const dialog = await openSignup();
    await user.type(within(dialog).getByLabelText('Email', { exact: true }), 'nope');
    await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'abc');
    expect(within(dialog).getByText('Please enter a valid email.')).toBeInTheDocument();
    await user.tab();
    expect(
      within(dialog).getByText('Your password needs to be at least 8 characters long and include a number, an upper-case letter and a lower-case letter.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign up' })).toBeDisabled();
  });

  it("labels the marketing box by the browser's time zone: opt-out in the US", async () => {
    const dialog = await openSignup();
    expect(within(dialog).getByRole('checkbox', { name: "I don't want to receive marketing emails" })).not.toBeChecked();
  });

  it('labels the marketing box opt-in elsewhere, and sends unsubscribe from it', async () => {
    jest.spyOn(page, 'timeZone').mockReturnValue('Europe/Paris');
    const user = userEvent.setup();
    const dialog = await openSignup();
    expect(within(dialog).getByRole('checkbox', { name: "I'd like to receive marketing emails" })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email', { exact: true }), 'erin@example.com');
    await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'Hourspace1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    await screen.findByRole('dialog', { name: 'Complete your profile' });
    expect(api.signup).toHaveBeenCalledWith(expect.objectContaining({ unsubscribe: true }));
  });

  it('disables the submit with a spinner while submitting', async () => {
    let release: (value: unknown) => void = () => {};
    api.getGrants.mockReturnValue(new Promise((resolve) => (release = resolve)));
    const user = userEvent.setup();
    const dialog = await openSignup();
    await user.type(within(dialog).getByLabelText('Email', { exact: true }), 'erin@example.com');
    await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'Hourspace1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    const submit = within(dialog).getByRole('button', { name: 'Sign up' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveAttribute('aria-busy', 'true');
    await act(async () => release({ email: false, google: false, apple: false, facebook: false }));
    await screen.findByRole('dialog', { name: 'Complete your profile' });
  });

  it('closes on Escape and clears the hash, keeping path and query', async () => {
    const user = userEvent.setup();
    await openSignup();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/us/?x=1');
  });

  it('has no accessibility violations', async () => {
    await openSignup();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('takes a request published before it mounted', async () => {
    act(() => getBus().request('auth:open', { view: 'login' }));
    renderAuth(<Root />, { api });
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('asks for the switches once the page is idle, and without One Tap loads no modal host', async () => {
    jest.useFakeTimers();
    try {
      renderAuth(<Root />, { api });
      expect(api.getEnv).not.toHaveBeenCalled();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(NO_IDLE_DELAY_MS);
      });
      await waitFor(() => expect(api.getEnv).toHaveBeenCalledWith('en-US'));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(NO_IDLE_DELAY_MS);
      });
      expect(api.googleConnect).not.toHaveBeenCalled();
      expect(api.getEnv).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('loads the modal host once the page is idle when One Tap is to run, reading the switches it already has', async () => {
    api.getEnv.mockResolvedValue({ features: { google_one_tap: { script_url: 'https://accounts.google.com/gsi/client', client_id: 'cid' } } });
    api.googleConnect.mockReturnValue(new Promise(() => {}));
    jest.useFakeTimers();
    try {
      renderAuth(<Root />, { api });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(NO_IDLE_DELAY_MS);
      });
      // The host's One Tap asks google-connect for its nonce: the host is mounted.
      await waitFor(() => expect(api.googleConnect).toHaveBeenCalledWith({ action: 'signup' }));
      expect(api.getEnv).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('loads the modal host when a pointer comes over a log-in link, before any click', async () => {
    api.getEnv.mockResolvedValue({ features: { google_one_tap: { script_url: 'https://accounts.google.com/gsi/client', client_id: 'cid' } } });
    api.googleConnect.mockReturnValue(new Promise(() => {}));
    const link = document.body.appendChild(document.createElement('a'));
    link.href = '#a=login';
    link.textContent = 'Log in';
    try {
      renderAuth(<Root />, { api });
      expect(api.getEnv).not.toHaveBeenCalled();
      // Hovering elsewhere is no intent.
      act(() => {
        document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
      });
      expect(api.getEnv).not.toHaveBeenCalled();
      act(() => {
        link.dispatchEvent(new Event('pointerover', { bubbles: true }));
      });
      // Well before the idle load could have run.
      await waitFor(() => expect(api.googleConnect).toHaveBeenCalled(), { timeout: NO_IDLE_DELAY_MS / 2 });
    } finally {
      link.remove();
    }
  });

  it('loads the modal host at the first key press anywhere', async () => {
    api.getEnv.mockResolvedValue({ features: { google_one_tap: { script_url: 'https://accounts.google.com/gsi/client', client_id: 'cid' } } });
    api.googleConnect.mockReturnValue(new Promise(() => {}));
    renderAuth(<Root />, { api });
    act(() => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    });
    await waitFor(() => expect(api.googleConnect).toHaveBeenCalled(), { timeout: NO_IDLE_DELAY_MS / 2 });
  });

  it('ignores the phone modal for someone not signed in', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    getBus().setState('session', { navState: 'NAV_LOGGED_OUT', profile: null });
    renderAuth(<Root />, { api });
    act(() => getBus().request('auth:open', { view: 'phone' }));
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
