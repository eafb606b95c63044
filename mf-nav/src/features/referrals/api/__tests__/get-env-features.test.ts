import { fetchEnvFeatures, REFERRAL_VALUE } from '../get-env-features';

const apiAnswering = (env: unknown) => ({ getEnv: jest.fn(async () => env) }) as never;

describe('fetchEnvFeatures', () => {
  it('reads the referrals switch and value from the env features', async () => {
    await expect(fetchEnvFeatures(apiAnswering({ features: { referrals: true, referral_value: 75 } }), 'en-US')).resolves.toEqual({ referrals: true, referral_value: 75 });
  });

  it('takes referrals as off, worth $50, when the answer has no features', async () => {
    await expect(fetchEnvFeatures(apiAnswering({ locale: 'en-US' }), 'en-US')).resolves.toEqual({ referrals: false, referral_value: REFERRAL_VALUE });
    expect(REFERRAL_VALUE).toBe(50);
  });

  it('takes referrals as off when the features are malformed', async () => {
    await expect(fetchEnvFeatures(apiAnswering({ features: { referrals: 'yes' } }), 'en-US')).resolves.toEqual({ referrals: false, referral_value: 50 });
  });
});
