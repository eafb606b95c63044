/**
 * The test identities of the local fake Google, Apple and Facebook providers. Some are
 * linked to demo accounts (the social-only accounts), others are new people who can sign up.
 */
export interface FakeIdentity {
  id: string;
  provider: 'google' | 'apple' | 'facebook';
  /** What the chooser shows. */
  description: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  /** Whether the provider serves a profile picture for this identity. */
  picture: boolean;
  /** Google people service phone numbers. */
  phones?: string[];
  /** Facebook `work`. */
  work?: { employer: string; position: string }[];
}

export const FAKE_IDENTITIES: readonly FakeIdentity[] = [
  {
    id: '100000000000000000001',
    provider: 'google',
    description: 'Google-only demo account',
    email: 'google.only@example.com',
    first_name: 'Gabriel',
    last_name: 'Gomez',
    picture: true,
    phones: ['+1 415-555-0142'],
  },
  {
    id: '100000000000000000002',
    provider: 'google',
    description: 'New user with a photo and full names (skips the profile step)',
    email: 'nora.newman@example.com',
    first_name: 'Nora',
    last_name: 'Newman',
    picture: true,
    phones: ['+44 20 7946 0958'],
  },
  {
    id: '100000000000000000003',
    provider: 'google',
    description: 'New user with a one-letter name and no photo (needs the profile step)',
    email: 'al.b@example.com',
    first_name: 'A',
    last_name: 'B',
    picture: false,
  },
  {
    id: '100000000000000000004',
    provider: 'google',
    description: 'Google identity of the email demo guest (account exists under email)',
    email: 'guest@example.com',
    first_name: 'Grace',
    last_name: 'Guest',
    picture: true,
  },
  {
    id: '000123.apple.demo.0001',
    provider: 'apple',
    description: 'Apple-only demo account',
    email: 'apple.only@example.com',
    first_name: 'Ada',
    last_name: 'Appleby',
    picture: false,
  },
  {
    id: '000123.apple.new.0002',
    provider: 'apple',
    description: 'New user sharing a private relay email',
    email: 'k7x2q9@privaterelay.appleid.com',
    first_name: 'Theo',
    last_name: 'Hidden',
    picture: false,
  },
  { id: '000123.apple.new.0003', provider: 'apple', description: 'New user who shares no email', first_name: 'Iris', last_name: 'Quiet', picture: false },
  {
    id: '10150000000000001',
    provider: 'facebook',
    description: 'Facebook-only demo account',
    email: 'facebook.only@example.com',
    first_name: 'Fiona',
    last_name: 'Fairweather',
    picture: true,
    work: [{ employer: 'Fairweather Films', position: 'Producer' }],
  },
  { id: '10150000000000002', provider: 'facebook', description: 'New user whose Facebook account has no email', first_name: 'Felix', last_name: 'Noemail', picture: true },
  {
    id: '10150000000000003',
    provider: 'facebook',
    description: 'New user with an email',
    email: 'freya.fresh@example.com',
    first_name: 'Freya',
    last_name: 'Fresh',
    picture: true,
    work: [{ employer: 'Fresh Events', position: 'Planner' }],
  },
];

export function findIdentity(provider: string, id: string): FakeIdentity | undefined {
  return FAKE_IDENTITIES.find((i) => i.provider === provider && i.id === id);
}
