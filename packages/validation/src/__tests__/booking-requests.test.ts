import * as v from 'valibot';
import { BookingDecisionSchema, BookingQuoteQuerySchema, BookingRequestSchema, IdempotencyKeySchema, MESSAGES, localStampMinutes } from '../index';

const valid = {
  space_id: 12,
  starts_at: '2030-05-04T18:00:00',
  ends_at: '2030-05-04T21:00:00',
  attendees: '25',
  activity: 'party',
  message: 'Hello, we are planning a birthday.',
  terms: true,
  payment_method: 'card_Ab3dEf6hIj9k',
};

function firstMessage(input: unknown): string | undefined {
  const result = v.safeParse(BookingRequestSchema, input, { abortPipeEarly: true });
  return result.success ? undefined : result.issues[0]?.message;
}

describe('booking request', () => {
  it('accepts a complete request and reads the attendees as a number', () => {
    const result: { attendees: number } = v.parse(BookingRequestSchema, valid);
    expect(result.attendees).toBe(25);
  });

  it('gives the spec message for attendees outside 1 to 100,000', () => {
    expect(firstMessage({ ...valid, attendees: 0 })).toBe('The number of attendees must be between 1 and 100,000.');
    expect(firstMessage({ ...valid, attendees: 100_001 })).toBe(MESSAGES['attendees.range']);
    expect(firstMessage({ ...valid, attendees: 100_000 })).toBeUndefined();
  });

  it('requires a message to the host', () => {
    expect(firstMessage({ ...valid, message: '   ' })).toBe('Please enter a message.');
  });

  it('requires the terms checkbox', () => {
    expect(firstMessage({ ...valid, terms: false })).toBe('Please accept our terms of service.');
  });

  it('requires one of the guest’s saved cards by its card_ id, never a provider id', () => {
    expect(firstMessage({ ...valid, payment_method: undefined })).toBe('Please choose a saved card to pay with.');
    expect(firstMessage({ ...valid, payment_method: 'pm_1234567890' })).toBe(MESSAGES['paymentMethod.required']);
    expect(firstMessage({ ...valid, payment_method: 'card_' })).toBe(MESSAGES['paymentMethod.required']);
    expect(firstMessage({ ...valid, payment_method: 42 })).toBe(MESSAGES['paymentMethod.required']);
  });

  it('takes Idempotency-Key values of 8 to 255 letters, digits and - _ : .', () => {
    const ok = (key: unknown) => v.safeParse(IdempotencyKeySchema, key).success;
    expect(ok('booking-2f9c:1.a_b')).toBe(true);
    expect(ok('a'.repeat(255))).toBe(true);
    expect(ok('a'.repeat(256))).toBe(false);
    expect(ok('short')).toBe(false);
    expect(ok('has space here')).toBe(false);
    expect(ok(undefined)).toBe(false);
  });

  it('requires an activity', () => {
    expect(firstMessage({ ...valid, activity: '' })).toBe('Please select an activity type.');
  });

  it('refuses an end before the start, a time off the half hour, and a booking over a day', () => {
    expect(firstMessage({ ...valid, ends_at: '2030-05-04T17:00:00' })).toBe(MESSAGES['bookingTime.required']);
    expect(firstMessage({ ...valid, starts_at: '2030-05-04T18:15:00' })).toBe(MESSAGES['bookingTime.required']);
    expect(firstMessage({ ...valid, ends_at: '2030-05-05T18:30:00' })).toBe(MESSAGES['bookingTime.required']);
    expect(firstMessage({ ...valid, ends_at: '2030-05-05T02:00:00' })).toBeUndefined();
  });
});

describe('quote query and decision', () => {
  it('checks the hours of a quote', () => {
    expect(v.safeParse(BookingQuoteQuerySchema, { starts_at: '2030-02-30T10:00:00', ends_at: '2030-03-01T10:00:00' }).success).toBe(false);
    expect(v.safeParse(BookingQuoteQuerySchema, { starts_at: '2030-03-01T10:00:00', ends_at: '2030-03-01T13:00:00' }).success).toBe(true);
  });

  it('reads local stamps as minutes and refuses impossible dates', () => {
    expect((localStampMinutes('2030-03-01T13:00:00') ?? 0) - (localStampMinutes('2030-03-01T10:00:00') ?? 0)).toBe(180);
    expect(localStampMinutes('2030-13-01T10:00:00')).toBeUndefined();
  });

  it('takes only accepted, declined or cancelled', () => {
    expect(v.safeParse(BookingDecisionSchema, { status: 'accepted' }).success).toBe(true);
    expect(v.safeParse(BookingDecisionSchema, { status: 'requested' }).success).toBe(false);
  });
});
