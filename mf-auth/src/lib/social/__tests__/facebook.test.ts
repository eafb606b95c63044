import { FACEBOOK_MAX_ATTEMPTS, FacebookSignInError, isLoggedOutError, signInWithFacebook, type FacebookMe, type FacebookSdk } from '../facebook';

const fiona: FacebookMe = {
  id: 'f-1',
  first_name: 'Fiona',
  last_name: 'Fairweather',
  email: 'fiona@example.com',
  picture: { data: { url: 'http://p/f.png', is_silhouette: false } },
};
const auth = { accessToken: 'fb-token', userID: 'f-1' };

/** A scripted SDK: login answers and /me answers are taken in order. */
function fakeSdk({ connected = false, logins = [auth], answers = [fiona] }: { connected?: boolean; logins?: Array<typeof auth | null>; answers?: FacebookMe[] }) {
  const sdk = {
    init: jest.fn(),
    getLoginStatus: jest.fn((cb: (s: unknown) => void) =>
      cb(connected ? { status: 'connected', authResponse: { accessToken: 'saved', userID: 'f-1' } } : { status: 'unknown', authResponse: null }),
    ),
    login: jest.fn((cb: (s: unknown) => void, options?: { scope: string }) => {
      expect(options).toEqual({ scope: 'public_profile,email' });
      const next = logins.shift() ?? null;
      cb(next ? { status: 'connected', authResponse: next } : { status: 'unknown', authResponse: null });
    }),
    api: jest.fn((_path: string, _params: Record<string, string>, cb: (answer: FacebookMe) => void) => cb(answers.shift() ?? { error: { message: 'no more answers' } })),
  };
  return sdk;
}

describe('signing in with Facebook', () => {
  it('logs in when not connected and reads the basic fields', async () => {
    const sdk = fakeSdk({});
    const identity = await signInWithFacebook(async () => sdk as unknown as FacebookSdk);
    expect(sdk.login).toHaveBeenCalledTimes(1);
    expect(sdk.api).toHaveBeenCalledWith('/me', { fields: expect.stringContaining('email') }, expect.any(Function));
    expect(identity).toEqual({
      provider: 'facebook',
      token: 'fb-token',
      tokenType: 'access_token',
      providerId: 'f-1',
      email: 'fiona@example.com',
      firstName: 'Fiona',
      lastName: 'Fairweather',
      pictureUrl: 'http://p/f.png',
    });
  });

  it('uses the existing connection without a new log-in', async () => {
    const sdk = fakeSdk({ connected: true });
    const identity = await signInWithFacebook(async () => sdk as unknown as FacebookSdk);
    expect(sdk.login).not.toHaveBeenCalled();
    expect(identity?.token).toBe('saved');
  });

  it('logs a logged-out person (190/467) in again', async () => {
    const sdk = fakeSdk({ connected: true, answers: [{ error: { code: 190, error_subcode: 467, message: 'logged out' } }, fiona] });
    const identity = await signInWithFacebook(async () => sdk as unknown as FacebookSdk);
    expect(sdk.login).toHaveBeenCalledTimes(1);
    expect(identity?.token).toBe('fb-token');
  });

  it('answers null when the person cancels the log-in', async () => {
    const sdk = fakeSdk({ logins: [null] });
    await expect(signInWithFacebook(async () => sdk as unknown as FacebookSdk)).resolves.toBeNull();
  });

  it('gives up after 3 attempts', async () => {
    const sdk = fakeSdk({ logins: [auth, auth, auth, auth], answers: [{ error: { code: 1 } }, { error: { code: 1 } }, { error: { code: 1 } }, fiona] });
    await expect(signInWithFacebook(async () => sdk as unknown as FacebookSdk)).rejects.toBeInstanceOf(FacebookSignInError);
    expect(sdk.api).toHaveBeenCalledTimes(FACEBOOK_MAX_ATTEMPTS);
  });

  it('tries loading the SDK again when it failed to load', async () => {
    const sdk = fakeSdk({});
    const load = jest.fn().mockRejectedValueOnce(new FacebookSignInError('offline')).mockResolvedValue(sdk);
    expect((await signInWithFacebook(load))?.providerId).toBe('f-1');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves out a silhouette picture and one-letter names', async () => {
    const sdk = fakeSdk({ answers: [{ id: 'f-9', first_name: 'F', last_name: 'Long', picture: { data: { url: 'http://p/s.png', is_silhouette: true } } }] });
    expect(await signInWithFacebook(async () => sdk as unknown as FacebookSdk)).toEqual({
      provider: 'facebook',
      token: 'fb-token',
      tokenType: 'access_token',
      providerId: 'f-9',
      lastName: 'Long',
    });
  });

  it('recognises only 190 with subcode 467 as logged out', () => {
    expect(isLoggedOutError({ code: 190, error_subcode: 467 })).toBe(true);
    expect(isLoggedOutError({ code: 190 })).toBe(false);
  });
});
