import * as v from 'valibot';
import {
  ActivitySchema,
  AttendeesSchema,
  BlockDayTitleSchema,
  CommentSchema,
  ConciergeBudgetSchema,
  CustomOfferSubtotalSchema,
  LocationSchema,
  MessageToHostSchema,
  PersonalMessageSchema,
  RequiredTextboxResponseSchema,
  ReviewResponseSchema,
  TermsSchema,
  VerificationCodeSchema,
} from '../index';
import { chars, messageOf } from './expect-message';

describe('VerificationCodeSchema', () => {
  it('refuses 3 and 5 digits and accepts 4', () => {
    expect(messageOf(VerificationCodeSchema, '123')).toBe('Please enter a valid 4-digit code.');
    expect(messageOf(VerificationCodeSchema, '1234')).toBeNull();
    expect(messageOf(VerificationCodeSchema, '12345')).toBe('Please enter a valid 4-digit code.');
  });

  it('refuses letters and asks for a missing code', () => {
    expect(messageOf(VerificationCodeSchema, '12a4')).toBe('Please enter a valid 4-digit code.');
    expect(messageOf(VerificationCodeSchema, '')).toBe('Please enter your verification code.');
    expect(messageOf(VerificationCodeSchema, undefined)).toBe('Please enter your verification code.');
  });

  it('accepts a code sent as a number and outputs text', () => {
    expect(v.parse(VerificationCodeSchema, 4821)).toBe('4821');
    expect(v.parse(VerificationCodeSchema, ' 0042 ')).toBe('0042');
  });
});

describe('AttendeesSchema', () => {
  const range = 'The number of attendees must be between 1 and 100,000.';

  it('refuses 0 and accepts 1', () => {
    expect(messageOf(AttendeesSchema, 0)).toBe(range);
    expect(messageOf(AttendeesSchema, '1')).toBeNull();
  });

  it('accepts 100,000 and refuses 100,001', () => {
    expect(v.parse(AttendeesSchema, '100,000')).toBe(100000);
    expect(messageOf(AttendeesSchema, 100001)).toBe(range);
  });

  it('refuses negative, fractional and non-numeric values', () => {
    expect(messageOf(AttendeesSchema, '-3')).toBe(range);
    expect(messageOf(AttendeesSchema, '2.5')).toBe('The number of attendees must be a whole number.');
    expect(messageOf(AttendeesSchema, 'ten')).toBe('The number of attendees must be a whole number.');
    expect(messageOf(AttendeesSchema, Number.NaN)).toBe('The number of attendees must be a whole number.');
  });

  it('asks for the number when it is empty', () => {
    expect(messageOf(AttendeesSchema, '')).toBe('Please enter the number of attendees.');
    expect(messageOf(AttendeesSchema, undefined)).toBe('Please enter the number of attendees.');
  });
});

describe('ReviewResponseSchema', () => {
  it('refuses 4 characters and accepts 5', () => {
    expect(messageOf(ReviewResponseSchema, chars(4))).toBe('Your review must be more than 5 characters long');
    expect(messageOf(ReviewResponseSchema, chars(5))).toBeNull();
  });

  it('accepts 1500 characters and refuses 1501', () => {
    expect(messageOf(ReviewResponseSchema, chars(1500))).toBeNull();
    expect(messageOf(ReviewResponseSchema, chars(1501))).toBe('Your review must be less than 1500 characters long');
  });

  it('reads an empty review as too short', () => {
    expect(messageOf(ReviewResponseSchema, '')).toBe('Your review must be more than 5 characters long');
  });
});

describe.each([
  ['RequiredTextboxResponseSchema', RequiredTextboxResponseSchema, '', 'Please enter a response.', 5, 'Is too short (minimum is 5 characters)'],
  ['PersonalMessageSchema', PersonalMessageSchema, ' ', 'Please enter a personal message.', 15, 'Is too short (minimum is 15 characters)'],
])('%s', (_name, schema, blank, required, min, tooShort) => {
  it(`asks for a value, refuses ${min - 1} characters and accepts ${min}`, () => {
    expect(messageOf(schema, blank)).toBe(required);
    expect(messageOf(schema, chars(min - 1))).toBe(tooShort);
    expect(messageOf(schema, chars(min))).toBeNull();
  });

  it('accepts 1000 characters and refuses 1001', () => {
    expect(messageOf(schema, chars(1000))).toBeNull();
    expect(messageOf(schema, chars(1001))).toBe('Is too long (maximum is 1000 characters)');
  });
});

describe('required text fields', () => {
  it.each([
    ['message to host', MessageToHostSchema, 'Please enter a message.'],
    ['comment', CommentSchema, 'Please enter a comment.'],
    ['block day title', BlockDayTitleSchema, 'Please enter a title.'],
  ])('asks for the %s when it is blank and accepts one character', (_name, schema, message) => {
    expect(messageOf(schema, '  ')).toBe(message);
    expect(messageOf(schema, undefined)).toBe(message);
    expect(messageOf(schema, 'x')).toBeNull();
  });
});

describe('ConciergeBudgetSchema', () => {
  const message = 'Please enter a dollar amount.';

  it('asks for a dollar amount when empty or not numeric', () => {
    expect(messageOf(ConciergeBudgetSchema, '')).toBe(message);
    expect(messageOf(ConciergeBudgetSchema, 'about 500')).toBe(message);
    expect(messageOf(ConciergeBudgetSchema, '12.5.3')).toBe(message);
    expect(messageOf(ConciergeBudgetSchema, '-1')).toBe(message);
  });

  it('accepts plain, decimal, dollar-signed and comma-grouped amounts as numbers', () => {
    expect(v.parse(ConciergeBudgetSchema, '1500')).toBe(1500);
    expect(v.parse(ConciergeBudgetSchema, '1500.50')).toBe(1500.5);
    expect(v.parse(ConciergeBudgetSchema, '$1,500')).toBe(1500);
    expect(v.parse(ConciergeBudgetSchema, 0)).toBe(0);
  });
});

describe('CustomOfferSubtotalSchema', () => {
  it('refuses 0.99 and accepts 1', () => {
    expect(messageOf(CustomOfferSubtotalSchema, '0.99')).toBe('The subtotal must be at least 1.');
    expect(v.parse(CustomOfferSubtotalSchema, '1')).toBe(1);
  });

  it('asks for a subtotal when empty and a valid amount when not numeric', () => {
    expect(messageOf(CustomOfferSubtotalSchema, '')).toBe('Please enter a subtotal.');
    expect(messageOf(CustomOfferSubtotalSchema, 'lots')).toBe('Please enter a valid amount.');
  });
});

describe('search choices', () => {
  it('asks for an activity type unless an id or an option with value.id is given', () => {
    const message = 'Please select an activity type.';
    expect(messageOf(ActivitySchema, undefined)).toBe(message);
    expect(messageOf(ActivitySchema, '')).toBe(message);
    expect(messageOf(ActivitySchema, { query: 'party' })).toBe(message);
    expect(messageOf(ActivitySchema, { value: { id: '' } })).toBe(message);
    expect(messageOf(ActivitySchema, { value: { id: 12 }, query: 'party' })).toBeNull();
    expect(messageOf(ActivitySchema, 'photo-shoot')).toBeNull();
  });

  it('asks for a location unless it carries a query', () => {
    const message = 'Please select a location.';
    expect(messageOf(LocationSchema, null)).toBe(message);
    expect(messageOf(LocationSchema, { query: ' ', latitude: 1, longitude: 2 })).toBe(message);
    expect(messageOf(LocationSchema, { query: 'location=Oakland%2C+CA', latitude: 37.8, longitude: -122.27 })).toBeNull();
    expect(messageOf(LocationSchema, 'Oakland, CA')).toBeNull();
  });
});

describe('TermsSchema', () => {
  it('asks to accept the terms unless the box is ticked', () => {
    expect(messageOf(TermsSchema, false)).toBe('Please accept our terms of service.');
    expect(messageOf(TermsSchema, undefined)).toBe('Please accept our terms of service.');
    expect(messageOf(TermsSchema, 'true')).toBe('Please accept our terms of service.');
    expect(messageOf(TermsSchema, true)).toBeNull();
  });
});
