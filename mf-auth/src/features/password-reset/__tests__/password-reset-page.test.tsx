import { MESSAGES } from '@hourspace/validation';
import { act, screen } from '@testing-library/react';
import { Suspense, lazy } from 'react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { apiError, fakeApi, type FakeApi } from '../../../testing/fakes';
import { renderAuth } from '../../../testing/render';
import { PasswordResetPage } from '../components/password-reset-page';

expect.extend(toHaveNoViolations);

let requestPasswordReset: jest.Mock;
let resetPassword: jest.Mock;
let api: FakeApi;
beforeEach(() => {
  requestPasswordReset = jest.fn().mockResolvedValue({ success: true });
  resetPassword = jest.fn().mockResolvedValue({ success: true });
  api = fakeApi({ requestPasswordReset, resetPassword });
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('/app/password-reset without a token', () => {
  it('asks for a link for the email with the page’s locale and says the same whatever the email', async () => {
    window.history.replaceState(null, '', '/de/app/password-reset');
    const { container } = renderAuth(<PasswordResetPage />, { api, locale: 'de-DE', prefix: 'de' });
    expect(await axe(container)).toHaveNoViolations();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'erin@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(requestPasswordReset).toHaveBeenCalledWith('erin@example.com', 'de-DE');
    expect(await screen.findByRole('status')).toHaveTextContent("If erin@example.com has an account with us, we've sent it a link");
  });

  it('shows the §5 email message and sends nothing for a bad email', async () => {
    window.history.replaceState(null, '', '/us/app/password-reset');
    renderAuth(<PasswordResetPage />, { api });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.tab();
    expect(screen.getByText('Please enter a valid email.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeDisabled();
    expect(requestPasswordReset).not.toHaveBeenCalled();
  });

  it('says to wait when the address is rate-limited', async () => {
    requestPasswordReset.mockRejectedValue(apiError(429, 'Too Many Requests', 'too_many_attempts'));
    renderAuth(<PasswordResetPage />, { api });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'erin@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests from this connection.');
  });
});

describe('/app/password-reset with the emailed token', () => {
  it('takes the token out of the address bar and sets the new password under the §5 rule', async () => {
    window.history.replaceState(null, '', '/us/app/password-reset?token=tok-123');
    renderAuth(<PasswordResetPage />, { api });
    expect(window.location.search).toBe('');
    const user = userEvent.setup();
    const field = screen.getByLabelText('New password');
    await user.type(field, 'weakpass');
    await user.tab();
    expect(screen.getByText(MESSAGES['password.weak'])).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'NewPassword9');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(resetPassword).toHaveBeenCalledWith({ token: 'tok-123', password: 'NewPassword9' });
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/us/signin');
  });

  it('keeps the token when React throws away the first render (a sibling still loading)', async () => {
    window.history.replaceState(null, '', '/us/app/password-reset?token=tok-late');
    let release!: () => void;
    const loading = new Promise<void>((resolve) => (release = resolve));
    const StillLoading = lazy(() => loading.then(() => ({ default: () => null })));
    renderAuth(
      <Suspense fallback={<p>Loading</p>}>
        <PasswordResetPage />
        <StillLoading />
      </Suspense>,
      { api },
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(window.location.search).toBe('');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'NewPassword9');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(resetPassword).toHaveBeenCalledWith({ token: 'tok-late', password: 'NewPassword9' });
  });

  it.each([
    ['reset_token_used', 'This reset link has already been used.'],
    ['reset_token_expired', 'This reset link has expired.'],
    ['invalid_reset_token', 'This reset link is not valid.'],
  ])('explains a refused link (%s) and offers a new one', async (error, message) => {
    resetPassword.mockRejectedValue(apiError(400, error, 'refused'));
    window.history.replaceState(null, '', '/us/app/password-reset?token=tok-1');
    renderAuth(<PasswordResetPage />, { api });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'NewPassword9');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await act(async () => {});
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });
});
