import {
  AttachmentSchema,
  EntitlementSchema,
  GrantsSchema,
  ROUTES,
  createApiClient,
  fillPath,
  type ApiClient,
  type Attachment,
  type Entitlement,
  type Grants,
} from '@hourspace/api-client';
import * as v from 'valibot';

let client: ApiClient | undefined;

/** The page's API client for this remote (created on first use, so tests can swap it first). */
export function getApi(): ApiClient {
  client ??= createApiClient();
  return client;
}

/** Replaces the client (component tests hand in a fake). */
export function setApi(next: ApiClient | undefined): void {
  client = next;
}

/** What the image service answers for an upload or a fetch: the stored image and its 100x100 crop. */
export const StoredImageSchema = v.looseObject({
  secure_url: v.string(),
  avatar_url: v.nullish(v.string()),
});
export type StoredImage = v.InferOutput<typeof StoredImageSchema>;

/**
 * The 100x100 cropped version of a stored image (spec §7: "secure_url rewritten to a
 * 100x100 cropped version"); the service names it, else the rewrite is done here.
 */
export function avatarUrlOf(image: StoredImage): string {
  return image.avatar_url ?? `${image.secure_url.replace(/\/+$/, '')}/100x100`;
}

/**
 * Uploads one avatar file (multipart field `file`). The API client's own `uploadImage`
 * expects an `id` the image service does not send, so the call is made here.
 */
export function uploadAvatar(api: ApiClient, file: Blob, fileName: string): Promise<StoredImage> {
  const form = new FormData();
  form.append('file', file, fileName);
  return api.request({ method: 'POST', path: ROUTES.imageUpload, auth: 'bearer', form, schema: StoredImageSchema });
}

/** Copies a social provider's picture into the image service (same checks and crop as an upload). */
export function fetchAvatar(api: ApiClient, url: string): Promise<StoredImage> {
  return api.request({ method: 'POST', path: `${ROUTES.imageUpload}/fetch`, auth: 'bearer', json: { url }, schema: StoredImageSchema });
}

/**
 * An entitlement by a promo link's external id. Sent with the basic key: a promo link is
 * usually opened logged out, and the client's own call needs a user token.
 */
export function getPromoEntitlement(api: ApiClient, externalId: string): Promise<Entitlement & { expired?: boolean | null | undefined }> {
  return api.request({
    method: 'GET',
    path: fillPath(ROUTES.entitlementByExternalId, { id: externalId }),
    auth: 'basic',
    schema: v.looseObject({ ...EntitlementSchema.entries, expired: v.nullish(v.boolean()) }),
  });
}

const AttachmentListSchema = v.union([
  v.pipe(
    v.looseObject({ data: v.array(AttachmentSchema) }),
    v.transform((answer) => answer.data),
  ),
  v.array(AttachmentSchema),
]);

/** The entitlements attached to a profile. The API wraps the list in `data`; a bare list is read too. */
export function listAttachments(api: ApiClient, SSOid: string): Promise<Attachment[]> {
  return api.request({
    method: 'GET',
    path: fillPath(ROUTES.entitlementAttachmentsOfProfile, { SSOid }),
    auth: 'bearer',
    schema: AttachmentListSchema,
  });
}

/** Which methods an Apple identity's account has; the client's getGrants has no apple_id query. */
export function getGrantsByAppleId(api: ApiClient, appleId: string): Promise<Grants> {
  return api.request({ method: 'GET', path: ROUTES.grants, auth: 'basic', query: { apple_id: appleId }, schema: GrantsSchema });
}

/** The environment's feature switches this remote reads (GET /v1/env/web/{locale} `features`). */
export const EnvFeaturesSchema = v.object({
  google_signup: v.fallback(v.optional(v.boolean(), false), false),
  /** Google One Tap's script and client id; absent locally (the fake providers have no One Tap). */
  google_one_tap: v.fallback(v.optional(v.object({ script_url: v.pipe(v.string(), v.url()), client_id: v.string() })), undefined),
});
export type EnvFeatures = v.InferOutput<typeof EnvFeaturesSchema>;

const OFF: EnvFeatures = { google_signup: false, google_one_tap: undefined };
const features = new Map<string, Promise<EnvFeatures>>();

/**
 * The locale's feature switches, asked once per page and locale. Anything unknown or a
 * failed call means off: a missing switch must never show a button that cannot work.
 */
export function getEnvFeatures(api: ApiClient, locale: string): Promise<EnvFeatures> {
  let answer = features.get(locale);
  if (!answer) {
    answer = api.getEnv(locale).then(
      (env) => {
        const parsed = v.safeParse(EnvFeaturesSchema, (env as { features?: unknown }).features ?? {});
        return parsed.success ? parsed.output : OFF;
      },
      (error: unknown) => {
        console.warn('[mf-auth] the environment could not be read', error);
        features.delete(locale);
        return OFF;
      },
    );
    features.set(locale, answer);
  }
  return answer;
}

/** Forgets the cached feature switches (tests). */
export function resetEnvFeatures(): void {
  features.clear();
}
