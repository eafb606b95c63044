/** The demo accounts (README "Demo accounts"); every one with a password uses DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Marketplace1';

export interface DemoAccount {
  email: string;
  password: boolean;
  firstName: string;
  lastName: string;
  isHost?: boolean;
  hostState?: string;
  status?: 'active' | 'inactive';
  aggressivePasswordReset?: boolean;
  phone?: { national: string; e164: string; formatted: string; country: string; code: string; verified: boolean };
  /** Linked fake-provider identity (provider, id). */
  social?: { provider: 'google' | 'apple' | 'facebook'; id: string };
  payout?: 'none' | 'ready' | 'blocked';
  /** Accepted terms version; below the current one means pending terms at sign-in. */
  termsVersion?: number;
  emailVerified?: boolean;
  note: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'guest@example.com', password: true, firstName: 'Grace', lastName: 'Guest', emailVerified: true, note: 'Guest with unread messages' },
  {
    email: 'host@example.com',
    password: true,
    firstName: 'Harper',
    lastName: 'Host',
    isHost: true,
    payout: 'none',
    emailVerified: true,
    phone: { national: '4155550100', e164: '+14155550100', formatted: '+1 415 555 0100', country: 'us', code: '1', verified: false },
    note: 'Host without a payout account and with an unverified phone (Add payout info, phone prompt)',
  },
  {
    email: 'host.blocked@example.com',
    password: true,
    firstName: 'Blake',
    lastName: 'Blocked',
    isHost: true,
    payout: 'blocked',
    emailVerified: true,
    phone: { national: '2079460000', e164: '+442079460000', formatted: '+44 20 7946 0000', country: 'gb', code: '44', verified: true },
    note: 'Host whose payout account has an external-accounts error (Payouts blocked)',
  },
  {
    email: 'host.power@example.com',
    password: true,
    firstName: 'Parker',
    lastName: 'Power',
    isHost: true,
    hostState: 'POWER_HOST',
    payout: 'ready',
    emailVerified: true,
    phone: { national: '2125550123', e164: '+12125550123', formatted: '+1 212 555 0123', country: 'us', code: '1', verified: true },
    note: 'POWER_HOST with payouts enabled (no host warnings)',
  },
  {
    email: 'inactive@example.com',
    password: true,
    firstName: 'Ivan',
    lastName: 'Inactive',
    status: 'inactive',
    emailVerified: true,
    note: 'Inactive account: log-in answers inactive_account',
  },
  {
    email: 'reset@example.com',
    password: true,
    firstName: 'Rosa',
    lastName: 'Reset',
    aggressivePasswordReset: true,
    emailVerified: true,
    note: 'Aggressive password reset: log-in answers aggressivePasswordReset and emails a reset link',
  },
  {
    email: 'terms@example.com',
    password: true,
    firstName: 'Terry',
    lastName: 'Terms',
    termsVersion: 1,
    emailVerified: true,
    note: 'Has not accepted the current terms: experience lists them at sign-in',
  },
  { email: 'unverified@example.com', password: true, firstName: 'Uma', lastName: 'Unverified', emailVerified: false, note: 'Email not verified yet' },
  {
    email: 'google.only@example.com',
    password: false,
    firstName: 'Gabriel',
    lastName: 'Gomez',
    social: { provider: 'google', id: '100000000000000000001' },
    emailVerified: true,
    note: 'Google-only (choose "Gabriel Gomez" in the fake Google chooser)',
  },
  {
    email: 'facebook.only@example.com',
    password: false,
    firstName: 'Fiona',
    lastName: 'Fairweather',
    social: { provider: 'facebook', id: '10150000000000001' },
    emailVerified: true,
    note: 'Facebook-only (choose "Fiona Fairweather" in the fake Facebook dialog)',
  },
  {
    email: 'apple.only@example.com',
    password: false,
    firstName: 'Ada',
    lastName: 'Appleby',
    social: { provider: 'apple', id: '000123.apple.demo.0001' },
    emailVerified: true,
    note: 'Apple-only (choose "Ada Appleby" on the fake Apple page)',
  },
];
