import { DEV_BASIC_KEY } from '../src/config/env';
import { REFERRAL_REWARD } from '../src/config/referrals';
import { freshEmail, testApiOfFile } from './support/test-api';

const api = testApiOfFile();

const summary = (token: string) => api.request('GET', '/v1/referrals/me', { token });

/** Signs up a new email account with a referral code; answers the access token. */
async function signupWith(email: string, referralCode: unknown): Promise<{ status: number; token: string }> {
  const answer = await api.request('POST', '/v1/profiles', {
    body: { grant_type: 'signup', username: email, password: 'Marketplace1', unsubscribe: false, first_name: 'Ivy', referral_code: referralCode },
  });
  return { status: answer.status, token: answer.body?.access_token };
}

describe('GET /v1/referrals/me', () => {
  it('answers the signed-in person’s own code, link and the reward rule, the same code every time', async () => {
    const { access_token } = await api.signup(freshEmail('inviter'));
    const first = await summary(access_token);
    expect(first.status).toBe(200);
    expect(first.body.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(first.body.path).toBe(`/?ref=${first.body.code}`);
    expect(first.body.reward).toEqual({ amount: REFERRAL_REWARD.amount, currency: 'USD', rule: 'per_signup' });
    expect(first.body.referrals).toEqual([]);
    expect(first.body.earned).toEqual({ amount: 0, currency: 'USD' });
    expect((await summary(access_token)).body.code).toBe(first.body.code);
  });

  it('needs a user: no token, the basic key, or a forged token get 401', async () => {
    expect((await api.request('GET', '/v1/referrals/me')).status).toBe(401);
    expect((await summary(DEV_BASIC_KEY)).status).toBe(401);
    expect((await summary('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged')).status).toBe(401);
  });

  it('shows each person only their own code and invitations', async () => {
    const a = (await api.signup(freshEmail('owner-a'))).access_token;
    const b = (await api.signup(freshEmail('owner-b'))).access_token;
    const codeA = (await summary(a)).body.code;
    expect((await signupWith(freshEmail('joined-a'), codeA)).status).toBe(201);
    const seenByB = await summary(b);
    expect(seenByB.body.code).not.toBe(codeA);
    expect(seenByB.body.referrals).toEqual([]);
    expect((await summary(a)).body.referrals).toHaveLength(1);
  });
});

describe('sign-up with a referral_code', () => {
  it('credits the inviter once per new account, with the first name only', async () => {
    const inviter = (await api.signup(freshEmail('credit'))).access_token;
    const { code } = (await summary(inviter)).body;
    const invited = freshEmail('invited');
    expect((await signupWith(invited, code.toLowerCase())).status).toBe(201);
    const after = await summary(inviter);
    expect(after.body.referrals).toEqual([{ first_name: 'Ivy', joined_at: expect.any(String) }]);
    expect(after.body.earned).toEqual({ amount: REFERRAL_REWARD.amount, currency: 'USD' });
    expect(JSON.stringify(after.body)).not.toContain(invited);
    // The same email again is no new account (Username in use): nothing more is credited.
    expect((await signupWith(invited, code)).status).toBe(400);
    expect((await summary(inviter)).body.referrals).toHaveLength(1);
  });

  it('ignores an unknown or malformed code without an error to the new person', async () => {
    for (const code of ['ZZZZZZZZ', 'nope', '', '<script>', '../../x', 'A'.repeat(200)]) {
      const { status, token } = await signupWith(freshEmail('unknown-code'), code);
      expect(status).toBe(201);
      expect((await summary(token)).body.referrals).toEqual([]);
    }
  });

  it('refuses a code that is not a string or too long as malformed input', async () => {
    expect((await signupWith(freshEmail('bad-type'), 42)).status).toBe(400);
    expect((await signupWith(freshEmail('bad-type'), { code: 'x' })).status).toBe(400);
    expect((await signupWith(freshEmail('too-long'), 'A'.repeat(201))).status).toBe(400);
  });

  it('a person cannot refer themselves', async () => {
    // The only way to hold a code before an account exists is to have one: a second sign-up of
    // the same email with its own code is refused as Username in use and credits nobody.
    const email = freshEmail('self');
    const own = (await api.signup(email)).access_token;
    const { code } = (await summary(own)).body;
    expect((await signupWith(email, code)).status).toBe(400);
    expect((await summary(own)).body.referrals).toEqual([]);
  });
});
