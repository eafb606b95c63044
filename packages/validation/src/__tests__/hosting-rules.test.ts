import * as v from 'valibot';
import { AddOnIdsSchema, AddOnSchema, BlockDaySchema, BookingRequestSchema, CalendarDaySchema, CustomOfferSchema, messageFor, translateMessage } from '../index';

const issues = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`);
};

describe('BlockDaySchema (spec §5 block_day_title)', () => {
  it('requires a title and a real day', () => {
    expect(issues(BlockDaySchema, { day: '2030-05-04', title: '  ' })).toEqual(['title: Please enter a title.']);
    expect(issues(BlockDaySchema, { day: '2030-02-30', title: 'Closed' })).toEqual(['day: Please choose a day.']);
    expect(issues(BlockDaySchema, { day: '2030-05-04', title: 'x'.repeat(101) })).toEqual(['title: Is too long (maximum is 100 characters)']);
    expect(v.parse(BlockDaySchema, { day: '2030-05-04', title: ' Private event ' })).toEqual({ day: '2030-05-04', title: 'Private event' });
    expect(v.is(CalendarDaySchema, '2032-02-29')).toBe(true);
    expect(v.is(CalendarDaySchema, '2030-5-4')).toBe(false);
  });
  it('says "Please enter a title." in fr, es and de', () => {
    expect(translateMessage('Please enter a title.', 'fr')).toBe('Veuillez saisir un titre.');
    expect(translateMessage('Please enter a title.', 'de')).toBe('Bitte geben Sie einen Titel ein.');
    expect(messageFor('blockDay.date', 'es')).toBe('Elige un día.');
  });
});

describe('AddOnSchema', () => {
  it('requires a name, a price from 0 to 100,000 with cents at most, and a unit', () => {
    expect(issues(AddOnSchema, { name: '', price: '', unit: 'week' })).toEqual([
      'name: Please enter a name.',
      'price: Please enter a price.',
      'unit: Please choose how the add-on is priced.',
    ]);
    expect(issues(AddOnSchema, { name: 'Chairs', price: -1, unit: 'booking' })).toEqual(['price: Please enter a price from 0 to 100,000.']);
    expect(issues(AddOnSchema, { name: 'Chairs', price: '100001', unit: 'booking' })).toEqual(['price: Please enter a price from 0 to 100,000.']);
    expect(issues(AddOnSchema, { name: 'Chairs', price: '1.005', unit: 'booking' })).toEqual(['price: Please enter a price from 0 to 100,000.']);
    expect(v.parse(AddOnSchema, { name: ' Chairs ', price: '12.50', unit: 'hour' })).toEqual({ name: 'Chairs', description: '', price: 12.5, unit: 'hour' });
  });
});

describe('CustomOfferSchema (spec §5 custom_offer_subtotal)', () => {
  it('requires a subtotal of at least 1; the message is optional', () => {
    expect(issues(CustomOfferSchema, { subtotal: '' })).toEqual(['subtotal: Please enter a subtotal.']);
    expect(issues(CustomOfferSchema, { subtotal: '0.99' })).toEqual(['subtotal: The subtotal must be at least 1.']);
    expect(issues(CustomOfferSchema, { subtotal: 'lots' })).toEqual(['subtotal: Please enter a valid amount.']);
    expect(v.parse(CustomOfferSchema, { subtotal: '1' })).toEqual({ subtotal: 1, message: '' });
    expect(v.parse(CustomOfferSchema, { subtotal: 250, message: ' Deal ' })).toEqual({ subtotal: 250, message: 'Deal' });
  });
});

describe('add-ons on a booking request', () => {
  const request = {
    space_id: 1,
    starts_at: '2030-05-04T10:00:00',
    ends_at: '2030-05-04T13:00:00',
    attendees: 2,
    activity: 'party',
    message: 'Hi',
    terms: true,
    payment_method: 'card_Ab3dEf6hIj9k',
  };
  it('are optional, distinct ids, at most 20', () => {
    expect(v.parse(BookingRequestSchema, request).add_ons).toEqual([]);
    expect(v.parse(BookingRequestSchema, { ...request, add_ons: [3, 4] }).add_ons).toEqual([3, 4]);
    expect(v.is(AddOnIdsSchema, [3, 3])).toBe(false);
    expect(
      v.is(
        AddOnIdsSchema,
        Array.from({ length: 21 }, (_, i) => i + 1),
      ),
    ).toBe(false);
    expect(v.is(AddOnIdsSchema, ['3'])).toBe(false);
  });
});
