import * as v from 'valibot';
import { ApiError, ApiErrorCode } from '../errors';
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

/**
 * A photo of a draft or a published listing (the first is the cover): `id` is what arranging and
 * deleting name it by; `url` serves the 1280-wide size, `width`/`height` are that size's; `alt`
 * is the host's description of it (null: none; optional so answers of an older API still parse).
 */
export const DraftPhotoSchema = v.looseObject({
  id: v.string(),
  url: v.string(),
  blurHash: v.string(),
  width: v.number(),
  height: v.number(),
  alt: v.optional(v.nullable(v.string()), null),
});
export type DraftPhoto = v.InferOutput<typeof DraftPhotoSchema>;

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
  /** Its photos in order (answers of an older API have none). */
  photos: v.optional(v.array(DraftPhotoSchema)),
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

// ---- photos (docs/decisions/listing-photos.md) ---------------------------------------------

/** What `uploadPhoto` may be told: progress of the bytes sent, and a signal that cancels it. */
export interface PhotoUploadOptions {
  /** Called with 0…1 as the file goes up (1 once it is all sent; the answer follows after processing). */
  onProgress?: (fraction: number) => void;
  /** Aborting it cancels the upload; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** The order of the photos (each photo id once; the first is the cover) and alt texts by photo id ('' removes one; at most 200 characters). */
export interface ArrangePhotosBody {
  order: string[];
  alt?: Record<string, string>;
}

/** A published listing's photos, as PUT and DELETE of its photos answer. */
export const ListingPhotosSchema = v.looseObject({ photos: v.array(DraftPhotoSchema) });
export type ListingPhotos = v.InferOutput<typeof ListingPhotosSchema>;

/** What a photo upload is sent with: the API origin and the access token (an upload is always a user call). */
export interface PhotoUploader {
  baseUrl: string;
  getAccessToken: () => string | null | undefined;
  /** The XMLHttpRequest class (the only browser API that reports upload progress); without one, `request` sends it with fetch. */
  XMLHttpRequest: typeof XMLHttpRequest | undefined;
  request: Requester;
}

const ErrorBodySchema = v.looseObject({
  error: v.fallback(v.optional(v.string()), undefined),
  error_description: v.fallback(v.optional(v.string()), undefined),
  issues: v.fallback(v.optional(v.array(v.object({ field: v.string(), message: v.string() }))), undefined),
});

/** An XHR answer as the request helper reads answers: JSON, an ApiError for an error status, the schema checked. */
function answerOf<S extends v.GenericSchema>(status: number, text: string, what: string, schema: S): v.InferOutput<S> {
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch (cause) {
    if (status < 200 || status >= 300) throw new ApiError(ApiErrorCode.HTTP, `${what} answered with status ${status}.`, { status });
    throw new ApiError(ApiErrorCode.INVALID_JSON, 'Invalid JSON', { status, cause });
  }
  if (status < 200 || status >= 300) {
    const parsed = v.safeParse(ErrorBodySchema, body);
    const fields = parsed.success ? parsed.output : { error: undefined, error_description: undefined, issues: undefined };
    throw new ApiError(ApiErrorCode.HTTP, fields.error_description ?? fields.error ?? `${what} answered with status ${status}.`, {
      status,
      error: fields.error,
      error_description: fields.error_description,
      issues: fields.issues,
      ...(parsed.success ? { body: parsed.output } : {}),
    });
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success)
    throw new ApiError(ApiErrorCode.SCHEMA, `The answer of ${what} does not have the expected shape: ${v.summarize(parsed.issues)}`, { status, cause: parsed.issues });
  return parsed.output;
}

/**
 * POSTs one file as multipart (field `file`) with upload progress: XMLHttpRequest, since fetch
 * reports no upload progress over HTTP/1.1. No timeout: a 15 MB photo on a slow line takes
 * minutes, and the caller can abort. Without XMLHttpRequest (Node) the request helper sends it.
 */
function sendFile<S extends v.GenericSchema>(uploader: PhotoUploader, path: string, file: Blob, options: PhotoUploadOptions, schema: S): Promise<v.InferOutput<S>> {
  if (typeof Blob === 'undefined' || !(file instanceof Blob)) return Promise.reject(new ApiError(ApiErrorCode.BAD_INPUT, 'uploadPhoto needs a File or Blob.'));
  const form = new FormData();
  form.append('file', file, typeof File !== 'undefined' && file instanceof File ? file.name : 'photo');
  const { signal, onProgress } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);
  const Xhr = uploader.XMLHttpRequest;
  if (!Xhr) {
    onProgress?.(0);
    return uploader.request({ method: 'POST', path, auth: 'bearer', form, schema }).then((answer) => {
      onProgress?.(1);
      return answer;
    });
  }
  const what = `POST ${path}`;
  return new Promise((resolve, reject) => {
    const xhr = new Xhr();
    xhr.open('POST', uploader.baseUrl.replace(/\/+$/, '') + path);
    xhr.setRequestHeader('accept', 'application/json');
    const token = uploader.getAccessToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      done();
      try {
        resolve(answerOf(xhr.status, xhr.responseText, what, schema));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(ApiErrorCode.NETWORK, `${what} could not reach the API.`));
    };
    xhr.onabort = () => {
      done();
      reject(signal?.reason ?? new ApiError(ApiErrorCode.NETWORK, `${what} was cancelled.`));
    };
    onProgress?.(0);
    xhr.send(form);
  });
}

/** POST /v1/listings/drafts/{draft}/photos: uploads one photo (JPEG, PNG or WebP, at most 15 MB, at least 1024x683) to the end of the draft's photos. */
export function uploadListingPhoto(uploader: PhotoUploader, draftId: number, file: Blob, options: PhotoUploadOptions = {}): Promise<DraftPhoto> {
  return sendFile(uploader, fillPath(ROUTES.listingDraftPhotos, { draft: draftId }), file, options, DraftPhotoSchema);
}

/** PUT /v1/listings/drafts/{draft}/photos: the new order (each photo once) and alt texts; answers the draft. */
export async function arrangeListingPhotos(request: Requester, draftId: number, body: ArrangePhotosBody): Promise<ListingDraft> {
  return request({ method: 'PUT', path: fillPath(ROUTES.listingDraftPhotos, { draft: draftId }), auth: 'bearer', json: body, schema: ListingDraftSchema });
}

/** DELETE /v1/listings/drafts/{draft}/photos/{photo}: removes one photo; answers the draft. */
export async function deleteListingPhoto(request: Requester, draftId: number, photoId: string): Promise<ListingDraft> {
  return request({ method: 'DELETE', path: fillPath(ROUTES.listingDraftPhoto, { draft: draftId, photo: photoId }), auth: 'bearer', schema: ListingDraftSchema });
}

/** POST /v1/hosts/me/spaces/{space}/photos: adds a photo to a published listing. */
export function uploadHostListingPhoto(uploader: PhotoUploader, spaceId: number, file: Blob, options: PhotoUploadOptions = {}): Promise<DraftPhoto> {
  return sendFile(uploader, fillPath(ROUTES.hostSpacePhotos, { space: spaceId }), file, options, DraftPhotoSchema);
}

/** PUT /v1/hosts/me/spaces/{space}/photos: reorders a published listing's photos and sets alt texts. */
export async function arrangeHostListingPhotos(request: Requester, spaceId: number, body: ArrangePhotosBody): Promise<ListingPhotos> {
  return request({ method: 'PUT', path: fillPath(ROUTES.hostSpacePhotos, { space: spaceId }), auth: 'bearer', json: body, schema: ListingPhotosSchema });
}

/** DELETE /v1/hosts/me/spaces/{space}/photos/{photo}: removes a photo (409 `photos_needed` below 5). */
export async function deleteHostListingPhoto(request: Requester, spaceId: number, photoId: string): Promise<ListingPhotos> {
  return request({ method: 'DELETE', path: fillPath(ROUTES.hostSpacePhoto, { space: spaceId, photo: photoId }), auth: 'bearer', schema: ListingPhotosSchema });
}
