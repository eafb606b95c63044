import { apiError, fakeApi, fakeDeps, profileAnswer } from '../../../../testing/fakes';
import { saveProfile } from '../save-profile';

const photo = new File(['png'], 'me.png', { type: 'image/png' });
const stored = { public_id: 'av_9', secure_url: 'http://localhost:8120/v1/images/av_9', avatar_url: 'http://localhost:8120/v1/images/av_9/100x100' };

describe('saving the profile form', () => {
  it('uploads the photo, stores its 100x100 crop and the answers, then opens the email verification', async () => {
    const deps = fakeDeps(fakeApi({ uploadImage: jest.fn().mockResolvedValue(stored) }));
    const outcome = await saveProfile(deps, {
      avatarFile: photo,
      firstName: 'Erin',
      lastName: 'Example',
      howHeard: 'friend_or_family',
      organization: '',
      phone: { phone: '4155550100', country: 'us' },
    });
    expect(deps.api.uploadImage).toHaveBeenCalledWith(photo, 'me.png');
    expect(deps.api.updateProfile).toHaveBeenCalledWith({
      first_name: 'Erin',
      last_name: 'Example',
      avatar_url: 'http://localhost:8120/v1/images/av_9/100x100',
      how_heard: 'friend_or_family',
      phone: '4155550100',
      phone_country: 'us',
    });
    expect(outcome).toEqual({ kind: 'show', view: { name: 'verify-email', signup: true } });
  });

  it('opens Welcome when the email is already verified', async () => {
    const deps = fakeDeps(fakeApi({ updateProfile: jest.fn().mockResolvedValue(profileAnswer({ email_verified: true })) }));
    expect(await saveProfile(deps, { avatarUrl: 'http://x/a/100x100', firstName: 'Ab', lastName: 'Cd' })).toEqual({ kind: 'show', view: { name: 'welcome' } });
    expect(deps.api.updateProfile).toHaveBeenCalledWith(expect.objectContaining({ avatar_url: 'http://x/a/100x100' }));
  });

  it('closes when opened outside a sign-up and nothing needs verifying', async () => {
    const deps = fakeDeps(fakeApi({ updateProfile: jest.fn().mockResolvedValue(profileAnswer({ email_verified: true })) }));
    expect(await saveProfile(deps, { avatarUrl: 'u', firstName: 'Ab', lastName: 'Cd' }, { signup: false })).toEqual({ kind: 'close' });
  });

  it('asks to upload again when the upload fails, and keeps the service message for a refused file', async () => {
    const failing = fakeDeps(fakeApi({ uploadImage: jest.fn().mockRejectedValue(apiError(400, 'upload_failed')) }));
    expect(await saveProfile(failing, { avatarFile: photo, firstName: 'Ab', lastName: 'Cd' })).toEqual({ kind: 'notice', notice: { key: 'avatarUpload' } });
    const refused = fakeDeps(fakeApi({ uploadImage: jest.fn().mockRejectedValue(apiError(400, 'validation', 'Please upload an image no larger than 1000 by 1000 pixels.')) }));
    expect(await saveProfile(refused, { avatarFile: photo, firstName: 'Ab', lastName: 'Cd' })).toEqual({
      kind: 'notice',
      notice: { key: 'validation', text: 'Please upload an image no larger than 1000 by 1000 pixels.' },
    });
    expect(refused.api.updateProfile).not.toHaveBeenCalled();
  });

  it('says the sign-up session expired when the token did', async () => {
    const deps = fakeDeps(fakeApi({ updateProfile: jest.fn().mockRejectedValue(apiError(401, 'jwt expired')) }));
    expect(await saveProfile(deps, { avatarUrl: 'u', firstName: 'Ab', lastName: 'Cd' })).toEqual({ kind: 'notice', notice: { key: 'signupExpired' } });
  });
});
