import { ApiError, ApiErrorCode, type ApiClient, type Profile } from '@hourspace/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfilePage } from '../profile-page';
import { GUEST_SESSION, freshBus, renderAccount } from '../../../../testing/render';

const PROFILE: Profile = {
  SSOid: 'user-1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  email_verified: false,
  phone: '2015550123',
  phone_formatted: '+1 201 555 0123',
  phone_country: 'us',
  phone_verified: false,
  preferred_locale: 'en-US',
};

function profileApi(overrides: Partial<ApiClient> = {}) {
  return { getProfile: jest.fn().mockResolvedValue(PROFILE), updateProfile: jest.fn(async (body: object) => ({ ...PROFILE, ...body })), ...overrides };
}

async function enter(label: string, value: string) {
  const field = screen.getByLabelText(label, { exact: false, selector: 'input' });
  await userEvent.clear(field);
  if (value !== '') await userEvent.type(field, value);
  fireEvent.blur(field);
}

let bus: ReturnType<typeof freshBus>;
beforeEach(() => {
  bus = freshBus(GUEST_SESSION);
});

describe('the profile page', () => {
  it('shows a skeleton, then the saved details', async () => {
    renderAccount(<ProfilePage />, { api: profileApi() });
    expect(screen.getByTestId('account-skeleton')).toBeInTheDocument();
    expect(await screen.findByLabelText('First name', { exact: false })).toHaveValue('Ada');
    expect(screen.getByLabelText('Phone country')).toHaveValue('us');
    expect(screen.getByLabelText('Mobile phone', { exact: false })).toHaveValue('2015550123');
  });

  it('shows an error card whose retry reads the profile again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const getProfile = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(PROFILE);
    renderAccount(<ProfilePage />, { api: profileApi({ getProfile }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('First name', { exact: false })).toHaveValue('Ada');
  });

  it.each([
    ['First name', '', 'Please enter your first name.'],
    ['First name', 'A', 'Is too short (minimum is 2 characters)'],
    ['First name', 'A'.repeat(36), 'Is too long (maximum is 35 characters)'],
    ['Last name', '', 'Please enter your last name.'],
    ['Last name', 'B', 'Is too short (minimum is 2 characters)'],
    ['Last name', 'B'.repeat(36), 'Is too long (maximum is 35 characters)'],
    ['Mobile phone', '12345', 'Please enter a valid phone number with no special characters.'],
    ['Mobile phone', '201-555-0123 #4', 'Please enter a valid phone number with no special characters.'],
  ])('shows the spec message for %s "%s" and blocks the save', async (label, value, message) => {
    const api = profileApi();
    renderAccount(<ProfilePage />, { api });
    await screen.findByLabelText('First name', { exact: false });
    await enter(label, value);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(api.updateProfile).not.toHaveBeenCalled();
  });

  it('leaves optional fields empty without an error', async () => {
    renderAccount(<ProfilePage />, { api: profileApi() });
    await screen.findByLabelText('First name', { exact: false });
    await enter('Organization', '');
    await enter('Job title', '');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('saves only what changed, confirms it, and asks the session to read the profile again', async () => {
    const api = profileApi();
    const refreshes: unknown[] = [];
    bus.handle('session:refresh', (request) => refreshes.push(request));
    renderAccount(<ProfilePage />, { api });
    await screen.findByLabelText('First name', { exact: false });
    await enter('Job title', 'Producer');
    await userEvent.selectOptions(screen.getByLabelText('How did you hear about us?', { exact: false }), 'friend_or_family');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(api.updateProfile).toHaveBeenCalledWith({ job_title: 'Producer', how_heard: 'friend_or_family' });
    expect(refreshes).toHaveLength(1);
  });

  it('checks the number for the picked country and sends the phone with its country', async () => {
    const api = profileApi();
    renderAccount(<ProfilePage />, { api });
    await screen.findByLabelText('First name', { exact: false });
    await userEvent.selectOptions(screen.getByLabelText('Phone country'), 'gb');
    await enter('Mobile phone', '07400 123456');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.updateProfile).toHaveBeenCalledWith({ phone: '07400 123456', phone_country: 'gb' }));
  });

  it('says so when nothing changed instead of calling the API', async () => {
    const api = profileApi();
    renderAccount(<ProfilePage />, { api });
    await screen.findByLabelText('First name', { exact: false });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Nothing to save: you have not changed anything.')).toBeInTheDocument();
    expect(api.updateProfile).not.toHaveBeenCalled();
  });

  it('sends a refused phone update to the Help Center (spec §8)', async () => {
    const updateProfile = jest
      .fn()
      .mockRejectedValue(new ApiError(ApiErrorCode.HTTP, 'refused', { status: 400, error: 'exceeded_phone_confirmation', error_description: 'exceeded_phone_confirmation' }));
    renderAccount(<ProfilePage />, { api: profileApi({ updateProfile }) });
    await screen.findByLabelText('First name', { exact: false });
    await enter('Mobile phone', '2015550199');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please contact our Help Center');
  });

  it('asks mf-auth for its phone modals and its email code modal ("Resend code")', async () => {
    const requests: unknown[] = [];
    bus.handle('auth:open', (request) => requests.push(request));
    renderAccount(<ProfilePage />, { api: profileApi() });
    expect(await screen.findByText('ada@example.com is not verified yet.')).toBeInTheDocument();
    expect(screen.getByText('+1 201 555 0123 is not verified yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await userEvent.click(screen.getByRole('button', { name: 'Verify your phone' }));
    expect(requests).toEqual([{ view: 'verify-email' }, { view: 'phone' }]);
  });

  it('reads the profile again when a verification changes the session', async () => {
    const getProfile = jest
      .fn()
      .mockResolvedValueOnce(PROFILE)
      .mockResolvedValue({ ...PROFILE, phone_verified: true });
    renderAccount(<ProfilePage />, { api: profileApi({ getProfile }) });
    await screen.findByText('+1 201 555 0123 is not verified yet.');
    bus.setState('session', { ...GUEST_SESSION, profile: { ...GUEST_SESSION.profile!, phone_verified: true } });
    expect(await screen.findByText('+1 201 555 0123 is verified.')).toBeInTheDocument();
  });

  it('renders in German on a German page', async () => {
    renderAccount(<ProfilePage />, { api: profileApi(), locale: 'de-DE' });
    expect(await screen.findByLabelText('Vorname', { exact: false })).toHaveValue('Ada');
    expect(screen.getByRole('button', { name: 'Änderungen speichern' })).toBeInTheDocument();
  });
});
