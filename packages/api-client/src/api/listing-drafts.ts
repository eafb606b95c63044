import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES, fillPath } from '../routes';
import { HostSpaceSchema } from './hosting';
import { OpeningHoursAnswerSchema } from './spaces';

/**
 * The fields a draft and a published listing share (docs/decisions/listing-publish.md): money
 * as `hourly_price` in major units and `*_minor` integers in minor units of `currency`. The
 * fields added with publishing are optional here so answers of an older API still parse.
 */
const LISTING_FIELDS = {
  title: v.nullable(v.string()),
  activities: v.array(v.string()),
  city: v.nullable(v.string()),
  state: v.nullable(v.string()),
  country: v.nullable(v.string()),
  point: v.optional(v.nullable(v.object({ latitude: v.number(), longitude: v.number() }))),
  capacity: v.nullable(v.number()),
  space_type: v.optional(v.nullable(v.string())),
  size: v.optional(v.nullable(v.number())),
  size_unit: v.optional(v.nullable(v.picklist(['sqft', 'm2']))),
  street: v.optional(v.nullable(v.string())),
  hourly_price: v.nullable(v.number()),
  hourly_price_minor: v.optional(v.nullable(v.number())),
  currency: v.nullable(v.string()),
  min_hours: v.nullable(v.number()),
  cleaning_fee_minor: v.optional(v.number()),
  long_discount_percent: v.optional(v.number()),
  opening_hours: v.optional(v.nullable(OpeningHoursAnswerSchema)),
  buffer_minutes: v.optional(v.number()),
  booking_window_days: v.optional(v.number()),
  notice_hours: v.optional(v.number()),
  description: v.nullable(v.string()),
  house_rules: v.optional(v.string()),
  cancellation_policy: v.optional(v.nullable(v.picklist(['flexible', 'moderate', 'strict']))),
  instant_book: v.optional(v.boolean()),
};

/** A photo of a draft (the first is the cover). */
export const DraftPhotoSchema = v.looseObject({ id: v.string(), url: v.string(), blurHash: v.string(), width: v.number(), height: v.number() });

/** A space a host is adding (`/app/ps`), saved step by step. */
export const ListingDraftSchema = v.looseObject({
  id: v.number(),
  status: v.picklist(['draft', 'submitted', 'published']),
  place_id: v.nullable(v.string()),
  ...LISTING_FIELDS,
  /** The pin was placed by the host (else it is the city's centre). */
  pinned: v.optional(v.boolean()),
  photos: v.optional(v.array(DraftPhotoSchema)),
  /** The space it became, once published. */
  space_id: v.optional(v.nullable(v.number())),
  steps: v.looseObject({ basics: v.boolean(), price: v.boolean(), description: v.boolean() }),
  complete: v.boolean(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type ListingDraft = v.InferOutput<typeof ListingDraftSchema>;

const ListingDraftListSchema = v.looseObject({ data: v.array(ListingDraftSchema) });

/** The first step: title, activity types, the city's place id (maps predictions) and capacity. */
export interface CreateListingDraftBody {
  title: string;
  activities: string[];
  place_id: string;
  capacity: number | string;
}

/** One day's hours, 'HH:MM' on the half hour ('24:00' closes at midnight), or null when closed. */
export type OpeningDayBody = { opens: string; closes: string } | null;

/** Any fields of a listing (`LISTING_FIELD_SCHEMAS` of @hourspace/validation). */
export type ListingFieldsBody = Partial<CreateListingDraftBody> & {
  space_type?: string;
  size?: number | string;
  size_unit?: 'sqft' | 'm2';
  street?: string;
  point?: { latitude: number; longitude: number };
  /** Major units (today's wizard); `hourly_price_minor` wins when both are sent. */
  hourly_price?: number | string;
  hourly_price_minor?: number;
  min_hours?: number | string;
  cleaning_fee_minor?: number;
  long_discount_percent?: number | string;
  opening_hours?: Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', OpeningDayBody>;
  buffer_minutes?: number | string;
  booking_window_days?: number | string;
  notice_hours?: number | string;
  description?: string;
  house_rules?: string;
  cancellation_policy?: 'flexible' | 'moderate' | 'strict';
  instant_book?: boolean;
};

/** Any step's fields, or `status: 'submitted'` once every step is saved. */
export type UpdateListingDraftBody = ListingFieldsBody & { status?: 'draft' | 'submitted' };

/** A missing item of the go-live checklist; `code` is stable: email_unverified, phone_unverified, step_<step>, photos, payouts. */
export const ChecklistItemSchema = v.looseObject({
  code: v.string(),
  message: v.string(),
  step: v.optional(v.string()),
  have: v.optional(v.number()),
  need: v.optional(v.number()),
});
export type ChecklistItem = v.InferOutput<typeof ChecklistItemSchema>;

/** GET /v1/listings/drafts/{draft}/checklist. */
export const ListingChecklistSchema = v.looseObject({
  draft_id: v.number(),
  space_id: v.nullable(v.number()),
  ready: v.boolean(),
  items: v.array(ChecklistItemSchema),
});
export type ListingChecklist = v.InferOutput<typeof ListingChecklistSchema>;

/** POST /v1/listings/drafts/{draft}/publish answered 201. */
export const PublishedListingSchema = v.looseObject({ space_id: v.number(), draft: ListingDraftSchema });
export type PublishedListing = v.InferOutput<typeof PublishedListingSchema>;

/** A published listing as its host edits it. */
export const HostListingSchema = v.looseObject({
  id: v.number(),
  status: v.picklist(['published', 'paused']),
  ...LISTING_FIELDS,
  city_id: v.string(),
  time_zone: v.string(),
});
export type HostListing = v.InferOutput<typeof HostListingSchema>;

/** `/mylistings`: the host's spaces with their status and the drafts not yet published. */
const MyListingsSchema = v.looseObject({
  data: v.array(v.looseObject({ ...HostSpaceSchema.entries, status: v.fallback(v.picklist(['published', 'paused']), 'published') })),
  drafts: v.fallback(v.array(ListingDraftSchema), []),
});
export type MyListings = v.InferOutput<typeof MyListingsSchema>;

const StatusSchema = v.looseObject({ id: v.number(), status: v.picklist(['published', 'paused']) });

/** POST /v1/listings/drafts (extra route). */
export async function createListingDraft(request: Requester, body: CreateListingDraftBody): Promise<ListingDraft> {
  return request({ method: 'POST', path: ROUTES.listingDrafts, auth: 'bearer', json: body, schema: ListingDraftSchema });
}

/** GET /v1/listings/drafts: the signed-in person's drafts not yet published, the one changed last first. */
export async function getListingDrafts(request: Requester): Promise<ListingDraft[]> {
  return (await request({ method: 'GET', path: ROUTES.listingDrafts, auth: 'bearer', schema: ListingDraftListSchema })).data;
}

/** GET /v1/listings/drafts/{draft}: one of the person's drafts. */
export async function getListingDraft(request: Requester, id: number): Promise<ListingDraft> {
  return request({ method: 'GET', path: fillPath(ROUTES.listingDraft, { draft: id }), auth: 'bearer', schema: ListingDraftSchema });
}

/** PUT /v1/listings/drafts/{draft}: saves a step, or submits. */
export async function updateListingDraft(request: Requester, id: number, body: UpdateListingDraftBody): Promise<ListingDraft> {
  return request({ method: 'PUT', path: fillPath(ROUTES.listingDraft, { draft: id }), auth: 'bearer', json: body, schema: ListingDraftSchema });
}

/** DELETE /v1/listings/drafts/{draft}: deletes a draft that is not published. */
export async function deleteListingDraft(request: Requester, id: number): Promise<void> {
  await request({ method: 'DELETE', path: fillPath(ROUTES.listingDraft, { draft: id }), auth: 'bearer', schema: v.null() });
}

/** GET /v1/listings/drafts/{draft}/checklist: what is missing before it may go live, in order. */
export async function getListingChecklist(request: Requester, id: number): Promise<ListingChecklist> {
  return request({ method: 'GET', path: fillPath(ROUTES.listingDraftChecklist, { draft: id }), auth: 'bearer', schema: ListingChecklistSchema });
}

/** POST /v1/listings/drafts/{draft}/publish: the space it became; a 409 `not_ready` carries the checklist's `items`. */
export async function publishListingDraft(request: Requester, id: number): Promise<PublishedListing> {
  return request({ method: 'POST', path: fillPath(ROUTES.listingDraftPublish, { draft: id }), auth: 'bearer', schema: PublishedListingSchema });
}

/** GET /v1/hosts/me/spaces with its drafts: everything `/mylistings` lists. */
export async function getMyListings(request: Requester): Promise<MyListings> {
  return request({ method: 'GET', path: ROUTES.hostSpaces, auth: 'bearer', schema: MyListingsSchema });
}

/** GET /v1/hosts/me/spaces/{space}: one published listing with every editable field. */
export async function getHostListing(request: Requester, spaceId: number): Promise<HostListing> {
  return request({ method: 'GET', path: fillPath(ROUTES.hostSpace, { space: spaceId }), auth: 'bearer', schema: HostListingSchema });
}

/** PUT /v1/hosts/me/spaces/{space}: edits any fields with the draft's rules. */
export async function updateHostListing(request: Requester, spaceId: number, body: ListingFieldsBody): Promise<HostListing> {
  return request({ method: 'PUT', path: fillPath(ROUTES.hostSpace, { space: spaceId }), auth: 'bearer', json: body, schema: HostListingSchema });
}

/** POST /v1/hosts/me/spaces/{space}/pause or /resume. */
export async function setHostListingStatus(request: Requester, spaceId: number, action: 'pause' | 'resume') {
  return request({ method: 'POST', path: fillPath(action === 'pause' ? ROUTES.hostSpacePause : ROUTES.hostSpaceResume, { space: spaceId }), auth: 'bearer', schema: StatusSchema });
}
