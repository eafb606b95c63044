import * as v from 'valibot';
import {
  DEFAULT_PHONE_COUNTRY,
  MobilePhoneSchema,
  OptionalMobilePhoneSchema,
  PREFERRED_PHONE_COUNTRIES,
  PhoneCountrySchema,
  createMobilePhoneSchema,
  parsePhone,
  phoneCountryOptions,
} from '../index';
import { messageOf } from './expect-message';

const INVALID = 'Please enter a valid phone number with no special characters.';

describe('parsePhone', () => {
  it('returns the profile phone fields and E.164 for a US number', () => {
    expect(parsePhone('(201) 555-0123')).toEqual({
      success: true,
      output: {
        phone: '2015550123',
        phone_formatted: '+1 201 555 0123',
        phone_country: 'us',
        phone_country_code: '1',
        e164: '+12015550123',
      },
    });
  });

  it('lets a typed calling code win over the picker country', () => {
    const result = parsePhone('+44 7400 123456', 'us');
    expect(result.success && result.output).toMatchObject({ phone_country: 'gb', phone_country_code: '44', e164: '+447400123456' });
  });

  it('reads a national number in the picker country, whatever its case', () => {
    const result = parsePhone('612 34 56 78', 'ES');
    expect(result.success && result.output).toMatchObject({ phone: '612345678', phone_country: 'es', e164: '+34612345678' });
  });

  it('counts the 10 digits on the full number: 10 pass, 9 are refused even when the number exists', () => {
    expect(parsePhone('+65 8123 4567').success).toBe(true); // 65 + 8 digits = 10
    expect(parsePhone('+298 211234')).toEqual({ success: false, message: INVALID }); // 298 + 6 digits = 9
  });

  it('refuses a number too short for its country', () => {
    expect(parsePhone('201 555 012')).toEqual({ success: false, message: INVALID });
  });

  it('refuses special characters', () => {
    for (const bad of ['201-555-0123 ext 4', '201#555#0123', '201/555/0123', '+1 201 555 0123*', '1+2015550123']) {
      expect(parsePhone(bad)).toEqual({ success: false, message: INVALID });
    }
  });

  it('asks for the phone when it is empty', () => {
    expect(parsePhone('  ')).toEqual({ success: false, message: 'Please enter your mobile phone.' });
    expect(parsePhone(undefined)).toEqual({ success: false, message: 'Please enter your mobile phone.' });
  });

  it('refuses a country it does not know without throwing', () => {
    expect(parsePhone('2015550123', 'zz')).toEqual({ success: false, message: 'Please select a valid country for your phone number.' });
  });

  it('refuses values that are not text', () => {
    expect(parsePhone({ n: 1 })).toEqual({ success: false, message: INVALID });
  });
});

describe('mobile phone schemas', () => {
  it('give the required message only when the phone is required', () => {
    expect(messageOf(MobilePhoneSchema, '')).toBe('Please enter your mobile phone.');
    expect(messageOf(OptionalMobilePhoneSchema, '')).toBeNull();
    expect(v.parse(OptionalMobilePhoneSchema, '')).toBeUndefined();
  });

  it('give the invalid message for a bad number whether optional or not', () => {
    expect(messageOf(MobilePhoneSchema, '12345')).toBe(INVALID);
    expect(messageOf(OptionalMobilePhoneSchema, '12345')).toBe(INVALID);
  });

  it('output the parsed fields', () => {
    expect(v.parse(MobilePhoneSchema, '201.555.0123')).toMatchObject({ e164: '+12015550123' });
  });

  it('parse in the picker country they were built for', () => {
    const french = createMobilePhoneSchema({ country: 'fr' });
    expect(v.parse(french, '06 12 34 56 78')).toMatchObject({ e164: '+33612345678', phone_country: 'fr' });
  });
});

describe('phone countries', () => {
  it('prefers us, gb, de, fr, es with us as default', () => {
    expect(PREFERRED_PHONE_COUNTRIES).toEqual(['us', 'gb', 'de', 'fr', 'es']);
    expect(DEFAULT_PHONE_COUNTRY).toBe('us');
  });

  it('lists the preferred countries first, then the rest by name', () => {
    const options = phoneCountryOptions('en-US');
    expect(options.slice(0, 5).map((o) => o.country)).toEqual(['us', 'gb', 'de', 'fr', 'es']);
    expect(options[0]).toEqual({ country: 'us', callingCode: '1', label: 'United States', preferred: true });
    const rest = options.slice(5);
    expect(rest.every((o) => !o.preferred)).toBe(true);
    expect(rest.map((o) => o.label)).toEqual([...rest.map((o) => o.label)].sort((a, b) => a.localeCompare(b, 'en-US')));
    expect(options.length).toBeGreaterThan(200);
  });

  it('names countries in the display locale and survives a malformed locale', () => {
    expect(phoneCountryOptions('de-DE')[2]?.label).toBe('Deutschland');
    expect(phoneCountryOptions('not a locale!')[0]?.label).toBe('United States');
  });

  it('validates phone_country and lower-cases it', () => {
    expect(v.parse(PhoneCountrySchema, 'GB')).toBe('gb');
    expect(messageOf(PhoneCountrySchema, 'xx')).toBe('Please select a valid country for your phone number.');
  });
});
