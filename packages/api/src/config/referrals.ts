/**
 * The referral reward rule, stated once (the env's `referral_value`, the nav's 'Earn $50' and
 * GET /v1/referrals/me all read it): the inviter earns `amount` in `currency` as account
 * credit for each new account created from their link. One credit per invited account (a
 * person is invited once), none for inviting yourself, none for an unknown code.
 */
export const REFERRAL_REWARD = {
  amount: 50,
  currency: 'USD',
  /** A stable key the front end translates: the rule above, in one word. */
  rule: 'per_signup',
} as const;

/** Characters of a referral code: no 0/O or 1/I/L, so a code read aloud or retyped survives. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
