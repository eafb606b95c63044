import { LISTING_LIMITS, MESSAGES, WEEKDAYS, timeMinutes, type ListingUpdate, type OpeningHours, type Weekday } from '@hourspace/validation';
import { inArray } from 'drizzle-orm';
import { CURRENCY, MARKET_COUNTRIES, type MarketCountry } from '../config/currencies';
import { activities, cities, type WeeklyMinutes } from '../db/schema';
import { validationError } from '../lib/errors';
import type { AppContext } from './context';

/**
 * What a draft and a published listing share (docs/decisions/listing-publish.md): the same
 * fields from `@hourspace/validation`'s LISTING_FIELD_SCHEMAS, turned into the columns both
 * tables name alike, and back into the JSON both answer.
 */

const isMarket = (country: string): country is MarketCountry => (MARKET_COUNTRIES as readonly string[]).includes(country);

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A resolved gazetteer place: name, region, country, centre and the country's currency. */
export interface ResolvedPlace {
  placeId: string;
  city: string;
  state: string;
  country: string;
  lat: number;
  lng: number;
  currency: string;
}

/** The gazetteer place a listing names (the hero search's predictions), in a country the marketplace serves. */
export function placeOf(ctx: AppContext, placeId: string): ResolvedPlace {
  const place = ctx.gazetteer.get(placeId);
  if (!place) throw validationError([{ field: 'place_id', message: MESSAGES['location.required'] }]);
  if (!isMarket(place.country)) throw validationError([{ field: 'place_id', message: MESSAGES['search.unknownLocation'] }]);
  return { placeId: place.placeId, city: place.name, state: place.state, country: place.country, lat: place.lat, lng: place.lng, currency: CURRENCY[place.country] };
}

/**
 * The market city a place belongs to: the nearest `cities` row of its country. It gives the
 * space its `city_id` (similar spaces) and its time zone; the place keeps its own name.
 */
export async function marketCityOf(ctx: AppContext, place: { country: string; lat: number; lng: number }) {
  const rows = await ctx.db.select({ id: cities.id, lat: cities.lat, lng: cities.lng, timeZone: cities.timeZone, country: cities.country }).from(cities);
  const same = rows.filter((c) => c.country === place.country);
  const nearest = same.sort((a, b) => distanceKm(place, a) - distanceKm(place, b))[0];
  if (!nearest) throw validationError([{ field: 'place_id', message: MESSAGES['search.unknownLocation'] }]);
  return nearest;
}

/** Every id must be an activity of the catalogue. */
export async function checkActivities(ctx: AppContext, ids: string[]): Promise<void> {
  const known = await ctx.db.select({ id: activities.id }).from(activities).where(inArray(activities.id, ids));
  if (known.length !== ids.length) throw validationError([{ field: 'activities', message: MESSAGES['search.unknownActivity'] }]);
}

/** The pin must be within LISTING_LIMITS.pointMaxKm of the city's centre (no street geocoder offline). */
export function checkPoint(centre: { lat: number; lng: number }, point: { latitude: number; longitude: number }): { lat: number; lng: number } {
  const pin = { lat: point.latitude, lng: point.longitude };
  if (distanceKm(centre, pin) > LISTING_LIMITS.pointMaxKm) throw validationError([{ field: 'point', message: MESSAGES['listing.point.tooFar'] }]);
  return pin;
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** `opening_hours` as stored: local minutes per weekday. */
export function weeklyMinutesOf(hours: OpeningHours): WeeklyMinutes {
  return Object.fromEntries(WEEKDAYS.map((d) => [d, hours[d] ? [timeMinutes(hours[d].opens), timeMinutes(hours[d].closes)] : null])) as WeeklyMinutes;
}

/** Stored hours as the API answers them ('HH:MM', closes up to '24:00'). */
export function openingHoursJson(week: WeeklyMinutes | null): OpeningHours | null {
  if (!week) return null;
  return Object.fromEntries(WEEKDAYS.map((d) => [d, week[d] ? { opens: hhmm(week[d][0]), closes: hhmm(week[d][1]) } : null])) as OpeningHours;
}

/**
 * A space's week: its weekly hours, or (seeded spaces, weekly_hours null) every day
 * opens_at..closes_at (a seeded close past midnight stays above 1440: '25:00' is 01:00 the next day).
 */
export function spaceWeek(space: { weeklyHours: WeeklyMinutes | null; opensAt: number; closesAt: number }): WeeklyMinutes {
  if (space.weeklyHours) return space.weeklyHours;
  const day: [number, number] = [space.opensAt, space.closesAt];
  return Object.fromEntries(WEEKDAYS.map((d) => [d, day])) as WeeklyMinutes;
}

/** The week's earliest opening and latest close: what search's coarse time filter reads. */
export function envelopeOf(week: WeeklyMinutes): { opensAt: number; closesAt: number } {
  const open = WEEKDAYS.map((d) => week[d]).filter((x): x is [number, number] => x !== null);
  return { opensAt: Math.min(...open.map((x) => x[0])), closesAt: Math.max(...open.map((x) => x[1])) };
}

/** The weekday key of a local date 'YYYY-MM-DD'. */
export function weekdayOf(day: string): Weekday {
  const js = new Date(`${day}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(js + 6) % 7] as Weekday;
}

/**
 * The columns both tables name alike, from the listing fields of a body (not `place_id`,
 * `point` or `activities`, which need the database or the place). House rules are
 * `house_rules` on a draft and `house_rules_text` on a space: the caller maps that one.
 */
export function plainChanges(body: ListingUpdate) {
  const out: {
    title?: string;
    capacity?: number;
    spaceType?: string;
    size?: number;
    sizeUnit?: string;
    street?: string;
    hourlyPrice?: number;
    minHours?: number;
    cleaningFee?: number;
    longDiscountPercent?: number;
    weeklyHours?: WeeklyMinutes;
    bufferMinutes?: number;
    bookingWindowDays?: number;
    noticeHours?: number;
    description?: string;
    cancellationPolicy?: string;
    instantBook?: boolean;
  } = {};
  if (body.title !== undefined) out.title = body.title;
  if (body.capacity !== undefined) out.capacity = body.capacity;
  if (body.space_type !== undefined) out.spaceType = body.space_type;
  if (body.size !== undefined) out.size = body.size;
  if (body.size_unit !== undefined) out.sizeUnit = body.size_unit;
  if (body.street !== undefined) out.street = body.street;
  // The minor-unit field wins when both are sent (docs/decisions/listing-publish.md).
  if (body.hourly_price_minor !== undefined) out.hourlyPrice = body.hourly_price_minor;
  else if (body.hourly_price !== undefined) out.hourlyPrice = Math.round(body.hourly_price * 100);
  if (body.min_hours !== undefined) out.minHours = body.min_hours;
  if (body.cleaning_fee_minor !== undefined) out.cleaningFee = body.cleaning_fee_minor;
  if (body.long_discount_percent !== undefined) out.longDiscountPercent = body.long_discount_percent;
  if (body.opening_hours !== undefined) out.weeklyHours = weeklyMinutesOf(body.opening_hours);
  if (body.buffer_minutes !== undefined) out.bufferMinutes = body.buffer_minutes;
  if (body.booking_window_days !== undefined) out.bookingWindowDays = body.booking_window_days;
  if (body.notice_hours !== undefined) out.noticeHours = body.notice_hours;
  if (body.description !== undefined) out.description = body.description;
  if (body.cancellation_policy !== undefined) out.cancellationPolicy = body.cancellation_policy;
  if (body.instant_book !== undefined) out.instantBook = body.instant_book;
  return out;
}

/** The listing fields both a draft and a space answer, from the columns they share. */
export function listingFieldsJson(row: {
  title: string | null;
  activities: string[];
  city: string | null;
  state: string | null;
  country: string | null;
  lat: number | null;
  lng: number | null;
  capacity: number | null;
  spaceType: string | null;
  size: number | null;
  sizeUnit: string | null;
  street: string | null;
  hourlyPrice: number | null;
  currency: string | null;
  minHours: number | null;
  cleaningFee: number;
  longDiscountPercent: number;
  weeklyHours: WeeklyMinutes | null;
  bufferMinutes: number;
  bookingWindowDays: number;
  noticeHours: number;
  description: string | null;
  cancellationPolicy: string | null;
  instantBook: boolean;
}) {
  return {
    title: row.title,
    activities: row.activities,
    city: row.city,
    state: row.state,
    country: row.country,
    point: row.lat === null || row.lng === null ? null : { latitude: row.lat, longitude: row.lng },
    capacity: row.capacity,
    space_type: row.spaceType,
    size: row.size,
    size_unit: row.sizeUnit,
    street: row.street,
    hourly_price: row.hourlyPrice === null ? null : row.hourlyPrice / 100,
    hourly_price_minor: row.hourlyPrice,
    currency: row.currency,
    min_hours: row.minHours,
    cleaning_fee_minor: row.cleaningFee,
    long_discount_percent: row.longDiscountPercent,
    opening_hours: openingHoursJson(row.weeklyHours),
    buffer_minutes: row.bufferMinutes,
    booking_window_days: row.bookingWindowDays,
    notice_hours: row.noticeHours,
    description: row.description,
    cancellation_policy: row.cancellationPolicy,
    instant_book: row.instantBook,
  };
}
