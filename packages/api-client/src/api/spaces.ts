import * as v from 'valibot';
import type { Requester } from '../request';
import { SpaceCardSchema } from './search-spaces';
import { CancellationTermsSchema } from './checkout';

const spacePath = (id: string) => `/v1/spaces/${encodeURIComponent(id)}`;

/** A photo of the space; `alt` is the host's description of it (null: the page's generic text). */
const PhotoSchema = v.object({
  url: v.string(),
  blurHash: v.fallback(v.nullable(v.string()), null),
  width: v.fallback(v.number(), 4),
  height: v.fallback(v.number(), 3),
  alt: v.fallback(v.nullable(v.string()), null),
});

/** One day's opening hours ('HH:MM' in the space's time zone), or null when closed. */
const OpeningDayAnswerSchema = v.nullable(v.object({ opens: v.string(), closes: v.string() }));
/** Opening hours per weekday, Monday first (docs/decisions/listing-publish.md). */
export const OpeningHoursAnswerSchema = v.object({
  mon: OpeningDayAnswerSchema,
  tue: OpeningDayAnswerSchema,
  wed: OpeningDayAnswerSchema,
  thu: OpeningDayAnswerSchema,
  fri: OpeningDayAnswerSchema,
  sat: OpeningDayAnswerSchema,
  sun: OpeningDayAnswerSchema,
});
export type OpeningHoursAnswer = v.InferOutput<typeof OpeningHoursAnswerSchema>;

/** The space page's data (GET /v1/spaces/{id}). */
export const SpaceDetailSchema = v.object({
  id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  title: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  description: v.fallback(v.string(), ''),
  city: v.fallback(v.string(), ''),
  state: v.fallback(v.string(), ''),
  country: v.fallback(v.string(), ''),
  neighbourhood: v.fallback(v.string(), ''),
  capacity: v.number(),
  hourly_price: v.number(),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  min_hours: v.fallback(v.number(), 1),
  opens_at: v.number(),
  closes_at: v.number(),
  instant_book: v.fallback(v.boolean(), false),
  rating: v.fallback(v.number(), 0),
  review_count: v.fallback(v.number(), 0),
  activities: v.fallback(v.array(v.string()), []),
  included: v.fallback(v.array(v.string()), []),
  house_rules: v.fallback(v.array(v.string()), []),
  /** The host's own house rules, as typed (docs/decisions/listing-publish.md). */
  house_rules_text: v.fallback(v.string(), ''),
  /** Per weekday; null from an older API (then opens_at/closes_at every day). */
  opening_hours: v.fallback(v.nullable(OpeningHoursAnswerSchema), null),
  space_type: v.fallback(v.nullable(v.string()), null),
  size: v.fallback(v.nullable(v.number()), null),
  size_unit: v.fallback(v.nullable(v.picklist(['sqft', 'm2'])), null),
  cancellation_policy: v.fallback(v.picklist(['flexible', 'moderate', 'strict']), 'flexible'),
  photos: v.fallback(v.array(PhotoSchema), []),
  host: v.fallback(
    v.nullable(
      v.object({ id: v.string(), first_name: v.string(), avatar_url: v.fallback(v.nullable(v.string()), null), power_host: v.fallback(v.boolean(), false), joined: v.string() }),
    ),
    null,
  ),
  reviews: v.fallback(
    v.array(
      v.object({
        id: v.number(),
        author_name: v.string(),
        rating: v.number(),
        body: v.string(),
        created_at: v.string(),
        host_response: v.fallback(v.nullable(v.string()), null),
        responded_at: v.fallback(v.nullable(v.string()), null),
      }),
    ),
    [],
  ),
  similar: v.fallback(v.array(SpaceCardSchema), []),
  /** Extras the host offers with the space, priced per booking or per hour (major units of `currency`). */
  add_ons: v.fallback(
    v.array(v.object({ id: v.number(), name: v.string(), description: v.fallback(v.string(), ''), price: v.number(), unit: v.picklist(['booking', 'hour']) })),
    [],
  ),
});
export type SpaceDetail = v.InferOutput<typeof SpaceDetailSchema>;

/** Why hours cannot be booked, as the API names it. */
export const QUOTE_PROBLEMS = ['paused', 'past', 'notice', 'window', 'min_hours', 'closed', 'conflict', 'buffer'] as const;

/** The price of some hours (GET /v1/spaces/{id}/quote), in major units of `currency`. */
export const SpaceQuoteSchema = v.object({
  hours: v.number(),
  currency: v.string(),
  hourly_price: v.number(),
  subtotal: v.number(),
  /** The subtotal's parts (docs/decisions/listing-publish.md): the hours, less the 8-hour discount, plus the cleaning fee. */
  hours_amount: v.optional(v.number()),
  discount: v.optional(v.number()),
  discount_percent: v.optional(v.number()),
  cleaning_fee: v.optional(v.number()),
  /** The picked add-ons, each priced for these hours. */
  add_ons: v.fallback(v.array(v.object({ id: v.number(), name: v.string(), unit: v.string(), quantity: v.number(), amount: v.number() })), []),
  add_ons_total: v.fallback(v.number(), 0),
  guest_fee: v.number(),
  guest_fee_percent: v.number(),
  tax: v.nullable(v.object({ name: v.picklist(['vat', 'gst']), percent: v.number(), amount: v.number() })),
  total: v.number(),
  available: v.boolean(),
  problems: v.array(v.string()),
  /** These hours would be confirmed and charged at once (instant book, docs/decisions/checkout-flow.md). */
  instant: v.fallback(v.boolean(), false),
  /** The policy as dates for these hours booked now; null from an API without checkout. */
  cancellation: v.fallback(v.nullable(CancellationTermsSchema), null),
});
export type SpaceQuote = v.InferOutput<typeof SpaceQuoteSchema>;

/** The hours to price: local 'YYYY-MM-DDTHH:mm:00' of the space. */
export interface QuoteRequest {
  spaceId: string;
  startsAt: string;
  endsAt: string;
  /** The add-ons picked, by id. */
  addOns?: readonly number[];
}

/** GET /v1/spaces/{id}: the space page's data; public. */
export async function getSpace(request: Requester, id: string): Promise<SpaceDetail> {
  return request({ method: 'GET', path: spacePath(id), schema: SpaceDetailSchema });
}

/** GET /v1/spaces/{id}/quote: the price of some hours with the picked add-ons, and whether they can be booked. */
export async function getSpaceQuote(request: Requester, quote: QuoteRequest): Promise<SpaceQuote> {
  return request({
    method: 'GET',
    path: `${spacePath(quote.spaceId)}/quote`,
    query: { starts_at: quote.startsAt, ends_at: quote.endsAt, ...(quote.addOns?.length ? { add_ons: quote.addOns.join(',') } : {}) },
    schema: SpaceQuoteSchema,
  });
}

/** GET /v1/spaces/{id}/calendar: the opening hours, the host's rules and the busy times between two dates. */
export const SpaceCalendarSchema = v.looseObject({
  space_id: v.number(),
  opens_at: v.number(),
  closes_at: v.number(),
  opening_hours: v.nullable(OpeningHoursAnswerSchema),
  time_zone: v.fallback(v.string(), ''),
  buffer_minutes: v.fallback(v.number(), 0),
  booking_window_days: v.fallback(v.number(), 365),
  notice_hours: v.fallback(v.number(), 0),
  status: v.fallback(v.picklist(['published', 'paused']), 'published'),
  min_hours: v.number(),
  /** Booked times and blocked days, local stamps. */
  busy: v.array(v.object({ starts_at: v.string(), ends_at: v.string() })),
});
export type SpaceCalendar = v.InferOutput<typeof SpaceCalendarSchema>;

/** GET /v1/spaces/{id}/calendar?from&to (YYYY-MM-DD, at most 62 days apart); public. */
export async function getSpaceCalendar(request: Requester, id: string, from: string, to: string): Promise<SpaceCalendar> {
  return request({ method: 'GET', path: `${spacePath(id)}/calendar`, query: { from, to }, schema: SpaceCalendarSchema });
}
