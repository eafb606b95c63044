import * as v from 'valibot';
import { RemoteDeclarationSchema, RemoteNameSchema } from './declaration';

/** The manifest format the shell reads and `release compose` writes (3: the page's environment is in it). */
export const MANIFEST_SCHEMA = 3;

/**
 * A root-relative entry: a remote served under the page's own origin (docs/decisions/same-origin-remotes.md).
 * One leading slash only (`//host` is another host), no `..` or `.` segment, no backslash, query, fragment or space.
 */
const ROOT_RELATIVE_ENTRY = /^\/(?!\/)(?:(?!\.\.?\/)[\w.~-]+\/)*(?!\.\.?$)[\w.~-]+$/;

/** An entry's URL: absolute on the remote's origin, or root-relative under the page's own origin. */
export const EntryUrlSchema = v.union([v.pipe(v.string(), v.url()), v.pipe(v.string(), v.regex(ROOT_RELATIVE_ENTRY))], 'Invalid entry: an absolute URL or a root-relative path');

/** One build of a remote: its version, entry, entry integrity and what it declared. */
export const RemoteBuildSchema = v.object({
  version: v.pipe(v.string(), v.minLength(1)),
  entry: EntryUrlSchema,
  integrity: v.optional(v.string()),
  ...RemoteDeclarationSchema.entries,
});
export type RemoteBuild = v.InferOutput<typeof RemoteBuildSchema>;

/**
 * A canary of a remote in one locale (docs/decisions/release-canary-cohorts.md): another build that `percent` % of the
 * locale's browsers run instead of the stable one. The shell picks a browser's side from a
 * random id in a first-party cookie, so the manifest stays one static file per locale
 * (docs/decisions/release-canary-cohorts.md).
 */
export const CanaryReleaseSchema = v.object({
  ...RemoteBuildSchema.entries,
  percent: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
});
export type CanaryRelease = v.InferOutput<typeof CanaryReleaseSchema>;

/** A remote as a locale runs it: the stable build, and a canary build when one is under way. */
export const RemoteReleaseSchema = v.object({
  ...RemoteBuildSchema.entries,
  canary: v.optional(CanaryReleaseSchema),
});
export type RemoteRelease = v.InferOutput<typeof RemoteReleaseSchema>;

/** An origin (scheme, host and port only), e.g. `https://cdn.hourspace.com` or `http://localhost:8081`. */
export const OriginSchema = v.pipe(
  v.string(),
  v.check((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
    } catch {
      return false;
    }
  }, 'must be an origin like https://cdn.example.com (scheme, host and port; no path)'),
);

/**
 * Which per-browser remote overrides the channel allows (docs/decisions/platform-overrides-and-csp.md): entries only from these
 * origins, and from the `?hs-override=` query only when `query` is on (a development
 * switch). Absent: no override at all.
 */
export const OverridePolicySchema = v.object({
  origins: v.array(OriginSchema),
  query: v.boolean(),
});
export type OverridePolicy = v.InferOutput<typeof OverridePolicySchema>;

/**
 * One locale's release manifest: which build of each remote the locale runs, and what
 * each build declared it provides (its applications, their routes, its parcels). The
 * shell builds its whole registration table from it, so a remote adds or moves a page by
 * releasing itself.
 */
/** Where the shell reports each remote's load and mount outcome, on the channel's API (docs/decisions/release-canary-cohorts.md). */
export const REMOTE_HEALTH_PATH = '/v1/health/remote-loads';

/** The channel's remote health endpoint: its API origin and `REMOTE_HEALTH_PATH`. */
export const HealthPolicySchema = v.object({
  endpoint: v.pipe(
    v.string(),
    v.check((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.pathname === REMOTE_HEALTH_PATH && !url.search && !url.hash;
      } catch {
        return false;
      }
    }, `must be an API origin followed by ${REMOTE_HEALTH_PATH}`),
  ),
});
export type HealthPolicy = v.InferOutput<typeof HealthPolicySchema>;

/** An absolute http(s) URL. */
const HttpUrlSchema = v.pipe(
  v.string(),
  v.check((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'must be an absolute http(s) URL'),
);

/** The page's side of the payment provider: a publishable key (`pk_…`, never a secret key) and two URLs. */
export const PaymentsEnvironmentSchema = v.object({
  publishableKey: v.pipe(v.string(), v.regex(/^pk_[A-Za-z0-9_]+$/, 'must be a publishable key (pk_…)'), v.maxLength(200)),
  jsUrl: HttpUrlSchema,
  filesUrl: HttpUrlSchema,
});
export type PaymentsEnvironment = v.InferOutput<typeof PaymentsEnvironmentSchema>;

/**
 * What differs per environment and the page needs at run time (docs/decisions/release-environment-in-the-channel.md): a remote's build is
 * the same bytes in every environment, and reads these from the manifest the shell loaded
 * (docs/decisions/release-environment-in-the-channel.md). `compose` writes them from the
 * channel's `environment`; the shell hands them to `setWebEnvironment` and to every remote's props.
 */
export const WebEnvironmentSchema = v.object({
  /** `development` or `production`: a production channel is refused when it points at the API's `/dev` fakes. */
  mode: v.picklist(['development', 'production']),
  /** The API origin every client calls. */
  apiOrigin: OriginSchema,
  /** The public client key sent as a bearer on the env, keywords and grants calls. */
  basicKey: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  /** Where the shell's analytics sender posts its batches. */
  analyticsEndpoint: HttpUrlSchema,
  /**
   * The payment provider as the page meets it (docs/decisions/payments-provider.md): the
   * publishable key, the Stripe.js script (`https://js.stripe.com/v3/` in production, the
   * local processor's subset in development) and the file service identity documents are
   * uploaded to with the publishable key.
   */
  payments: PaymentsEnvironmentSchema,
  /** Facebook log-in: the app id and the SDK script (Google and Apple sign-in are configured on the API). */
  facebook: v.object({ appId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)), sdkUrl: HttpUrlSchema }),
  /**
   * The results map's tile source (docs/decisions/search-map.md): a MapLibre style URL whose
   * origin serves its tiles too. Absent: the offline basemap mf-search serves itself.
   */
  maps: v.optional(v.object({ styleUrl: HttpUrlSchema })),
});
export type WebEnvironment = v.InferOutput<typeof WebEnvironmentSchema>;

export const ReleaseManifestSchema = v.object({
  schema: v.literal(MANIFEST_SCHEMA),
  locale: v.string(),
  channel: v.string(),
  remotes: v.record(RemoteNameSchema, RemoteReleaseSchema),
  overrides: v.optional(OverridePolicySchema),
  health: v.optional(HealthPolicySchema),
  environment: WebEnvironmentSchema,
});
export type ReleaseManifest = v.InferOutput<typeof ReleaseManifestSchema>;
export type ManifestInput = v.InferInput<typeof ReleaseManifestSchema>;
