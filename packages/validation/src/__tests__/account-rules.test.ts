import * as v from 'valibot';
import {
  Address1Schema,
  BusinessNameSchema,
  CitySchema,
  EmailSchema,
  FirstNameSchema,
  JobTitleSchema,
  LastNameSchema,
  LoginPasswordSchema,
  OrganizationSchema,
  SignupPasswordSchema,
  StateSchema,
  isStrongPassword,
} from '../index';
import { chars, messageOf } from './expect-message';

describe('EmailSchema', () => {
  it('asks for the email when it is empty, blank or missing', () => {
    expect(messageOf(EmailSchema, '')).toBe('Please enter your email.');
    expect(messageOf(EmailSchema, '   ')).toBe('Please enter your email.');
    expect(messageOf(EmailSchema, undefined)).toBe('Please enter your email.');
  });

  it('asks for a valid email when the address is malformed', () => {
    for (const bad of ['ana', 'ana@', '@example.com', 'ana@example', 'ana@@example.com', 'ana example@x.com']) {
      expect(messageOf(EmailSchema, bad)).toBe('Please enter a valid email.');
    }
  });

  it('accepts a valid address and trims the spaces around it', () => {
    expect(v.parse(EmailSchema, '  ana.b+venues@example.co.uk ')).toBe('ana.b+venues@example.co.uk');
  });
});

describe('SignupPasswordSchema', () => {
  // The rule stated whole (docs/decisions/password-rule-message.md): the spec's text named only the length and the digit, so 'password1' was refused with a message it met.
  const weak = 'Your password needs to be at least 8 characters long and include a number, an upper-case letter and a lower-case letter.';

  it('asks for the password when it is empty or missing', () => {
    expect(messageOf(SignupPasswordSchema, '')).toBe('Please enter your password.');
    expect(messageOf(SignupPasswordSchema, undefined)).toBe('Please enter your password.');
  });

  it('refuses 7 characters and accepts 8 when upper, lower and digit are present', () => {
    expect(messageOf(SignupPasswordSchema, 'Abcdef1')).toBe(weak);
    expect(messageOf(SignupPasswordSchema, 'Abcdefg1')).toBeNull();
  });

  it('refuses a password missing a digit, an upper-case or a lower-case letter', () => {
    expect(messageOf(SignupPasswordSchema, 'Abcdefgh')).toBe(weak);
    expect(messageOf(SignupPasswordSchema, 'abcdefg1')).toBe(weak);
    expect(messageOf(SignupPasswordSchema, 'ABCDEFG1')).toBe(weak);
    expect(messageOf(SignupPasswordSchema, 'password1')).toBe(weak);
  });

  it('counts accented letters and keeps spaces as typed', () => {
    expect(isStrongPassword('Éléphant9')).toBe(true);
    expect(v.parse(SignupPasswordSchema, ' Abcdefg1 ')).toBe(' Abcdefg1 ');
  });
});

describe('LoginPasswordSchema', () => {
  it('only requires a password, of any strength', () => {
    expect(messageOf(LoginPasswordSchema, '')).toBe('Please enter your password.');
    expect(messageOf(LoginPasswordSchema, 'a')).toBeNull();
  });
});

describe.each([
  ['FirstNameSchema', FirstNameSchema, 'Please enter your first name.'],
  ['LastNameSchema', LastNameSchema, 'Please enter your last name.'],
])('%s', (_name, schema, required) => {
  it('refuses 1 character and accepts 2', () => {
    expect(messageOf(schema, 'a')).toBe('Is too short (minimum is 2 characters)');
    expect(messageOf(schema, 'ab')).toBeNull();
  });

  it('accepts 35 characters and refuses 36', () => {
    expect(messageOf(schema, chars(35))).toBeNull();
    expect(messageOf(schema, chars(36))).toBe('Is too long (maximum is 35 characters)');
  });

  it('counts the length after trimming', () => {
    expect(messageOf(schema, ' a ')).toBe('Is too short (minimum is 2 characters)');
    expect(v.parse(schema, '  Jo  ')).toBe('Jo');
  });

  it('asks for the name when it is empty', () => {
    expect(messageOf(schema, '')).toBe(required);
    expect(messageOf(schema, null)).toBe(required);
  });
});

describe('optional profile fields', () => {
  it('accept organization and job title empty or missing', () => {
    for (const schema of [OrganizationSchema, JobTitleSchema]) {
      expect(messageOf(schema, undefined)).toBeNull();
      expect(messageOf(schema, '')).toBeNull();
      expect(v.parse(schema, ' Acme ')).toBe('Acme');
    }
  });

  it('refuse a non-text organization', () => {
    expect(messageOf(OrganizationSchema, 42)).toBe('Please check this value.');
  });
});

describe('address fields', () => {
  it('ask for the street address, the city and the state', () => {
    expect(messageOf(Address1Schema, '')).toBe('Please enter your street address or PO Box.');
    expect(messageOf(CitySchema, ' ')).toBe('Please enter your city.');
    expect(messageOf(StateSchema, '')).toBe('Please select your state.');
    expect(messageOf(Address1Schema, '1 Main St')).toBeNull();
    expect(messageOf(CitySchema, 'Oakland')).toBeNull();
    expect(messageOf(StateSchema, 'CA')).toBeNull();
  });

  it('asks for the business name', () => {
    expect(messageOf(BusinessNameSchema, '')).toBe('Please enter your business name.');
    expect(messageOf(BusinessNameSchema, 'Acme LLC')).toBeNull();
  });
});
