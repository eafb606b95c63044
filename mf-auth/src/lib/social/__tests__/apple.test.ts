import { page } from '../../page';
import { fakeApi } from '../../../testing/fakes';
import { readAppleReturn, startAppleSignIn } from '../apple';
import { identityFromOneTap } from '../one-tap';

afterEach(() => jest.restoreAllMocks());

describe('the Apple return fragment', () => {
  it('reads the identity and the intent', () => {
    expect(readAppleReturn('#a=signup&type=apple&social_access_token=code-1&provider_id=a-1&email=x%40example.com&first_name=Theo&last_name=Hidden')).toEqual({
      kind: 'identity',
      intent: 'signup',
      identity: { provider: 'apple', token: 'code-1', tokenType: 'code', providerId: 'a-1', email: 'x@example.com', firstName: 'Theo', lastName: 'Hidden' },
    });
  });

  it('reads an Apple failure', () => {
    expect(readAppleReturn('#a=login&type=apple&err=apple')).toEqual({ kind: 'error' });
  });

  it('ignores any other hash', () => {
    expect(readAppleReturn('#a=login&type=google')).toBeNull();
    expect(readAppleReturn('#a=login&type=apple')).toBeNull();
    expect(readAppleReturn('')).toBeNull();
  });
});

describe('starting Apple sign-in', () => {
  it('asks apple-connect for a state and sends the whole page to the authorize URL', async () => {
    jest.spyOn(page, 'url').mockReturnValue(new URL('http://localhost:8080/us/s/?q=loft#a=signup&source=fav'));
    const assign = jest.spyOn(page, 'assign').mockImplementation(() => {});
    const api = fakeApi({
      appleConnect: jest.fn().mockResolvedValue({
        stateCode: 's',
        clientId: 'c',
        redirectUri: 'http://localhost:8120/apple-connect/callback',
        authorizeUrl: 'http://localhost:8120/dev/apple/auth/authorize?state=s',
      }),
    });
    await startAppleSignIn(api, { intent: 'signup', source: 'fav' });
    expect(api.appleConnect).toHaveBeenCalledWith({ source: 'fav', actionRequested: 'signup', reqFromPath: '/us/s/?q=loft' });
    expect(assign).toHaveBeenCalledWith('http://localhost:8120/dev/apple/auth/authorize?state=s');
  });

  it("builds Apple's authorize URL with form_post when the site gives no URL", async () => {
    const assign = jest.spyOn(page, 'assign').mockImplementation(() => {});
    const api = fakeApi({ appleConnect: jest.fn().mockResolvedValue({ stateCode: 's', clientId: 'c', redirectUri: 'https://site/cb' }) });
    await startAppleSignIn(api, { intent: 'login' });
    const url = new URL(assign.mock.calls[0]?.[0] as string);
    expect(url.origin + url.pathname).toBe('https://appleid.apple.com/auth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'c',
      redirect_uri: 'https://site/cb',
      response_type: 'code id_token',
      scope: 'email name',
      response_mode: 'form_post',
      state: 's',
    });
  });
});

describe('a Google One Tap credential', () => {
  const credential = (claims: Record<string, unknown>) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

  it('uses names only if longer than 1 character', () => {
    expect(identityFromOneTap(credential({ sub: 'g', email: 'a@example.com', given_name: 'A', family_name: 'Bo' }))).toEqual({
      provider: 'google',
      token: expect.any(String),
      tokenType: 'id_token',
      providerId: 'g',
      email: 'a@example.com',
      lastName: 'Bo',
    });
  });

  it('refuses a credential that is not an id_token', () => {
    expect(identityFromOneTap('nonsense')).toBeNull();
    expect(identityFromOneTap(credential({ email: 'no-sub@example.com' }))).toBeNull();
  });
});
