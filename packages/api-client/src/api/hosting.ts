import * as v from 'valibot';
import type { Requester } from '../request';
import { CARD_FIELDS, CardPhotoSchema } from './card-fields';

/**
 * One of the host's spaces as GET /v1/hosts/me/spaces answers it (`/mylistings`). Its `state` is
 * the listing's state ('listed'): the API puts it where a search card has the region.
 */
export const HostSpaceSchema = v.looseObject({
  ...CARD_FIELDS,
  photo: CardPhotoSchema,
  min_hours: v.fallback(v.number(), 1),
  pending_requests: v.fallback(v.number(), 0),
});
export type HostSpace = v.InferOutput<typeof HostSpaceSchema>;
const HostSpacesSchema = v.object({ data: v.array(HostSpaceSchema) });

/** A booking on the host's calendar (local wall-clock stamps of the space). */
export const CalendarBookingSchema = v.looseObject({
  id: v.number(),
  status: v.string(),
  starts_at: v.string(),
  ends_at: v.string(),
  guest_first_name: v.fallback(v.string(), ''),
  attendees: v.fallback(v.nullable(v.number()), null),
  thread_id: v.fallback(v.nullable(v.string()), null),
  total: v.fallback(v.nullable(v.number()), null),
  currency: v.fallback(v.string(), 'USD'),
});
export type CalendarBooking = v.InferOutput<typeof CalendarBookingSchema>;

/** A day the host blocked. */
export const BlockedDaySchema = v.looseObject({ id: v.number(), day: v.string(), title: v.string() });
export type BlockedDay = v.InferOutput<typeof BlockedDaySchema>;

/** One space's month on the host's calendar. */
export const HostCalendarSchema = v.looseObject({
  space: v.looseObject({ id: v.number(), title: v.string(), currency: v.string() }),
  month: v.string(),
  bookings: v.array(CalendarBookingSchema),
  blocked: v.array(BlockedDaySchema),
});
export type HostCalendar = v.InferOutput<typeof HostCalendarSchema>;

/** An add-on of a space (price in major units of the space's currency). */
export const AddOnAnswerSchema = v.looseObject({
  id: v.number(),
  name: v.string(),
  description: v.fallback(v.string(), ''),
  price: v.number(),
  unit: v.picklist(['booking', 'hour']),
  currency: v.optional(v.string()),
});
export type AddOn = v.InferOutput<typeof AddOnAnswerSchema>;
const AddOnListSchema = v.object({ data: v.array(AddOnAnswerSchema) });

/** What the add-on form sends. */
export interface AddOnBody {
  name: string;
  description?: string;
  price: number;
  unit: 'booking' | 'hour';
}

/** A booking after a custom offer. */
export const OfferedBookingSchema = v.looseObject({
  id: v.number(),
  status: v.string(),
  subtotal: v.fallback(v.nullable(v.number()), null),
  total: v.fallback(v.nullable(v.number()), null),
  offer: v.fallback(v.nullable(v.looseObject({ subtotal: v.nullable(v.number()), message: v.string(), offered_at: v.string() })), null),
});
export type OfferedBooking = v.InferOutput<typeof OfferedBookingSchema>;

const seg = (n: number) => encodeURIComponent(String(n));
const spacePath = (spaceId: number) => `/v1/hosts/me/spaces/${seg(spaceId)}`;

/** GET /v1/hosts/me/spaces: the signed-in host's spaces with their state and open requests. */
export async function getHostSpaces(request: Requester) {
  return (await request({ method: 'GET', path: '/v1/hosts/me/spaces', auth: 'bearer', schema: HostSpacesSchema })).data;
}

/** GET /v1/hosts/me/spaces/{space}/calendar?month=YYYY-MM: the space's bookings and blocked days in a month. */
export async function getHostCalendar(request: Requester, spaceId: number, month: string): Promise<HostCalendar> {
  return request({ method: 'GET', path: `${spacePath(spaceId)}/calendar`, auth: 'bearer', query: { month }, schema: HostCalendarSchema });
}

/** POST /v1/hosts/me/spaces/{space}/blocked-days: blocks a day with its title. */
export async function blockDay(request: Requester, spaceId: number, body: { day: string; title: string }): Promise<BlockedDay> {
  return request({ method: 'POST', path: `${spacePath(spaceId)}/blocked-days`, auth: 'bearer', json: body, schema: BlockedDaySchema });
}

/** DELETE /v1/hosts/me/spaces/{space}/blocked-days/{id}: unblocks a day. */
export async function unblockDay(request: Requester, spaceId: number, blockedId: number): Promise<void> {
  await request({ method: 'DELETE', path: `${spacePath(spaceId)}/blocked-days/${seg(blockedId)}`, auth: 'bearer', schema: v.null() });
}

/** GET /v1/hosts/me/spaces/{space}/add-ons: the add-ons of one of the host's spaces. */
export async function getAddOns(request: Requester, spaceId: number): Promise<AddOn[]> {
  return (await request({ method: 'GET', path: `${spacePath(spaceId)}/add-ons`, auth: 'bearer', schema: AddOnListSchema })).data;
}

/** POST /v1/hosts/me/spaces/{space}/add-ons: a new add-on. */
export async function createAddOn(request: Requester, spaceId: number, body: AddOnBody): Promise<AddOn> {
  return request({ method: 'POST', path: `${spacePath(spaceId)}/add-ons`, auth: 'bearer', json: body, schema: AddOnAnswerSchema });
}

/** PUT /v1/hosts/me/spaces/{space}/add-ons/{id}: changes an add-on. */
export async function updateAddOn(request: Requester, spaceId: number, addOnId: number, body: AddOnBody): Promise<AddOn> {
  return request({ method: 'PUT', path: `${spacePath(spaceId)}/add-ons/${seg(addOnId)}`, auth: 'bearer', json: body, schema: AddOnAnswerSchema });
}

/** DELETE /v1/hosts/me/spaces/{space}/add-ons/{id}: removes an add-on. */
export async function deleteAddOn(request: Requester, spaceId: number, addOnId: number): Promise<void> {
  await request({ method: 'DELETE', path: `${spacePath(spaceId)}/add-ons/${seg(addOnId)}`, auth: 'bearer', schema: v.null() });
}

/** PUT /v1/bookings/{id}/offer: the host's custom offer on a requested booking (subtotal at least 1, optional message). */
export async function makeCustomOffer(request: Requester, bookingId: number, body: { subtotal: number; message?: string }): Promise<OfferedBooking> {
  return request({ method: 'PUT', path: `/v1/bookings/${seg(bookingId)}/offer`, auth: 'bearer', json: body, schema: OfferedBookingSchema });
}
