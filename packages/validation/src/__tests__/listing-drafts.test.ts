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
  ListingHourlyPriceMinorSchema,
  ListingSpaceTypeSchema,
  ListingSizeSchema,
  ListingSizeUnitSchema,
  ListingStreetSchema,
  ListingPointSchema,
  ListingCleaningFeeSchema,
  ListingDiscountSchema,
  ListingBufferSchema,
  ListingWindowSchema,
  ListingNoticeSchema,
  ListingHouseRulesSchema,
  ListingPolicySchema,
  ListingUpdateSchema,
  OpeningHoursSchema,
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

  it('takes an hourly price from 1 to 10,000 with at most two decimals, or 100 to 1,000,000 minor units', () => {
    expect(messageOf(ListingHourlyPriceSchema, '')).toBe('Please enter an hourly price.');
    for (const bad of ['0.99', '10000.01', '12.345', 'abc']) expect(messageOf(ListingHourlyPriceSchema, bad)).toBe('The hourly price must be between 1 and 10,000.');
    expect(v.parse(ListingHourlyPriceSchema, '$75.50')).toBe(75.5);
    expect(v.parse(ListingHourlyPriceSchema, 1)).toBe(1);
    expect(v.parse(ListingHourlyPriceSchema, 10_000)).toBe(10_000);
    expect(messageOf(ListingHourlyPriceMinorSchema, '')).toBe('Please enter an hourly price.');
    for (const bad of [99, 1_000_001, 150.5, 'abc']) expect(messageOf(ListingHourlyPriceMinorSchema, bad)).toBe('The hourly price must be between 1 and 10,000.');
    expect(v.parse(ListingHourlyPriceMinorSchema, 100)).toBe(100);
  });

  it('takes a space type, size and unit, street and pin with their own messages', () => {
    expect(messageOf(ListingSpaceTypeSchema, 'castle')).toBe('Please choose what kind of space it is.');
    expect(v.parse(ListingSpaceTypeSchema, 'loft')).toBe('loft');
    for (const bad of ['0', '1.5', 1_000_001]) expect(messageOf(ListingSizeSchema, bad)).toBe('The size must be a whole number from 1 to 1,000,000.');
    expect(messageOf(ListingSizeUnitSchema, 'acres')).toBe('Please choose square feet or square metres.');
    expect(messageOf(ListingStreetSchema, '  ')).toBe('Please enter your street address or PO Box.');
    expect(messageOf(ListingStreetSchema, chars(201))).toBe('Is too long (maximum is 200 characters)');
    expect(messageOf(ListingPointSchema, { latitude: 91, longitude: 0 })).toBe(MESSAGES['search.coordinatesInvalid']);
    expect(messageOf(ListingPointSchema, 'here')).toBe(MESSAGES['search.coordinatesInvalid']);
    expect(v.parse(ListingPointSchema, { latitude: 40.7, longitude: -73.9 })).toEqual({ latitude: 40.7, longitude: -73.9 });
  });

  it('takes a cleaning fee, a long-booking discount, buffer, window and notice in their ranges', () => {
    expect(messageOf(ListingCleaningFeeSchema, -1)).toBe('The cleaning fee must be between 0 and 10,000.');
    expect(messageOf(ListingCleaningFeeSchema, 1_000_001)).toBe('The cleaning fee must be between 0 and 10,000.');
    expect(messageOf(ListingDiscountSchema, 51)).toBe('The discount must be a whole percent from 0 to 50.');
    expect(messageOf(ListingBufferSchema, 20)).toBe('The time between bookings must be 0 to 240 minutes, in steps of 15.');
    expect(messageOf(ListingBufferSchema, 255)).toBe('The time between bookings must be 0 to 240 minutes, in steps of 15.');
    expect(v.parse(ListingBufferSchema, '30')).toBe(30);
    expect(messageOf(ListingWindowSchema, 0)).toBe('How far ahead guests may book must be a whole number of days from 1 to 730.');
    expect(messageOf(ListingNoticeSchema, 169)).toBe('The notice must be a whole number of hours from 0 to 168.');
    expect(messageOf(ListingHouseRulesSchema, chars(2001))).toBe('Is too long (maximum is 2000 characters)');
    expect(v.parse(ListingHouseRulesSchema, '')).toBe('');
    expect(messageOf(ListingPolicySchema, 'lenient')).toBe('Please choose a cancellation policy.');
  });

  it('takes opening hours for every weekday on the half hour, closes after opens, at least one day open', () => {
    const open = { opens: '08:00', closes: '23:00' };
    const week = { mon: open, tue: open, wed: open, thu: open, fri: open, sat: null, sun: { opens: '10:30', closes: '24:00' } };
    expect(v.parse(OpeningHoursSchema, week)).toEqual(week);
    expect(messageOf(OpeningHoursSchema, { ...week, mon: { opens: '09:00', closes: '08:00' } })).toBe(MESSAGES['listing.hours.invalid']);
    expect(messageOf(OpeningHoursSchema, { ...week, mon: { opens: '09:15', closes: '18:00' } })).toBe(MESSAGES['listing.hours.invalid']);
    expect(messageOf(OpeningHoursSchema, { ...week, mon: { opens: '24:00', closes: '24:00' } })).toBe(MESSAGES['listing.hours.invalid']);
    const { tue: _tue, ...missingTuesday } = week;
    expect(messageOf(OpeningHoursSchema, missingTuesday)).toBe(MESSAGES['listing.hours.invalid']);
    expect(messageOf(OpeningHoursSchema, { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null })).toBe(
      'Please open your space on at least one day of the week.',
    );
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

  it('edits a published listing with the same rules, without a status', () => {
    expect(v.parse(ListingUpdateSchema, { hourly_price_minor: 9000, instant_book: true })).toEqual({ hourly_price_minor: 9000, instant_book: true });
    expect(messageOf(ListingUpdateSchema, { hourly_price_minor: 50 })).toBe('The hourly price must be between 1 and 10,000.');
    expect(messageOf(ListingUpdateSchema, {})).toBe(MESSAGES['profileUpdate.empty']);
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
