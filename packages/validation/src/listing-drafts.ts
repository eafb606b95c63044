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
  hourlyPriceMin: 10,
  hourlyPriceMax: 10_000,
  minHoursMin: 1,
  minHoursMax: 12,
  descriptionMin: 50,
  descriptionMax: 5000,
} as const;

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

/** The hourly price in major units of the city's currency, 10 to 10,000, at most two decimals. */
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

/** Every field of a draft, by its body key. */
export const LISTING_FIELD_SCHEMAS = {
  title: ListingTitleSchema,
  activities: ListingActivitiesSchema,
  place_id: ListingPlaceSchema,
  capacity: ListingCapacitySchema,
  hourly_price: ListingHourlyPriceSchema,
  min_hours: ListingMinHoursSchema,
  description: ListingDescriptionSchema,
} as const;
/** A draft's field. */
export type ListingField = keyof typeof LISTING_FIELD_SCHEMAS;

/** The steps of `/app/ps` and the fields each saves; the review screen saves none. */
export const LISTING_STEPS = {
  basics: ['title', 'activities', 'place_id', 'capacity'],
  price: ['hourly_price', 'min_hours'],
  description: ['description'],
} as const satisfies Record<string, readonly ListingField[]>;
/** A step that saves fields. */
export type ListingStep = keyof typeof LISTING_STEPS;

const invalid = MESSAGES['request.invalid'];

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
      title: v.optional(ListingTitleSchema),
      activities: v.optional(ListingActivitiesSchema),
      place_id: v.optional(ListingPlaceSchema),
      capacity: v.optional(ListingCapacitySchema),
      hourly_price: v.optional(ListingHourlyPriceSchema),
      min_hours: v.optional(ListingMinHoursSchema),
      description: v.optional(ListingDescriptionSchema),
      status: v.optional(v.picklist(['draft', 'submitted'], invalid)),
    },
    invalid,
  ),
  v.check((body) => Object.values(body).some((value) => value !== undefined), MESSAGES['profileUpdate.empty']),
);
/** A change to a draft. */
export type ListingDraftUpdate = v.InferOutput<typeof ListingDraftUpdateSchema>;
