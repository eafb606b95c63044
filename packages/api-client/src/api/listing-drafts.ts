import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES, fillPath } from '../routes';

/** A space a host is adding (`/app/ps`), saved step by step; price in major units of `currency`. */
export const ListingDraftSchema = v.looseObject({
  id: v.number(),
  status: v.picklist(['draft', 'submitted']),
  title: v.nullable(v.string()),
  activities: v.array(v.string()),
  place_id: v.nullable(v.string()),
  city: v.nullable(v.string()),
  state: v.nullable(v.string()),
  country: v.nullable(v.string()),
  capacity: v.nullable(v.number()),
  hourly_price: v.nullable(v.number()),
  currency: v.nullable(v.string()),
  min_hours: v.nullable(v.number()),
  description: v.nullable(v.string()),
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

/** Any step's fields, or `status: 'submitted'` once every step is saved. */
export type UpdateListingDraftBody = Partial<CreateListingDraftBody> & {
  hourly_price?: number | string;
  min_hours?: number | string;
  description?: string;
  status?: 'draft' | 'submitted';
};

/** POST /v1/listings/drafts (extra route). */
export async function createListingDraft(request: Requester, body: CreateListingDraftBody): Promise<ListingDraft> {
  return request({ method: 'POST', path: ROUTES.listingDrafts, auth: 'bearer', json: body, schema: ListingDraftSchema });
}

/** GET /v1/listings/drafts: the signed-in person's drafts, the one changed last first. */
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
