import { getBus } from '@hourspace/bus';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeApi, type FakeApi } from '../../testing/fakes';
import { renderAuth } from '../../testing/render';
import { AuthModals } from '../auth-modals';
import { useAuthStore } from '../../lib/auth-store';

let api: FakeApi;
function signedIn(profile: Record<string, unknown>) {
  getBus().setState('session', { navState: 'NAV_LOGGED_IN_HOST', profile: { SSOid: 'host-1', is_host: true, ...profile } });
}
beforeEach(() => {
  api = fakeApi();
});
afterEach(() => {
  act(() => useAuthStore.setState({ view: null }));
});

function openPhone() {
  renderAuth(<AuthModals />, { api });
  act(() => useAuthStore.getState().show({ name: 'phone' }));
  return screen.getByRole('dialog', { name: 'Never miss a booking update' });
}

describe('the phone number modal', () => {
  it('starts in edit mode without a phone, with the CTA disabled while empty', async () => {
    signedIn({ phone: null, phone_verified: false });
    const user = userEvent.setup();
    const dialog = openPhone();
    const cta = within(dialog).getByRole('button', { name: 'Send code' });
    expect(cta).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Mobile phone'), '415 555 0199');
    expect(cta).toBeEnabled();
    await user.click(cta);
    expect(api.updateProfile).toHaveBeenCalledWith({ phone: '4155550199', phone_country: 'us' });
    expect(await screen.findByRole('dialog', { name: 'Verify your phone number' })).toBeInTheDocument();
  });

  it('disables the CTA for the unchanged, verified number until it is edited', async () => {
    signedIn({ phone: '4155550100', phone_country: 'us', phone_formatted: '+1 415 555 0100', phone_verified: true });
    const user = userEvent.setup();
    const dialog = openPhone();
    expect(within(dialog).getByText('Your mobile phone: +1 415 555 0100')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Edit number' }));
    const field = within(dialog).getByLabelText('Mobile phone');
    expect(field).toHaveValue('4155550100');
    await user.clear(field);
    await user.type(field, '4155550111');
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('lets an unverified number be verified without a change', async () => {
    signedIn({ phone: '4155550100', phone_country: 'us', phone_verified: false });
    const user = userEvent.setup();
    const dialog = openPhone();
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(api.updateProfile).not.toHaveBeenCalled();
    expect(await screen.findByRole('dialog', { name: 'Verify your phone number' })).toBeInTheDocument();
  });

  it('shows the spec message for a bad number on blur', async () => {
    signedIn({ phone: null });
    const user = userEvent.setup();
    const dialog = openPhone();
    await user.type(within(dialog).getByLabelText('Mobile phone'), '12#4');
    await user.tab();
    expect(within(dialog).getByText('Please enter a valid phone number with no special characters.')).toBeInTheDocument();
  });

  it('is skippable for now', async () => {
    signedIn({ phone: null });
    const user = userEvent.setup();
    const dialog = openPhone();
    await user.click(within(dialog).getByRole('button', { name: 'Skip for now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the phone verification modal', () => {
  it('sends the code on open, allows two wrong codes, then shows the failed modal', async () => {
    signedIn({ phone: '4155550100', phone_formatted: '+1 415 555 0100' });
    api.verifyPhoneCode.mockRejectedValue(apiError(400, 'code_not_match'));
    const user = userEvent.setup();
    renderAuth(<AuthModals />, { api });
    act(() => useAuthStore.getState().show({ name: 'phone-verify' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify your phone number' });
    expect(within(dialog).getByText('Enter the 4-digit code we texted to +1 415 555 0100.')).toBeInTheDocument();
    await act(async () => {});
    expect(api.sendPhoneCode).toHaveBeenCalledTimes(1);
    const code = within(dialog).getByLabelText('Verification code');
    for (let i = 0; i < 2; i++) {
      await user.clear(code);
      await user.type(code, '0000');
      await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Verification code invalid. You have limited attempts, please confirm the number entered is correct or contact support for help.',
      );
    }
    await user.clear(code);
    await user.type(code, '0000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    const failed = await screen.findByRole('dialog', { name: 'Your phone number was unable to be verified' });
    expect(within(failed).getByRole('link', { name: 'contact support' })).toBeInTheDocument();
  });
});
