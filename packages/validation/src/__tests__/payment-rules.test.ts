import * as v from 'valibot';
import {
  AuAccountNumberSchema,
  AuBsbSchema,
  BANK_FIELD_MAX_LENGTH,
  BANK_SELECT_ALL_MAX_LENGTHS,
  BankAccountHolderSchema,
  BankAccountSchemas,
  CaAccountNumberSchema,
  CaInstitutionNumberSchema,
  CaTransitNumberSchema,
  CardCvvSchema,
  CardDaySchema,
  CardMonthSchema,
  CardNameSchema,
  CardNumberSchema,
  CardSchema,
  CardYearSchema,
  FIELD_SCHEMAS,
  IbanSchema,
  Last4Schema,
  TaxIdSchema,
  UkAccountNumberSchema,
  UkSortCodeSchema,
  UsAccountNumberSchema,
  UsRoutingNumberSchema,
} from '../index';
import { isCardExpired, passesLuhn } from '../rules/payment';
import { chars, digits, messageOf } from './expect-message';

/** `length` digits ending in the Luhn check digit, so only the length rule decides. */
function luhnDigits(length: number): string {
  const body = digits(length - 1);
  for (let check = 0; check <= 9; check += 1) if (passesLuhn(body + check)) return body + check;
  throw new Error('unreachable');
}

describe('card fields', () => {
  it('asks for the card holder name', () => {
    expect(messageOf(CardNameSchema, '')).toBe('Please enter the name on your card.');
    expect(messageOf(CardNameSchema, 'Ana Diaz')).toBeNull();
  });

  it('refuses 12 and 20 digit card numbers and accepts 13 and 19', () => {
    const invalid = 'Please enter a valid card number (13 to 19 digits).';
    expect(messageOf(CardNumberSchema, digits(12))).toBe(invalid);
    expect(messageOf(CardNumberSchema, luhnDigits(13))).toBeNull();
    expect(messageOf(CardNumberSchema, luhnDigits(19))).toBeNull();
    expect(messageOf(CardNumberSchema, digits(20))).toBe(invalid);
    expect(messageOf(CardNumberSchema, '4242 4242 4242 424x')).toBe(invalid);
    expect(messageOf(CardNumberSchema, '')).toBe('Please enter your card number.');
  });

  it('refuses a card number of the right length that fails the Luhn check', () => {
    const luhn = 'This card number is not valid. Please check it and try again.';
    expect(messageOf(CardNumberSchema, '4242 4242 4242 4241')).toBe(luhn);
    expect(messageOf(CardNumberSchema, '4242 4242 4242 4242')).toBeNull();
    expect(messageOf(CardNumberSchema, '5555555555554444')).toBeNull();
    expect(messageOf(CardNumberSchema, '378282246310005')).toBeNull();
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4242x')).toBe(false);
  });

  it('removes the spaces and dashes people type in card numbers', () => {
    expect(v.parse(CardNumberSchema, '4242 4242-4242 4242')).toBe('4242424242424242');
  });

  it('accepts months 01 to 12 as two digits only', () => {
    const invalid = 'Please enter a valid month (01 to 12).';
    for (const bad of ['00', '13', '1', '001', '', 'ab']) expect(messageOf(CardMonthSchema, bad)).toBe(invalid);
    for (const good of ['01', '09', '10', '12']) expect(messageOf(CardMonthSchema, good)).toBeNull();
  });

  it('accepts days 01 to 31 as two digits only', () => {
    const invalid = 'Please enter a valid day (01 to 31).';
    for (const bad of ['00', '32', '1', '']) expect(messageOf(CardDaySchema, bad)).toBe(invalid);
    for (const good of ['01', '19', '29', '31']) expect(messageOf(CardDaySchema, good)).toBeNull();
  });

  it('accepts a 4-digit year only', () => {
    const invalid = 'Please enter a valid 4-digit year.';
    expect(messageOf(CardYearSchema, '203')).toBe(invalid);
    expect(messageOf(CardYearSchema, '2031')).toBeNull();
    expect(messageOf(CardYearSchema, '20311')).toBe(invalid);
  });

  it('refuses a year in the past and accepts this year', () => {
    const thisYear = new Date().getFullYear();
    expect(messageOf(CardYearSchema, String(thisYear - 1))).toBe('Please enter a year that is not in the past.');
    expect(messageOf(CardYearSchema, String(thisYear))).toBeNull();
  });

  it('says a card whose month is over has expired, and that a card works to the end of its month', () => {
    const now = new Date(2030, 5, 15);
    expect(isCardExpired(5, 2030, now)).toBe(true);
    expect(isCardExpired(6, 2030, now)).toBe(false);
    expect(isCardExpired(1, 2031, now)).toBe(false);
    expect(isCardExpired(12, 2029, now)).toBe(true);
    jest.useFakeTimers({ now: new Date(2030, 5, 15), doNotFake: ['nextTick', 'setImmediate'] });
    try {
      const result = v.safeParse(CardSchema, { name: 'Ana', number: '4242424242424242', month: '05', year: '2030', cvv: '123' });
      expect(result.success ? null : [result.issues[0].message, v.getDotPath(result.issues[0])]).toEqual(['This card has expired.', 'month']);
      expect(v.safeParse(CardSchema, { name: 'Ana', number: '4242424242424242', month: '06', year: '2030', cvv: '123' }).success).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('accepts a CVV of 3 or 4 digits only', () => {
    const invalid = 'Please enter a valid security code (3 or 4 digits).';
    expect(messageOf(CardCvvSchema, '12')).toBe(invalid);
    expect(messageOf(CardCvvSchema, '123')).toBeNull();
    expect(messageOf(CardCvvSchema, '1234')).toBeNull();
    expect(messageOf(CardCvvSchema, '12345')).toBe(invalid);
    expect(messageOf(CardCvvSchema, '12a')).toBe(invalid);
  });

  it('validates a whole card form', () => {
    expect(v.parse(CardSchema, { name: 'Ana', number: '4242424242424242', month: '04', year: '2031', cvv: '123' })).toEqual({
      name: 'Ana',
      number: '4242424242424242',
      month: '04',
      year: '2031',
      cvv: '123',
    });
    expect(messageOf(CardSchema, 'card')).toBe('Something is wrong with this request. Please try again.');
  });
});

describe('bank fields', () => {
  it('refuses an account holder of 2 characters and accepts 3 to 300', () => {
    expect(messageOf(BankAccountHolderSchema, '')).toBe("Please enter the account holder's name.");
    expect(messageOf(BankAccountHolderSchema, chars(2))).toBe('Is too short (minimum is 3 characters)');
    expect(messageOf(BankAccountHolderSchema, chars(3))).toBeNull();
    expect(messageOf(BankAccountHolderSchema, chars(300))).toBeNull();
    expect(messageOf(BankAccountHolderSchema, chars(301))).toBe('Is too long (maximum is 300 characters)');
  });

  it.each([
    ['US account', UsAccountNumberSchema, 3, 17, 'Please enter a valid account number (3 to 17 digits).'],
    ['US routing', UsRoutingNumberSchema, 9, 9, 'Please enter a valid 9-digit routing number.'],
    ['Canada account', CaAccountNumberSchema, 7, 12, 'Please enter a valid account number (7 to 12 digits).'],
    ['Canada transit', CaTransitNumberSchema, 5, 5, 'Please enter a valid 5-digit transit number.'],
    ['Canada institution', CaInstitutionNumberSchema, 3, 3, 'Please enter a valid 3-digit institution number.'],
    ['UK account', UkAccountNumberSchema, 8, 8, 'Please enter a valid 8-digit account number.'],
    ['UK sort code', UkSortCodeSchema, 6, 6, 'Please enter a valid 6-digit sort code.'],
    ['Australia BSB', AuBsbSchema, 6, 6, 'Please enter a valid 6-digit BSB.'],
    ['Australia account', AuAccountNumberSchema, 5, 9, 'Please enter a valid account number (5 to 9 digits).'],
  ])('%s number accepts %i to %i digits and nothing else', (_name, schema, min, max, message) => {
    expect(messageOf(schema, digits(min - 1))).toBe(message);
    expect(messageOf(schema, digits(min))).toBeNull();
    expect(messageOf(schema, digits(max))).toBeNull();
    expect(messageOf(schema, digits(max + 1))).toBe(message);
    expect(messageOf(schema, `${digits(min - 1)}a`)).toBe(message);
  });

  it('accepts an IBAN of 5 to 34 letters or digits, spaces removed and upper-cased', () => {
    const message = 'Please enter a valid IBAN (5 to 34 letters or digits).';
    expect(messageOf(IbanSchema, 'DE89')).toBe(message);
    expect(v.parse(IbanSchema, 'de89 3704')).toBe('DE893704');
    expect(messageOf(IbanSchema, `DE${digits(32)}`)).toBeNull();
    expect(messageOf(IbanSchema, `DE${digits(33)}`)).toBe(message);
    expect(messageOf(IbanSchema, 'DE89-3704-0044')).toBe(message);
  });

  it('maps the select-all max lengths 17, 9, 12, 5, 3, 6, 8, 34, 6, 9 to their fields', () => {
    expect(BANK_SELECT_ALL_MAX_LENGTHS.map((entry) => entry.maxLength)).toEqual([17, 9, 12, 5, 3, 6, 8, 34, 6, 9]);
    expect(BANK_FIELD_MAX_LENGTH).toEqual({
      us_account_number: 17,
      us_routing_number: 9,
      ca_account_number: 12,
      ca_transit_number: 5,
      ca_institution_number: 3,
      uk_sort_code: 6,
      uk_account_number: 8,
      iban: 34,
      au_bsb: 6,
      au_account_number: 9,
    });
  });

  it('makes each max length the longest value its field accepts', () => {
    for (const { field, maxLength } of BANK_SELECT_ALL_MAX_LENGTHS) {
      const schema = FIELD_SCHEMAS[field];
      expect([field, messageOf(schema, digits(maxLength))]).toEqual([field, null]);
      expect([field, messageOf(schema, digits(maxLength + 1))]).not.toEqual([field, null]);
    }
  });

  it('validates each country form with its own fields', () => {
    expect(v.is(BankAccountSchemas.us, { account_holder_name: 'Ana Diaz', account_number: '000123456789', routing_number: '110000000' })).toBe(true);
    expect(v.is(BankAccountSchemas.ca, { account_holder_name: 'Ana Diaz', account_number: '1234567', transit_number: '11000', institution_number: '000' })).toBe(true);
    expect(v.is(BankAccountSchemas.uk, { account_holder_name: 'Ana Diaz', account_number: '00012345', sort_code: '108800' })).toBe(true);
    expect(v.is(BankAccountSchemas.au, { account_holder_name: 'Ana Diaz', bsb: '110000', account_number: '000123456' })).toBe(true);
    expect(v.is(BankAccountSchemas.iban, { account_holder_name: 'Ana Diaz', iban: 'FR1420041010050500013M02606' })).toBe(true);
    expect(v.is(BankAccountSchemas.uk, { account_holder_name: 'Ana Diaz', account_number: '00012345' })).toBe(false);
  });
});

describe('tax fields', () => {
  it('accepts a 9-digit tax id, with EIN or SSN dashes, and nothing else', () => {
    const message = 'Please enter a valid 9-digit tax ID.';
    expect(messageOf(TaxIdSchema, digits(8))).toBe(message);
    expect(messageOf(TaxIdSchema, digits(9))).toBeNull();
    expect(messageOf(TaxIdSchema, digits(10))).toBe(message);
    expect(v.parse(TaxIdSchema, '12-3456789')).toBe('123456789');
    expect(v.parse(TaxIdSchema, '123-45-6789')).toBe('123456789');
    expect(messageOf(TaxIdSchema, '')).toBe(message);
  });

  it('accepts exactly 4 digits for last_4', () => {
    const message = 'Please enter the last 4 digits.';
    expect(messageOf(Last4Schema, '123')).toBe(message);
    expect(messageOf(Last4Schema, '1234')).toBeNull();
    expect(messageOf(Last4Schema, '12345')).toBe(message);
  });
});
