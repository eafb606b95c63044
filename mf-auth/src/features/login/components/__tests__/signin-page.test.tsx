import { getBus } from '@hourspace/bus';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { useAuthStore } from '../../../../lib/auth-store';
import { page } from '../../../../lib/page';
import { clearCookies, fakeApi, grants, type FakeApi } from '../../../../testing/fakes';
import { renderAuth } from '../../../../testing/render';
import { SigninPage } from '../signin-page';

expect.extend(toHaveNoViolations);

let api: FakeApi;
let assign: jest.SpyInstance;
beforeEach(() => {
  clearCookies();
  api = fakeApi({ getGrants: jest.fn().mockResolvedValue(grants({ email: true })) });
  assign = jest.spyOn(page, 'assign').mockImplementation(() => {});
  getBus().setState('session', { navState: 'NAV_LOGGED_OUT', profile: null });
});
afterEach(() => {
  act(() => useAuthStore.setState({ view: null }));
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

async function logIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'erin@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret-1');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await act(async () => {});
}

describe('the /signin page', () => {
  it("is the log-in form as a page: 'Welcome back', the providers, forgot-password and sign-up", async () => {
    window.history.replaceState(null, '', '/us/signin');
    const { container } = renderAuth(<SigninPage />, { api });
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/us/app/password-reset');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(document.title).toBe('Welcome back · Hourspace');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('goes to a same-site dest after the log-in', async () => {
    window.history.replaceState(null, '', '/us/signin?dest=%2Fus%2Freferrals');
    renderAuth(<SigninPage />, { api });
    await logIn();
    expect(api.authenticate).toHaveBeenCalledWith(expect.objectContaining({ username: 'erin@example.com', password: 'Secret-1' }));
    expect(assign).toHaveBeenCalledWith('/us/referrals');
  });

  it.each(['https://evil.example/x', '//evil.example', '/.//evil.example', 'javascript:alert(1)'])('goes home, not to the foreign dest %s', async (dest) => {
    window.history.replaceState(null, '', `/us/signin?dest=${encodeURIComponent(dest)}`);
    renderAuth(<SigninPage />, { api });
    await logIn();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/us/');
  });

  it('opens the sign-up modal from its sign-up link', async () => {
    window.history.replaceState(null, '', '/us/signin');
    renderAuth(<SigninPage />, { api });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign up' }));
    expect(useAuthStore.getState().view).toEqual({ name: 'signup', source: 'log' });
  });

  it('offers the way on to someone already signed in', () => {
    window.history.replaceState(null, '', '/us/signin?dest=/us/referrals');
    getBus().setState('session', { navState: 'NAV_LOGGED_IN_GUEST', profile: { SSOid: 'u', first_name: 'Erin' } });
    renderAuth(<SigninPage />, { api });
    expect(screen.getByRole('heading', { name: "You're logged in" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/us/referrals');
  });
});
