import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { BlockDayTitleSchema, CustomOfferSubtotalSchema } from './booking';
import { numericInput, requiredText } from './helpers';

/** Limits of the host's calendar, add-ons and custom offers. */
export const HOSTING_LIMITS = {
  blockDayTitleMax: 100,
  addOnNameMax: 80,
  addOnDescriptionMax: 500,
  addOnPriceMax: 100_000,
  offerMessageMax: 1000,
  addOnsPerSpace: 20,
} as const;

const invalid = MESSAGES['request.invalid'];

function isDay(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A calendar day, 'YYYY-MM-DD' (a real date). */
export const CalendarDaySchema = v.pipe(v.string(MESSAGES['blockDay.date']), v.check(isDay, MESSAGES['blockDay.date']));

/** `POST /v1/hosts/me/spaces/:space/blocked-days` and the block-a-day dialog: the day and its required title (spec §5 block_day_title). */
export const BlockDaySchema = v.object(
  {
    day: CalendarDaySchema,
    title: v.pipe(BlockDayTitleSchema, v.maxLength(HOSTING_LIMITS.blockDayTitleMax, MESSAGES['blockDayTitle.tooLong'])),
  },
  invalid,
);
/** A day to block. */
export type BlockDayInput = v.InferOutput<typeof BlockDaySchema>;

/** How an add-on is priced: once per booking, or per hour booked. */
export const ADD_ON_UNITS = ['booking', 'hour'] as const;
export type AddOnUnit = (typeof ADD_ON_UNITS)[number];

/** An add-on's price in major units: required, a number from 0 to 100,000 with at most two decimals. */
export const AddOnPriceSchema = v.pipe(
  numericInput({ required: MESSAGES['addOnPrice.required'], invalid: MESSAGES['addOnPrice.invalid'] }),
  v.minValue(0, MESSAGES['addOnPrice.invalid']),
  v.maxValue(HOSTING_LIMITS.addOnPriceMax, MESSAGES['addOnPrice.invalid']),
  v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, MESSAGES['addOnPrice.invalid']),
);

/** The add-on form and `POST`/`PUT /v1/hosts/me/spaces/:space/add-ons[/:id]`. */
export const AddOnSchema = v.object(
  {
    name: v.pipe(requiredText(MESSAGES['addOnName.required']), v.maxLength(HOSTING_LIMITS.addOnNameMax, MESSAGES['addOnName.tooLong'])),
    description: v.optional(v.pipe(v.string(invalid), v.trim(), v.maxLength(HOSTING_LIMITS.addOnDescriptionMax, MESSAGES['addOnDescription.tooLong'])), ''),
    price: AddOnPriceSchema,
    unit: v.picklist(ADD_ON_UNITS, MESSAGES['addOnUnit.required']),
  },
  invalid,
);
/** An add-on as the host enters it. */
export type AddOnInput = v.InferOutput<typeof AddOnSchema>;

/** `PUT /v1/bookings/:booking/offer` and the custom offer dialog: the new subtotal (spec §5: at least 1) and an optional message. */
export const CustomOfferSchema = v.object(
  {
    subtotal: v.pipe(
      CustomOfferSubtotalSchema,
      v.maxValue(1_000_000, MESSAGES['customOfferSubtotal.invalid']),
      v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, MESSAGES['customOfferSubtotal.invalid']),
    ),
    message: v.optional(v.pipe(v.string(invalid), v.trim(), v.maxLength(HOSTING_LIMITS.offerMessageMax, MESSAGES['offerMessage.tooLong'])), ''),
  },
  invalid,
);
/** A custom offer. */
export type CustomOfferInput = v.InferOutput<typeof CustomOfferSchema>;

/** The add-ons a booking request or quote picks: distinct space add-on ids, at most 20. */
export const AddOnIdsSchema = v.pipe(
  v.array(v.pipe(v.number(invalid), v.integer(invalid), v.minValue(1, invalid), v.maxValue(2 ** 31 - 1, invalid)), invalid),
  v.maxLength(HOSTING_LIMITS.addOnsPerSpace, invalid),
  v.check((ids) => new Set(ids).size === ids.length, invalid),
);
