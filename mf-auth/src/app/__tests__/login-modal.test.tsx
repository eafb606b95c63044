import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { page } from '../../lib/page';
import { apiError, clearCookies, fakeApi, grants, type FakeApi } from '../../testing/fakes';
import { renderAuth } from '../../testing/render';
import { AuthModals } from '../auth-modals';
import { useAuthStore } from '../../lib/auth-store';
import type { View } from '../../lib/views';

expect.extend(toHaveNoViolations);

let api: FakeApi;
beforeEach(() => {
  clearCookies();
  api = fakeApi({ getGrants: jest.fn().mockResolvedValue(grants({ email: true })) });
  jest.spyOn(page, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  act(() => useAuthStore.setState({ view: null }));
  jest.restoreAllMocks();
});

function open(view: Extract<View, { name: 'login' }> = { name: 'login' }) {
  renderAuth(<AuthModals />, { api });
  act(() => useAuthStore.getState().show(view));
  return screen.getByRole('dialog', { name: 'Welcome back' });
}

describe('the log-in modal', () => {
  it("reads 'Welcome back / Please log in' with the providers, the forgot-password and sign-up links", () => {
    const dialog = open();
    expect(within(dialog).getByText('Please log in')).toBeInTheDocument();
    for (const name of ['Continue with Google', 'Continue with Apple', 'Continue with Facebook', 'Sign up'])
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/us/app/password-reset');
  });

  it('says both fields are needed on an empty submit', async () => {
    const user = userEvent.setup();
    const dialog = open();
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a valid email and password.');
    expect(api.getGrants).not.toHaveBeenCalled();
  });

  it('shows the message of a wrong password', async () => {
    api.authenticate.mockRejectedValue(apiError(400, 'Invalid Password'));
    const user = userEvent.setup();
    const dialog = open();
    await user.type(within(dialog).getByLabelText('Email'), 'erin@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Email and password combination is incorrect.')).toBeInTheDocument();
  });

  it('links an inactive account to support', async () => {
    api.authenticate.mockRejectedValue(apiError(400, 'Invalid grant: account is inactive', 'inactive_account'));
    const user = userEvent.setup();
    const dialog = open();
    await user.type(within(dialog).getByLabelText('Email'), 'ivan@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('It appears that your account is no longer active... Contact support to appeal.');
    expect(within(alert).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', 'https://help.hourspace.com/hc/en-us/requests/new');
  });

  it('closes after a successful log-in', async () => {
    const user = userEvent.setup();
    const dialog = open();
    await user.type(within(dialog).getByLabelText('Email'), 'erin@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret-1');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.cookie).toContain('PSAccess=access-1');
  });

  it('opens with the message of the method the account uses', () => {
    const dialog = open({ name: 'login', type: 'google' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Looks like you already have an account with us. Please log in using your Google account');
  });

  it('opens with the already-taken message for the email', () => {
    const dialog = open({ name: 'login', err: 'already-taken', email: 'nora@example.com' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('nora@example.com is already associated with an account. Please log in instead.');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('nora@example.com');
  });

  it('switches to the sign-up modal from the no-account message', async () => {
    api.getGrants.mockResolvedValue(grants());
    const user = userEvent.setup();
    const dialog = open();
    await user.type(within(dialog).getByLabelText('Email'), 'new@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent("You don't have an account with us, please sign up");
    await user.click(within(alert).getByRole('button', { name: 'sign up' }));
    expect(screen.getByRole('dialog', { name: 'Join Hourspace' })).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    open({ name: 'login', type: 'apple' });
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
