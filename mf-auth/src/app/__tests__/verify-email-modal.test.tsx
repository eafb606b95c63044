import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeApi, type FakeApi } from '../../testing/fakes';
import { renderAuth } from '../../testing/render';
import { AuthModals } from '../auth-modals';
import { useAuthStore } from '../../lib/auth-store';

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});
afterEach(() => {
  act(() => useAuthStore.setState({ view: null }));
  jest.useRealTimers();
});

describe('the email verification modal', () => {
  it("sends the code on open and shows 'Code Sent!' for 3.5 s", async () => {
    jest.useFakeTimers();
    renderAuth(<AuthModals />, { api });
    act(() => useAuthStore.getState().show({ name: 'verify-email' }));
    await act(async () => {});
    expect(api.sendEmailCode).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Code Sent!')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(3400));
    expect(screen.getByText('Code Sent!')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Code Sent!')).not.toBeInTheDocument();
  });

  it('says a wrong code is incorrect, and opens Welcome on the right one in a sign-up', async () => {
    const user = userEvent.setup();
    renderAuth(<AuthModals />, { api });
    act(() => useAuthStore.getState().show({ name: 'verify-email', signup: true }));
    const dialog = screen.getByRole('dialog', { name: 'Verify your email' });
    const verify = within(dialog).getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    api.verifyEmailCode.mockRejectedValueOnce(apiError(400, 'code_not_match', 'The verification code is incorrect.'));
    await user.type(within(dialog).getByLabelText('Verification code'), '1111');
    await user.click(verify);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The verification code is incorrect.');
    await user.clear(within(dialog).getByLabelText('Verification code'));
    await user.type(within(dialog).getByLabelText('Verification code'), '2222');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Hourspace' })).toBeInTheDocument();
  });

  it('asks for 4 digits before sending a code to check', async () => {
    const user = userEvent.setup();
    renderAuth(<AuthModals />, { api });
    act(() => useAuthStore.getState().show({ name: 'verify-email' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify your email' });
    await user.type(within(dialog).getByLabelText('Verification code'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(within(dialog).getByText('Please enter a valid 4-digit code.')).toBeInTheDocument();
    expect(api.verifyEmailCode).not.toHaveBeenCalled();
  });
});
