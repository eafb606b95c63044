import * as v from 'valibot';
import { getCountries, getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { MESSAGES } from '../messages';

/** Phone countries shown first in the country picker, in this order (spec §5). */
export const PREFERRED_PHONE_COUNTRIES = ['us', 'gb', 'de', 'fr', 'es'] as const;

/** The phone country selected when nothing else is known. */
export const DEFAULT_PHONE_COUNTRY = 'us';

/**
 * Fewest digits a mobile number may have, counted on the full international
 * number (calling code included) so that a 9-digit Spanish number typed without
 * +34 is not refused.
 */
export const MIN_PHONE_DIGITS = 10;

/** The profile's phone fields, as `PUT /v1/profiles/me` takes them, plus the E.164 form for SMS. */
export interface PhoneFields {
  /** National significant number, digits only: '2015550123'. */
  phone: string;
  /** International format for display: '+1 201 555 0123'. */
  phone_formatted: string;
  /** ISO 3166-1 alpha-2 country, lower case: 'us'. */
  phone_country: string;
  /** Country calling code without '+': '1'. */
  phone_country_code: string;
  /** E.164: '+12015550123'. */
  e164: string;
}

/** Outcome of `parsePhone`: the fields, or the spec message to show. */
export type PhoneParseResult = { success: true; output: PhoneFields } | { success: false; message: string };

// Formatting people type (spaces, dashes, dots, brackets, a leading plus) is fine;
// letters, '#', '*', extensions and the like are the "special characters" of the message.
const ALLOWED_PHONE_TEXT = /^\+?[\d\s().-]+$/;

/** True when `country` (any case) is a country libphonenumber knows. */
export function isPhoneCountry(country: unknown): country is string {
  return typeof country === 'string' && isSupportedCountry(country.toUpperCase());
}

/**
 * Parses a typed mobile number with libphonenumber-js. `country` is the picker's
 * country; a number typed with '+' and a calling code wins over it.
 * Never throws: bad input gives the spec message.
 */
export function parsePhone(input: unknown, country: string = DEFAULT_PHONE_COUNTRY): PhoneParseResult {
  if (!isPhoneCountry(country)) return { success: false, message: MESSAGES['phoneCountry.invalid'] };
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) {
    return { success: false, message: MESSAGES['phone.required'] };
  }
  const text = typeof input === 'number' && Number.isSafeInteger(input) ? String(input) : input;
  if (typeof text !== 'string' || !ALLOWED_PHONE_TEXT.test(text.trim())) {
    return { success: false, message: MESSAGES['phone.invalid'] };
  }
  const parsed = parsePhoneNumberFromString(text.trim(), country.toUpperCase() as CountryCode);
  // Non-geographic numbers (+800 …) have no country and cannot receive our SMS.
  if (!parsed || !parsed.isValid() || parsed.country === undefined) {
    return { success: false, message: MESSAGES['phone.invalid'] };
  }
  if (parsed.countryCallingCode.length + parsed.nationalNumber.length < MIN_PHONE_DIGITS) {
    return { success: false, message: MESSAGES['phone.invalid'] };
  }
  return {
    success: true,
    output: {
      phone: parsed.nationalNumber,
      phone_formatted: parsed.formatInternational(),
      phone_country: parsed.country.toLowerCase(),
      phone_country_code: parsed.countryCallingCode,
      e164: parsed.number,
    },
  };
}

/**
 * Builds the mobile phone schema for a picker country. Its output is the
 * parsed `PhoneFields` (or `undefined` when optional and left empty).
 * Required: empty gives 'Please enter your mobile phone.'; either way a bad
 * number gives 'Please enter a valid phone number with no special characters.'.
 */
export function createMobilePhoneSchema(options: { optional?: boolean; country?: string } = {}) {
  const country = options.country ?? DEFAULT_PHONE_COUNTRY;
  const optional = options.optional ?? false;
  return v.pipe(
    v.unknown(),
    v.rawTransform<unknown, PhoneFields | undefined>(({ dataset, addIssue, NEVER }) => {
      const value = dataset.value;
      const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
      if (empty && optional) return undefined;
      const result = parsePhone(value, country);
      if (result.success) return result.output;
      addIssue({ message: result.message });
      return NEVER;
    }),
  );
}

/** mobile_phone when the form requires it, US picker country. */
export const MobilePhoneSchema = createMobilePhoneSchema();
/** Parsed phone fields. */
export type MobilePhone = v.InferOutput<typeof MobilePhoneSchema>;

/** mobile_phone when the form allows it empty, US picker country. */
export const OptionalMobilePhoneSchema = createMobilePhoneSchema({ optional: true });
/** Parsed phone fields, or undefined when left empty. */
export type OptionalMobilePhone = v.InferOutput<typeof OptionalMobilePhoneSchema>;

/** phone_country: an ISO country libphonenumber knows, any case in, lower case out. */
export const PhoneCountrySchema = v.pipe(
  v.string(MESSAGES['phoneCountry.invalid']),
  v.trim(),
  v.check((country: string) => isPhoneCountry(country), MESSAGES['phoneCountry.invalid']),
  v.toLowerCase(),
);
/** A lower-case ISO country code. */
export type PhoneCountry = v.InferOutput<typeof PhoneCountrySchema>;

/** One entry of the phone country picker. */
export interface PhoneCountryOption {
  /** Lower-case ISO country code. */
  country: string;
  /** Calling code without '+'. */
  callingCode: string;
  /** Country name in the display locale (the code itself when the runtime has no names). */
  label: string;
  /** True for the spec's preferred countries, which come first. */
  preferred: boolean;
}

/**
 * Every phone country, preferred ones first in spec order, the rest sorted by
 * their name in `locale`.
 */
export function phoneCountryOptions(locale = 'en-US'): PhoneCountryOption[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    // A malformed locale tag: fall back to English rather than fail the picker.
    locale = 'en-US';
    names = new Intl.DisplayNames([locale], { type: 'region' });
  }
  const preferred: readonly string[] = PREFERRED_PHONE_COUNTRIES;
  const toOption = (code: CountryCode): PhoneCountryOption => ({
    country: code.toLowerCase(),
    callingCode: getCountryCallingCode(code),
    label: names?.of(code) ?? code,
    preferred: preferred.includes(code.toLowerCase()),
  });
  const all = getCountries().map(toOption);
  const first = PREFERRED_PHONE_COUNTRIES.map((c) => all.find((o) => o.country === c)).filter((o): o is PhoneCountryOption => o !== undefined);
  const rest = all.filter((o) => !o.preferred).sort((a, b) => a.label.localeCompare(b.label, locale));
  return [...first, ...rest];
}
