import { apiError, fakeApi, fakeDeps } from '../../../../testing/fakes';
import { sendEmailCode, verifyEmail } from '../verify-email';

describe('email verification', () => {
  it('opens Welcome on the right code', async () => {
    const deps = fakeDeps();
    expect(await verifyEmail(deps, '1234')).toEqual({ kind: 'show', view: { name: 'welcome' } });
    expect(deps.api.verifyEmailCode).toHaveBeenCalledWith('1234');
  });

  it('closes on the right code when opened outside a sign-up', async () => {
    expect(await verifyEmail(fakeDeps(), '1234', { signup: false })).toEqual({ kind: 'close' });
  });

  it.each([
    ['a wrong code', apiError(400, 'code_not_match', 'The verification code is incorrect.'), 'badEmailCode'],
    ['a dead code', apiError(400, 'code_expired'), 'codeExpired'],
    ['an expired sign-up session', apiError(401, 'jwt expired'), 'signupExpired'],
  ])('maps %s to its message', async (_name, error, key) => {
    const deps = fakeDeps(fakeApi({ verifyEmailCode: jest.fn().mockRejectedValue(error) }));
    expect(await verifyEmail(deps, '1234')).toEqual({ kind: 'notice', notice: { key } });
  });

  it('reports a code that could not be sent', async () => {
    expect(await sendEmailCode(fakeDeps())).toBeNull();
    const deps = fakeDeps(fakeApi({ sendEmailCode: jest.fn().mockRejectedValue(apiError(429, 'Too Many Requests')) }));
    expect(await sendEmailCode(deps)).toEqual({ kind: 'notice', notice: { key: 'unexpected' } });
  });
});
