import * as v from 'valibot';
import {
  LISTING_FIELD_SCHEMAS,
  LISTING_STEPS,
  ListingActivitiesSchema,
  ListingCapacitySchema,
  ListingDescriptionSchema,
  ListingDraftCreateSchema,
  ListingDraftUpdateSchema,
  ListingHourlyPriceSchema,
  ListingMinHoursSchema,
  ListingPlaceSchema,
  ListingTitleSchema,
  MESSAGES,
  ReviewResponseBodySchema,
} from '../index';
import { chars, messageOf } from './expect-message';

describe('listing draft fields', () => {
  it('asks for a title of 5 to 80 characters', () => {
    expect(messageOf(ListingTitleSchema, '  ')).toBe('Please enter a title for your space.');
    expect(messageOf(ListingTitleSchema, 'Loft')).toBe('Is too short (minimum is 5 characters)');
    expect(messageOf(ListingTitleSchema, chars(81))).toBe('Is too long (maximum is 80 characters)');
    expect(messageOf(ListingTitleSchema, ` ${chars(80)} `)).toBeNull();
  });

  it('uses the spec activity message for no activity and caps the types at 5', () => {
    expect(messageOf(ListingActivitiesSchema, [])).toBe('Please select an activity type.');
    expect(messageOf(ListingActivitiesSchema, [''])).toBe('Please select an activity type.');
    expect(messageOf(ListingActivitiesSchema, 'party')).toBe('Please select an activity type.');
    expect(messageOf(ListingActivitiesSchema, ['a', 'b', 'c', 'd', 'e', 'f'])).toBe(MESSAGES['listing.activities.tooMany']);
    expect(v.parse(ListingActivitiesSchema, ['party', 'party', 'meeting'])).toEqual(['party', 'meeting']);
  });

  it('uses the location message for a missing city', () => {
    expect(messageOf(ListingPlaceSchema, '')).toBe('Please select a location.');
    expect(messageOf(ListingPlaceSchema, chars(201))).toBe('Please select a location.');
    expect(messageOf(ListingPlaceSchema, 'gn:5128581')).toBeNull();
  });

  it('takes a whole capacity from 1 to 100,000, typed or sent as a number', () => {
    expect(messageOf(ListingCapacitySchema, '')).toBe('Please enter how many people your space holds.');
    for (const bad of ['0', '2.5', 'ten', 100_001, -3]) expect(messageOf(ListingCapacitySchema, bad)).toBe('The capacity must be a whole number from 1 to 100,000.');
    expect(v.parse(ListingCapacitySchema, '1,200')).toBe(1200);
  });

  it('takes an hourly price from 10 to 10,000 with at most two decimals', () => {
    expect(messageOf(ListingHourlyPriceSchema, '')).toBe('Please enter an hourly price.');
    for (const bad of ['9.99', '10000.01', '12.345', 'abc']) expect(messageOf(ListingHourlyPriceSchema, bad)).toBe('The hourly price must be between 10 and 10,000.');
    expect(v.parse(ListingHourlyPriceSchema, '$75.50')).toBe(75.5);
    expect(v.parse(ListingHourlyPriceSchema, 10_000)).toBe(10_000);
  });

  it('takes minimum hours from 1 to 12', () => {
    for (const bad of ['', '0', '13', '1.5']) expect(messageOf(ListingMinHoursSchema, bad)).toBe('The minimum booking must be a whole number of hours from 1 to 12.');
    expect(v.parse(ListingMinHoursSchema, '3')).toBe(3);
  });

  it('asks for a description of 50 to 5000 characters', () => {
    expect(messageOf(ListingDescriptionSchema, '')).toBe('Please describe your space.');
    expect(messageOf(ListingDescriptionSchema, chars(49))).toBe('Is too short (minimum is 50 characters)');
    expect(messageOf(ListingDescriptionSchema, chars(5001))).toBe('Is too long (maximum is 5000 characters)');
    expect(messageOf(ListingDescriptionSchema, chars(50))).toBeNull();
  });

  it('names a rule for every field of every step', () => {
    for (const fields of Object.values(LISTING_STEPS)) for (const field of fields) expect(LISTING_FIELD_SCHEMAS[field]).toBeDefined();
  });
});

describe('listing draft bodies', () => {
  const first = { title: 'Sunny loft in Brooklyn', activities: ['party'], place_id: 'gn:5128581', capacity: '40' };

  it('creates a draft from the whole first step only', () => {
    expect(v.parse(ListingDraftCreateSchema, first)).toEqual({ ...first, capacity: 40 });
    const { capacity: _capacity, ...withoutCapacity } = first;
    const result = v.safeParse(ListingDraftCreateSchema, { ...withoutCapacity, capacity: undefined }, { abortPipeEarly: true });
    expect(result.success ? null : result.issues[0].message).toBe('Please enter how many people your space holds.');
  });

  it('updates any fields, each with its rule, and refuses an empty change', () => {
    expect(v.parse(ListingDraftUpdateSchema, { hourly_price: '80', min_hours: 2 })).toEqual({ hourly_price: 80, min_hours: 2 });
    expect(messageOf(ListingDraftUpdateSchema, { description: 'short' })).toBe('Is too short (minimum is 50 characters)');
    expect(messageOf(ListingDraftUpdateSchema, {})).toBe(MESSAGES['profileUpdate.empty']);
    expect(messageOf(ListingDraftUpdateSchema, { status: 'published' })).toBe(MESSAGES['request.invalid']);
    expect(messageOf(ListingDraftUpdateSchema, [])).toBe(MESSAGES['request.invalid']);
  });
});

describe('review response body', () => {
  it('gives the spec messages word for word', () => {
    expect(messageOf(ReviewResponseBodySchema, { response: 'Ok' })).toBe('Your review must be more than 5 characters long');
    expect(messageOf(ReviewResponseBodySchema, { response: chars(1501) })).toBe('Your review must be less than 1500 characters long');
    expect(messageOf(ReviewResponseBodySchema, {})).toBe('Your review must be more than 5 characters long');
    expect(v.parse(ReviewResponseBodySchema, { response: '  Thank you!  ' })).toEqual({ response: 'Thank you!' });
  });
});
