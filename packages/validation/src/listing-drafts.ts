import * as v from 'valibot';
import { MESSAGES } from './messages';
import { numericInput, requestObject, requiredText, textInRange } from './rules/helpers';

/** Limits of a space a host adds (`/app/ps`); see docs/decisions/reviews-and-listing-drafts.md. */
export const LISTING_LIMITS = {
  titleMin: 5,
  titleMax: 80,
  activitiesMax: 5,
  capacityMin: 1,
  capacityMax: 100_000,
  /** Major units of the city's currency (1 to 10,000); the minor-unit field is 100 to 1,000,000. */
  hourlyPriceMin: 1,
  hourlyPriceMax: 10_000,
  minHoursMin: 1,
  minHoursMax: 12,
  descriptionMin: 50,
  descriptionMax: 5000,
  streetMax: 200,
  /** How far (km) the host's pin may be from the centre of the city chosen (docs/decisions/listing-publish.md). */
  pointMaxKm: 25,
  sizeMin: 1,
  sizeMax: 1_000_000,
  /** Minor units: at most 10,000 of the currency. */
  cleaningFeeMaxMinor: 1_000_000,
  discountMaxPercent: 50,
  /** The fewest hours a booking lasts for the long-booking discount to apply. */
  discountFromHours: 8,
  bufferMaxMinutes: 240,
  bufferStepMinutes: 15,
  windowMinDays: 1,
  windowMaxDays: 730,
  noticeMaxHours: 168,
  houseRulesMax: 2000,
  /** Photos a listing needs to go live. */
  photosMin: 5,
} as const;

/** What kind of place it is (the type step); the front end translates each. */
export const SPACE_TYPES = ['loft', 'studio', 'gallery', 'event_hall', 'meeting_room', 'restaurant', 'bar', 'rooftop', 'house', 'garden', 'warehouse', 'other'] as const;
export type SpaceType = (typeof SPACE_TYPES)[number];

/** The checkout's cancellation policies (docs/decisions/checkout-flow.md). */
export const LISTING_CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type ListingCancellationPolicy = (typeof LISTING_CANCELLATION_POLICIES)[number];

/** Weekdays as opening-hours keys, Monday first. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Square feet or square metres. */
export const SIZE_UNITS = ['sqft', 'm2'] as const;

/** The title of the space: 5 to 80 characters after trimming. */
export const ListingTitleSchema = textInRange(
  MESSAGES['listing.title.required'],
  LISTING_LIMITS.titleMin,
  MESSAGES['requiredTextbox.tooShort'],
  LISTING_LIMITS.titleMax,
  MESSAGES['listing.title.tooLong'],
);

/** One activity id (the activities list's `id`, as 'party'); the API checks it exists. */
const ActivityIdSchema = v.pipe(requiredText(MESSAGES['activity.required']), v.maxLength(100, MESSAGES['activity.required']));

/** The activity types (spec §5 activity rule): at least one, at most 5, no repeats. */
export const ListingActivitiesSchema = v.pipe(
  v.array(ActivityIdSchema, MESSAGES['activity.required']),
  v.minLength(1, MESSAGES['activity.required']),
  v.maxLength(LISTING_LIMITS.activitiesMax, MESSAGES['listing.activities.tooMany']),
  v.transform((ids) => [...new Set(ids)]),
);

/** The city: a place id from the maps service's predictions (the hero search's gazetteer); spec §5 location rule. */
export const ListingPlaceSchema = v.pipe(requiredText(MESSAGES['location.required']), v.maxLength(200, MESSAGES['location.required']));

/** How many people the space holds: a whole number from 1 to 100,000 (the attendees range). */
export const ListingCapacitySchema = v.pipe(
  numericInput({ required: MESSAGES['listing.capacity.required'], invalid: MESSAGES['listing.capacity.range'] }),
  v.integer(MESSAGES['listing.capacity.range']),
  v.minValue(LISTING_LIMITS.capacityMin, MESSAGES['listing.capacity.range']),
  v.maxValue(LISTING_LIMITS.capacityMax, MESSAGES['listing.capacity.range']),
);

/** The hourly price in major units of the city's currency, 1 to 10,000, at most two decimals (today's wizard sends this). */
export const ListingHourlyPriceSchema = v.pipe(
  numericInput({ required: MESSAGES['listing.price.required'], invalid: MESSAGES['listing.price.range'], prefix: '$' }),
  v.minValue(LISTING_LIMITS.hourlyPriceMin, MESSAGES['listing.price.range']),
  v.maxValue(LISTING_LIMITS.hourlyPriceMax, MESSAGES['listing.price.range']),
  v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, MESSAGES['listing.price.range']),
);

/** The fewest hours a booking may last: a whole number from 1 to 12. */
export const ListingMinHoursSchema = v.pipe(
  numericInput({ required: MESSAGES['listing.minHours.range'], invalid: MESSAGES['listing.minHours.range'] }),
  v.integer(MESSAGES['listing.minHours.range']),
  v.minValue(LISTING_LIMITS.minHoursMin, MESSAGES['listing.minHours.range']),
  v.maxValue(LISTING_LIMITS.minHoursMax, MESSAGES['listing.minHours.range']),
);

/** The description: 50 to 5000 characters after trimming. */
export const ListingDescriptionSchema = textInRange(
  MESSAGES['listing.description.required'],
  LISTING_LIMITS.descriptionMin,
  MESSAGES['listing.description.tooShort'],
  LISTING_LIMITS.descriptionMax,
  MESSAGES['listing.description.tooLong'],
);

/** A whole number in a range from a text box or JSON, one message for missing and wrong. */
function wholeNumber(message: string, min: number, max: number, required = message) {
  return v.pipe(numericInput({ required, invalid: message }), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
}

/** The hourly price in minor units (cents): 100 to 1,000,000 (1 to 10,000 of the currency). */
export const ListingHourlyPriceMinorSchema = wholeNumber(
  MESSAGES['listing.price.range'],
  LISTING_LIMITS.hourlyPriceMin * 100,
  LISTING_LIMITS.hourlyPriceMax * 100,
  MESSAGES['listing.price.required'],
);

/** The kind of place. */
export const ListingSpaceTypeSchema = v.picklist(SPACE_TYPES, MESSAGES['listing.spaceType.required']);

/** The street line of the address (spec §5 address1 message). */
export const ListingStreetSchema = v.pipe(requiredText(MESSAGES['address1.required']), v.maxLength(LISTING_LIMITS.streetMax, MESSAGES['listing.street.tooLong']));

/** The host's pin on the map; the API also checks it is near the city chosen. */
export const ListingPointSchema = v.object(
  {
    latitude: v.pipe(
      v.number(MESSAGES['search.coordinatesInvalid']),
      v.minValue(-90, MESSAGES['search.coordinatesInvalid']),
      v.maxValue(90, MESSAGES['search.coordinatesInvalid']),
    ),
    longitude: v.pipe(
      v.number(MESSAGES['search.coordinatesInvalid']),
      v.minValue(-180, MESSAGES['search.coordinatesInvalid']),
      v.maxValue(180, MESSAGES['search.coordinatesInvalid']),
    ),
  },
  MESSAGES['search.coordinatesInvalid'],
);

/** The floor area, a whole number in `size_unit`. */
export const ListingSizeSchema = wholeNumber(MESSAGES['listing.size.range'], LISTING_LIMITS.sizeMin, LISTING_LIMITS.sizeMax);
export const ListingSizeUnitSchema = v.picklist(SIZE_UNITS, MESSAGES['listing.sizeUnit.required']);

/** The cleaning fee per booking in minor units, 0 to 1,000,000. */
export const ListingCleaningFeeSchema = wholeNumber(MESSAGES['listing.cleaningFee.range'], 0, LISTING_LIMITS.cleaningFeeMaxMinor);

/** The discount for bookings of 8 hours or more, a whole percent 0 to 50. */
export const ListingDiscountSchema = wholeNumber(MESSAGES['listing.discount.range'], 0, LISTING_LIMITS.discountMaxPercent);

const TIME = /^(?:[01]\d|2[0-3]):[03]0$|^24:00$/;
/** 'HH:MM' on the half hour (spec §4's 30-minute time step) to minutes since midnight. */
export function timeMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** One day's opening hours in the space's time zone, or `null` when closed. */
export const OpeningDaySchema = v.nullable(
  v.pipe(
    v.object(
      {
        opens: v.pipe(v.string(MESSAGES['listing.hours.invalid']), v.regex(TIME, MESSAGES['listing.hours.invalid'])),
        closes: v.pipe(v.string(MESSAGES['listing.hours.invalid']), v.regex(TIME, MESSAGES['listing.hours.invalid'])),
      },
      MESSAGES['listing.hours.invalid'],
    ),
    v.check((day) => timeMinutes(day.opens) < timeMinutes(day.closes), MESSAGES['listing.hours.invalid']),
  ),
);
export type OpeningDay = v.InferOutput<typeof OpeningDaySchema>;

/** The week's opening hours: every weekday named, each hours or `null` (closed); at least one day open. */
export const OpeningHoursSchema = v.pipe(
  v.object(Object.fromEntries(WEEKDAYS.map((d) => [d, OpeningDaySchema])) as Record<Weekday, typeof OpeningDaySchema>, MESSAGES['listing.hours.invalid']),
  v.check((week) => WEEKDAYS.some((d) => week[d] !== null), MESSAGES['listing.hours.noneOpen']),
);
export type OpeningHours = v.InferOutput<typeof OpeningHoursSchema>;

/** Minutes kept free between two bookings: 0 to 240 in steps of 15. */
export const ListingBufferSchema = v.pipe(
  wholeNumber(MESSAGES['listing.buffer.range'], 0, LISTING_LIMITS.bufferMaxMinutes),
  v.check((n) => n % LISTING_LIMITS.bufferStepMinutes === 0, MESSAGES['listing.buffer.range']),
);

/** How many days ahead a booking may start: 1 to 730. */
export const ListingWindowSchema = wholeNumber(MESSAGES['listing.window.range'], LISTING_LIMITS.windowMinDays, LISTING_LIMITS.windowMaxDays);

/** How many hours before its start a booking must be asked for: 0 to 168. */
export const ListingNoticeSchema = wholeNumber(MESSAGES['listing.notice.range'], 0, LISTING_LIMITS.noticeMaxHours);

/** The house rules in the host's words, up to 2000 characters (may be empty). */
export const ListingHouseRulesSchema = v.pipe(v.string(MESSAGES['value.invalid']), v.trim(), v.maxLength(LISTING_LIMITS.houseRulesMax, MESSAGES['listing.houseRules.tooLong']));

/** One of the checkout's cancellation policies. */
export const ListingPolicySchema = v.picklist(LISTING_CANCELLATION_POLICIES, MESSAGES['listing.policy.required']);

/** Instant book on or off. */
export const ListingInstantBookSchema = v.boolean(MESSAGES['value.invalid']);

/** Every field of a draft, by its body key. */
export const LISTING_FIELD_SCHEMAS = {
  title: ListingTitleSchema,
  activities: ListingActivitiesSchema,
  place_id: ListingPlaceSchema,
  capacity: ListingCapacitySchema,
  space_type: ListingSpaceTypeSchema,
  size: ListingSizeSchema,
  size_unit: ListingSizeUnitSchema,
  street: ListingStreetSchema,
  point: ListingPointSchema,
  hourly_price: ListingHourlyPriceSchema,
  hourly_price_minor: ListingHourlyPriceMinorSchema,
  min_hours: ListingMinHoursSchema,
  cleaning_fee_minor: ListingCleaningFeeSchema,
  long_discount_percent: ListingDiscountSchema,
  opening_hours: OpeningHoursSchema,
  buffer_minutes: ListingBufferSchema,
  booking_window_days: ListingWindowSchema,
  notice_hours: ListingNoticeSchema,
  description: ListingDescriptionSchema,
  house_rules: ListingHouseRulesSchema,
  cancellation_policy: ListingPolicySchema,
  instant_book: ListingInstantBookSchema,
} as const;
/** A draft's field. */
export type ListingField = keyof typeof LISTING_FIELD_SCHEMAS;

/**
 * The steps of `/app/ps`, in order, and the fields each saves; the review screen saves none.
 * A step is complete once its required fields are saved (docs/decisions/listing-publish.md):
 * the point defaults to the city's centre, the price's fee and discount to 0, availability's
 * buffer, window and notice to 0, 365 and 0, house rules to none and instant book to off.
 */
export const LISTING_STEPS = {
  basics: ['title', 'activities', 'place_id', 'capacity'],
  space: ['space_type', 'size', 'size_unit'],
  location: ['street', 'point'],
  price: ['hourly_price', 'hourly_price_minor', 'min_hours', 'cleaning_fee_minor', 'long_discount_percent'],
  availability: ['opening_hours', 'buffer_minutes', 'booking_window_days', 'notice_hours'],
  description: ['description'],
  rules: ['house_rules', 'cancellation_policy', 'instant_book'],
} as const satisfies Record<string, readonly ListingField[]>;
/** A step that saves fields. */
export type ListingStep = keyof typeof LISTING_STEPS;

const invalid = MESSAGES['request.invalid'];

/** Every field as optional (a step saves some of them). */
function listingFieldEntries() {
  const f = LISTING_FIELD_SCHEMAS;
  return {
    title: v.optional(f.title),
    activities: v.optional(f.activities),
    place_id: v.optional(f.place_id),
    capacity: v.optional(f.capacity),
    space_type: v.optional(f.space_type),
    size: v.optional(f.size),
    size_unit: v.optional(f.size_unit),
    street: v.optional(f.street),
    point: v.optional(f.point),
    hourly_price: v.optional(f.hourly_price),
    hourly_price_minor: v.optional(f.hourly_price_minor),
    min_hours: v.optional(f.min_hours),
    cleaning_fee_minor: v.optional(f.cleaning_fee_minor),
    long_discount_percent: v.optional(f.long_discount_percent),
    opening_hours: v.optional(f.opening_hours),
    buffer_minutes: v.optional(f.buffer_minutes),
    booking_window_days: v.optional(f.booking_window_days),
    notice_hours: v.optional(f.notice_hours),
    description: v.optional(f.description),
    house_rules: v.optional(f.house_rules),
    cancellation_policy: v.optional(f.cancellation_policy),
    instant_book: v.optional(f.instant_book),
  };
}

/** `POST /v1/listings/drafts`: the first step (title, activity types, city, capacity), all required. */
export const ListingDraftCreateSchema = requestObject(
  {
    title: ListingTitleSchema,
    activities: ListingActivitiesSchema,
    place_id: ListingPlaceSchema,
    capacity: ListingCapacitySchema,
  },
  invalid,
);
/** A new draft's first step. */
export type ListingDraftCreate = v.InferOutput<typeof ListingDraftCreateSchema>;

/**
 * `PUT /v1/listings/drafts/:draft`: any of the fields (a step's), each checked with its
 * rule, and `status: 'submitted'` when the host finishes; at least one key.
 */
export const ListingDraftUpdateSchema = v.pipe(
  v.custom<Record<string, unknown>>((input) => typeof input === 'object' && input !== null && !Array.isArray(input), invalid),
  v.object(
    {
      ...listingFieldEntries(),
      status: v.optional(v.picklist(['draft', 'submitted'], invalid)),
    },
    invalid,
  ),
  v.check((body) => Object.values(body).some((value) => value !== undefined), MESSAGES['profileUpdate.empty']),
);
/** A change to a draft. */
export type ListingDraftUpdate = v.InferOutput<typeof ListingDraftUpdateSchema>;

/**
 * `PUT /v1/hosts/me/spaces/:space`: any fields of a published listing, with the draft's rules
 * (docs/decisions/listing-publish.md); at least one key.
 */
export const ListingUpdateSchema = v.pipe(
  v.custom<Record<string, unknown>>((input) => typeof input === 'object' && input !== null && !Array.isArray(input), invalid),
  v.object(listingFieldEntries(), invalid),
  v.check((body) => Object.values(body).some((value) => value !== undefined), MESSAGES['profileUpdate.empty']),
);
/** A change to a published listing. */
export type ListingUpdate = v.InferOutput<typeof ListingUpdateSchema>;
