import { randomInt } from 'node:crypto';

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
  /** A new person (no demo account): the choosers also offer a fresh copy of it (see freshCopy). */
  newPerson?: true;
  /** A fresh copy of a new person: its id and email are new each time the chooser is shown. */
  fresh?: true;
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
    newPerson: true,
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
    newPerson: true,
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
    newPerson: true,
    provider: 'apple',
    description: 'New user sharing a private relay email',
    email: 'k7x2q9@privaterelay.appleid.com',
    first_name: 'Theo',
    last_name: 'Hidden',
    picture: false,
  },
  { id: '000123.apple.new.0003', provider: 'apple', description: 'New user who shares no email', first_name: 'Iris', last_name: 'Quiet', picture: false, newPerson: true },
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
  {
    id: '10150000000000002',
    provider: 'facebook',
    description: 'New user whose Facebook account has no email',
    first_name: 'Felix',
    last_name: 'Noemail',
    picture: true,
    newPerson: true,
  },
  {
    id: '10150000000000003',
    newPerson: true,
    provider: 'facebook',
    description: 'New user with an email',
    email: 'freya.fresh@example.com',
    first_name: 'Freya',
    last_name: 'Fresh',
    picture: true,
    work: [{ employer: 'Fresh Events', position: 'Planner' }],
  },
];

/**
 * What a fresh copy's id adds to its new person's id: twelve digits, so the id stays the
 * provider's kind of id (Google's and Facebook's are digits). A fixed new person signs up once
 * per database; a fresh copy is a person nobody has seen, so a sign-up test on a kept database
 * checks the new-user path on every run (docs/decisions/e2e-test-data.md).
 */
const FRESH_SUFFIX = /^\d{12}$/;

/** A fresh copy of a new person: the same names and photo, an id and an email no one has used (`suffix`: twelve digits, random when not given). */
export function freshCopy(person: FakeIdentity, suffix = String(randomInt(1e11, 1e12))): FakeIdentity {
  const { newPerson: _newPerson, ...rest } = person;
  const email = person.email?.replace('@', `.${suffix}@`);
  return { ...rest, id: `${person.id}${suffix}`, description: `A new person each time: ${person.description}`, ...(email ? { email } : {}), fresh: true };
}

/** The identities a provider's chooser offers: its test identities, then a fresh copy of each new person. */
export function chooserIdentities(provider: FakeIdentity['provider']): FakeIdentity[] {
  const own = FAKE_IDENTITIES.filter((i) => i.provider === provider);
  return [...own, ...own.filter((i) => i.newPerson).map((i) => freshCopy(i))];
}

/** A test identity by provider and id, or a fresh copy of a new person (its id followed by twelve digits). */
export function findIdentity(provider: string, id: string): FakeIdentity | undefined {
  const own = FAKE_IDENTITIES.filter((i) => i.provider === provider);
  const exact = own.find((i) => i.id === id);
  if (exact) return exact;
  const person = own.find((i) => i.newPerson && id.startsWith(i.id) && FRESH_SUFFIX.test(id.slice(i.id.length)));
  return person ? freshCopy(person, id.slice(person.id.length)) : undefined;
}
