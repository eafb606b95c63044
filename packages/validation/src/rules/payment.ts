import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { patternText, requiredText, textInRangeFor } from './helpers';

/** Limits of spec §5 and §9 for cards and bank accounts. */
export const PAYMENT_LIMITS = {
  cardNumberMin: 13,
  cardNumberMax: 19,
  accountHolderMin: 3,
  accountHolderMax: 300,
} as const;

// ---- card ----

/** Card holder name: required. */
export const CardNameSchema = requiredText(MESSAGES['card.name.required']);

/** True when a string of digits passes the Luhn (mod 10) check every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Card number: 13 to 19 digits, then the Luhn check (a mistyped digit is caught before the
 * card provider is asked); spaces and dashes people type are removed from the output.
 */
export const CardNumberSchema = v.pipe(
  v.string(MESSAGES['card.number.required']),
  v.trim(),
  v.nonEmpty(MESSAGES['card.number.required']),
  v.transform((value) => value.replace(/[\s-]/g, '')),
  v.regex(/^\d{13,19}$/, MESSAGES['card.number.invalid']),
  // Only a number of the right length is checked, so a short one gets the length message alone.
  v.check((value) => !/^\d{13,19}$/.test(value) || passesLuhn(value), MESSAGES['card.number.luhn']),
);

/** Card month: two digits, 01 to 12. */
export const CardMonthSchema = patternText(/^(?:0[1-9]|1[0-2])$/, MESSAGES['card.month.invalid']);

/** Card day: two digits, 01 to 31. */
export const CardDaySchema = patternText(/^(?:0[1-9]|[12]\d|3[01])$/, MESSAGES['card.day.invalid']);

/** Card year: four digits, not before the current year (read when the value is checked, in local time). */
export const CardYearSchema = v.pipe(
  patternText(/^\d{4}$/, MESSAGES['card.year.invalid']),
  v.check((value) => !/^\d{4}$/.test(value) || Number(value) >= new Date().getFullYear(), MESSAGES['card.year.past']),
);

/** True when a card's expiry month (1-12) of `year` is over on `now`: a card works to the end of its month. */
export function isCardExpired(month: number, year: number, now: Date = new Date()): boolean {
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}

/** CVV: 3 or 4 digits. */
export const CardCvvSchema = patternText(/^\d{3,4}$/, MESSAGES['card.cvv.invalid']);

/** A card form; an expiry month already over this year is refused on the month ('This card has expired.'). */
export const CardSchema = v.pipe(
  v.object(
    {
      name: CardNameSchema,
      number: CardNumberSchema,
      month: CardMonthSchema,
      year: CardYearSchema,
      cvv: CardCvvSchema,
    },
    MESSAGES['request.invalid'],
  ),
  v.forward(
    v.check((card) => !isCardExpired(Number(card.month), Number(card.year)), MESSAGES['card.expired']),
    ['month'],
  ),
);
/** A validated card form. */
export type Card = v.InferOutput<typeof CardSchema>;

// ---- bank ----

/** Bank account holder name: required, 3 to 300 characters. */
export const BankAccountHolderSchema = textInRangeFor('bank.accountHolder', PAYMENT_LIMITS.accountHolderMin, PAYMENT_LIMITS.accountHolderMax);
/** US account number: 3 to 17 digits. */
export const UsAccountNumberSchema = patternText(/^\d{3,17}$/, MESSAGES['bank.us.accountNumber']);
/** US routing number: 9 digits. */
export const UsRoutingNumberSchema = patternText(/^\d{9}$/, MESSAGES['bank.us.routingNumber']);
/** Canada account number: 7 to 12 digits. */
export const CaAccountNumberSchema = patternText(/^\d{7,12}$/, MESSAGES['bank.ca.accountNumber']);
/** Canada transit number: 5 digits. */
export const CaTransitNumberSchema = patternText(/^\d{5}$/, MESSAGES['bank.ca.transitNumber']);
/** Canada institution number: 3 digits. */
export const CaInstitutionNumberSchema = patternText(/^\d{3}$/, MESSAGES['bank.ca.institutionNumber']);
/** UK account number: 8 digits. */
export const UkAccountNumberSchema = patternText(/^\d{8}$/, MESSAGES['bank.uk.accountNumber']);
/** UK sort code: 6 digits. */
export const UkSortCodeSchema = patternText(/^\d{6}$/, MESSAGES['bank.uk.sortCode']);
/** Australia BSB: 6 digits. */
export const AuBsbSchema = patternText(/^\d{6}$/, MESSAGES['bank.au.bsb']);
/** Australia account number: 5 to 9 digits. */
export const AuAccountNumberSchema = patternText(/^\d{5,9}$/, MESSAGES['bank.au.accountNumber']);
/** IBAN: 5 to 34 letters or digits; spaces removed and letters upper-cased in the output. */
export const IbanSchema = v.pipe(
  v.string(MESSAGES['bank.iban']),
  v.transform((value) => value.replace(/\s/g, '').toUpperCase()),
  v.regex(/^[A-Z0-9]{5,34}$/, MESSAGES['bank.iban']),
);

/** Bank account forms per country (spec §5: US, Canada, UK, Australia, IBAN). */
export const BankAccountSchemas = {
  us: v.object({ account_holder_name: BankAccountHolderSchema, account_number: UsAccountNumberSchema, routing_number: UsRoutingNumberSchema }, MESSAGES['request.invalid']),
  ca: v.object(
    {
      account_holder_name: BankAccountHolderSchema,
      account_number: CaAccountNumberSchema,
      transit_number: CaTransitNumberSchema,
      institution_number: CaInstitutionNumberSchema,
    },
    MESSAGES['request.invalid'],
  ),
  uk: v.object({ account_holder_name: BankAccountHolderSchema, account_number: UkAccountNumberSchema, sort_code: UkSortCodeSchema }, MESSAGES['request.invalid']),
  au: v.object({ account_holder_name: BankAccountHolderSchema, bsb: AuBsbSchema, account_number: AuAccountNumberSchema }, MESSAGES['request.invalid']),
  iban: v.object({ account_holder_name: BankAccountHolderSchema, iban: IbanSchema }, MESSAGES['request.invalid']),
} as const;
/** The bank account form kinds. */
export type BankAccountKind = keyof typeof BankAccountSchemas;

/**
 * The "select all" bank inputs' max lengths, in the spec's order
 * (17, 9, 12, 5, 3, 6, 8, 34, 6, 9), each mapped to the field it limits:
 * 17 US account, 9 US routing, 12 Canada account, 5 Canada transit,
 * 3 Canada institution, 6 UK sort code, 8 UK account, 34 IBAN,
 * 6 Australia BSB, 9 Australia account. Each equals that field's longest valid value.
 */
export const BANK_SELECT_ALL_MAX_LENGTHS = [
  { field: 'us_account_number', maxLength: 17 },
  { field: 'us_routing_number', maxLength: 9 },
  { field: 'ca_account_number', maxLength: 12 },
  { field: 'ca_transit_number', maxLength: 5 },
  { field: 'ca_institution_number', maxLength: 3 },
  { field: 'uk_sort_code', maxLength: 6 },
  { field: 'uk_account_number', maxLength: 8 },
  { field: 'iban', maxLength: 34 },
  { field: 'au_bsb', maxLength: 6 },
  { field: 'au_account_number', maxLength: 9 },
] as const;

/** A bank field that has a select-all max length. */
export type BankSelectAllField = (typeof BANK_SELECT_ALL_MAX_LENGTHS)[number]['field'];

/** Max input length per bank field, for `maxLength` attributes. */
export const BANK_FIELD_MAX_LENGTH: Readonly<Record<BankSelectAllField, number>> = Object.fromEntries(
  BANK_SELECT_ALL_MAX_LENGTHS.map(({ field, maxLength }) => [field, maxLength]),
) as Record<BankSelectAllField, number>;

// ---- tax ----

/** tax_id: 9 digits; dashes and spaces (EIN/SSN layouts) are removed from the output. */
export const TaxIdSchema = v.pipe(
  v.string(MESSAGES['taxId.invalid']),
  v.transform((value) => value.replace(/[\s-]/g, '')),
  v.regex(/^\d{9}$/, MESSAGES['taxId.invalid']),
);
/** last_4: 4 digits. */
export const Last4Schema = patternText(/^\d{4}$/, MESSAGES['last4.invalid']);
