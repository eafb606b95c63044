import { commonSignupFields } from '../signup-fields';
import { readReferralCode, rememberReferralCode } from '../referral-code';

afterEach(() => window.sessionStorage.clear());

describe('the referral code of the link a visitor came by', () => {
  it('is remembered for the tab and sent with every sign-up', () => {
    rememberReferralCode('ABCD2345');
    expect(readReferralCode()).toBe('ABCD2345');
    expect(commonSignupFields({ locale: 'en-US' })).toMatchObject({ referral_code: 'ABCD2345' });
  });

  it.each(['', '   ', '<script>', 'a b', 'x'.repeat(65)])('is not kept when it cannot be a code: %j', (code) => {
    rememberReferralCode(code);
    expect(readReferralCode()).toBeUndefined();
    expect(commonSignupFields({ locale: 'en-US' })).not.toHaveProperty('referral_code');
  });
});
