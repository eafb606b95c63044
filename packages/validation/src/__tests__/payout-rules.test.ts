import * as v from 'valibot';
import {
  AU_STATES,
  IDENTITY_DOCUMENT_LIMITS,
  PayoutAccountSchema,
  PayoutVerificationSchema,
  SsnLast4Schema,
  US_STATES,
  dateOfBirthSchema,
  identityDocumentMime,
  identityDocumentSchema,
  issueMessages,
  payoutConditionalFields,
  payoutPostalCodeSchema,
  payoutStateSchema,
} from '../index';
import { messageOf } from './expect-message';
import { US_INDIVIDUAL_PAYOUT_ACCOUNT as US_INDIVIDUAL } from '../testing';

function fieldErrors(body: unknown): Record<string, string> {
  const result = v.safeParse(PayoutAccountSchema, body);
  return result.success ? {} : issueMessages(result.issues).fields;
}

describe('payout address', () => {
  it('lists the 50 US states, DC and the territories, and the 8 Australian states and territories', () => {
    expect(Object.keys(US_STATES)).toHaveLength(57);
    expect(US_STATES.NY).toBe('New York');
    expect(US_STATES.PR).toBe('Puerto Rico');
    expect(Object.keys(AU_STATES)).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
  });

  it('takes a US or Australian state only from its list, with the spec message', () => {
    expect(messageOf(payoutStateSchema('US'), 'NY')).toBeNull();
    expect(messageOf(payoutStateSchema('US'), 'NSW')).toBe('Please select your state.');
    expect(messageOf(payoutStateSchema('AU'), 'NSW')).toBeNull();
    expect(messageOf(payoutStateSchema('AU'), 'NY')).toBe('Please select your state.');
    expect(messageOf(payoutStateSchema('US'), '')).toBe('Please select your state.');
  });

  it('takes any region elsewhere but still requires one', () => {
    expect(messageOf(payoutStateSchema('GB'), 'England')).toBeNull();
    expect(messageOf(payoutStateSchema('DE'), '  ')).toBe('Please select your state.');
  });

  it('requires a postal code, and a 5-digit or ZIP+4 code in the US', () => {
    expect(messageOf(payoutPostalCodeSchema('GB'), '')).toBe('Please enter your postal code.');
    expect(messageOf(payoutPostalCodeSchema('GB'), 'SW1A 2AA')).toBeNull();
    expect(messageOf(payoutPostalCodeSchema('US'), '1234')).toBe('Please enter a valid 5-digit ZIP code.');
    expect(messageOf(payoutPostalCodeSchema('US'), '62701')).toBeNull();
    expect(messageOf(payoutPostalCodeSchema('US'), '62701-1234')).toBeNull();
  });
});

describe('date of birth', () => {
  const dob = dateOfBirthSchema(() => new Date('2026-06-15T12:00:00Z'));

  it('asks for it when empty', () => {
    expect(messageOf(dob, '')).toBe('Please enter your date of birth.');
  });

  it('refuses dates that do not exist or are not written YYYY-MM-DD', () => {
    expect(messageOf(dob, '1990-02-30')).toBe('Please enter a valid date of birth.');
    expect(messageOf(dob, '12/04/1990')).toBe('Please enter a valid date of birth.');
    expect(messageOf(dob, '2030-01-01')).toBe('Please enter a valid date of birth.');
    expect(messageOf(dob, '1890-01-01')).toBe('Please enter a valid date of birth.');
  });

  it('needs the holder to be 18 on the day', () => {
    expect(messageOf(dob, '2008-06-15')).toBeNull();
    expect(messageOf(dob, '2008-06-16')).toBe('You must be at least 18 years old to receive payouts.');
  });
});

describe('SSN last 4', () => {
  it('takes exactly four digits', () => {
    const message = 'Please enter the last 4 digits of your Social Security number.';
    expect(messageOf(SsnLast4Schema, '123')).toBe(message);
    expect(messageOf(SsnLast4Schema, '12345')).toBe(message);
    expect(messageOf(SsnLast4Schema, '12a4')).toBe(message);
    expect(messageOf(SsnLast4Schema, '1234')).toBeNull();
  });
});

describe('PayoutAccountSchema', () => {
  it('accepts a US individual and drops fields it did not ask for', () => {
    const output = v.parse(PayoutAccountSchema, { ...US_INDIVIDUAL, business_name: 'Ignored', tax_id: '123456789' });
    expect(output).toMatchObject({ country: 'US', state: 'IL', ssn_last_4: '1234' });
    expect(output).not.toHaveProperty('business_name');
    expect(output).not.toHaveProperty('tax_id');
  });

  it('needs the SSN last 4 of a US individual, but not of a UK one', () => {
    expect(fieldErrors({ ...US_INDIVIDUAL, ssn_last_4: '' })).toEqual({ ssn_last_4: 'Please enter the last 4 digits of your Social Security number.' });
    const uk = { ...US_INDIVIDUAL, country: 'GB', state: 'England', zipcode: 'SW1A 2AA', ssn_last_4: undefined };
    expect(fieldErrors(uk)).toEqual({});
  });

  it('needs a business name and a 9-digit tax id for a company, and no SSN', () => {
    const company = { ...US_INDIVIDUAL, business_type: 'company', ssn_last_4: undefined };
    expect(fieldErrors(company)).toEqual({ business_name: 'Please enter your business name.', tax_id: 'Please enter a valid 9-digit tax ID.' });
    expect(fieldErrors({ ...company, business_name: 'Loft Ltd', tax_id: '12-345678' })).toEqual({ tax_id: 'Please enter a valid 9-digit tax ID.' });
    expect(v.parse(PayoutAccountSchema, { ...company, business_name: 'Loft Ltd', tax_id: '12-3456789' })).toMatchObject({ tax_id: '123456789' });
  });

  it('checks the state and ZIP code against the country', () => {
    expect(fieldErrors({ ...US_INDIVIDUAL, state: 'VIC', zipcode: 'abc' })).toEqual({ state: 'Please select your state.', zipcode: 'Please enter a valid 5-digit ZIP code.' });
  });

  it('gives each common field its own spec message', () => {
    expect(fieldErrors({ country: 'US' })).toMatchObject({
      first_name: 'Please enter your first name.',
      address1: 'Please enter your street address or PO Box.',
      city: 'Please enter your city.',
      state: 'Please select your state.',
      dob: 'Please enter your date of birth.',
    });
    expect(fieldErrors({ ...US_INDIVIDUAL, country: 'JP' })).toMatchObject({ country: 'Please select a supported country.' });
  });

  it('says which fields a country and business type add', () => {
    expect(payoutConditionalFields('us', 'individual')).toEqual({ ssn_last_4: true, business_name: false, tax_id: false });
    expect(payoutConditionalFields('GB', 'individual')).toEqual({ ssn_last_4: false, business_name: false, tax_id: false });
    expect(payoutConditionalFields('US', 'company')).toEqual({ ssn_last_4: false, business_name: true, tax_id: true });
  });
});

describe('identity document', () => {
  const file = (name: string, type: string, size: number) => ({ name, type, size });

  it('takes jpg, png and pdf up to 10 MB', () => {
    expect(messageOf(identityDocumentSchema('front'), file('id.jpg', 'image/jpeg', 1000))).toBeNull();
    expect(messageOf(identityDocumentSchema('front'), file('id.PDF', 'application/pdf', IDENTITY_DOCUMENT_LIMITS.maxBytes))).toBeNull();
    expect(messageOf(identityDocumentSchema('back'), file('id.png', 'image/png', IDENTITY_DOCUMENT_LIMITS.maxBytes + 1))).toBe('Please upload a file no larger than 10 MB.');
    expect(messageOf(identityDocumentSchema('back'), file('id.gif', 'image/gif', 1000))).toBe('Please upload a JPG, PNG or PDF file.');
  });

  it('asks for the missing side by name', () => {
    expect(messageOf(identityDocumentSchema('front'), undefined)).toBe('Please upload the front of your ID.');
    expect(messageOf(identityDocumentSchema('back'), null)).toBe('Please upload the back of your ID.');
  });

  it('reads the type from the bytes', () => {
    expect(identityDocumentMime(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(identityDocumentMime(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(identityDocumentMime(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    expect(identityDocumentMime(new TextEncoder().encode('GIF89a'))).toBeNull();
  });

  it('takes the two sides as file ids', () => {
    const result = v.safeParse(PayoutVerificationSchema, { document_front: 'file_abc' });
    expect(result.success).toBe(false);
    expect(issueMessages(result.issues ?? []).fields).toEqual({ document_front: 'Please upload the front of your ID.', document_back: 'Please upload the back of your ID.' });
    expect(v.safeParse(PayoutVerificationSchema, { document_front: 'file_abcdefgh12', document_back: 'file_12345678ab' }).success).toBe(true);
  });
});
