import { OriginSchema, type OverridePolicy, type WebEnvironment } from '@hourspace/contracts';
import { DEV_BASIC_KEY, DEV_STRIPE_PUBLISHABLE_KEY, devWebEnvironment } from '@hourspace/contracts/dev-environment';
import * as v from 'valibot';
import { API_PORT, REMOTE_NAMES, REMOTES, type RemoteName } from './paths';

/**
 * What differs per environment: a remote's build is the same bytes in every
 * environment, and all of this reaches the page through the manifest `compose` writes
 * (docs/decisions/release-environment-in-the-channel.md). The override and SDK origins end up
 * in the shell's CSP; the rest is the manifest's `environment`, which the shell hands to every
 * API client on the page. A field left out of a development channel is the local one; a
 * production channel must name each, and may name no `/dev` fake nor the development key.
 */
export interface ChannelEnvironment {
  /** `production` turns on compose's check that nothing points at the API's development fakes. */
  mode?: 'development' | 'production';
  /** The API origin the pages call (CSP connect-src, img-src, report-uri). */
  apiOrigin?: string;
  /** The public client key the pages send on the env, keywords and grants calls. */
  basicKey?: string;
  /** Where the shell posts analytics batches (default: the API's /v1/analytics/track). */
  analyticsEndpoint?: string;
  /**
   * The payment provider as the page meets it (docs/decisions/payments-provider.md): its
   * publishable key, the Stripe.js script and the file service for identity documents. Their
   * origins join the shell's CSP (script-src and frame-src for the script and its card frame,
   * connect-src for both).
   */
  payments?: { publishableKey: string; jsUrl: string; filesUrl: string };
  /** Facebook log-in: the app id and the SDK script (Google and Apple sign-in are configured on the API). */
  facebook?: { appId: string; sdkUrl: string };
  /**
   * The results map's tile source: a MapLibre style URL (docs/decisions/search-map.md). The CSP
   * allows exactly its origin; left out, the map draws the offline basemap mf-search serves.
   */
  maps?: { styleUrl: string };
  /** Origins a tester may load a remote override from. */
  overrideOrigins?: string[];
  /** Whether `?hs-override=` in a link is read: a development switch, off unless set. */
  overrideQuery?: boolean;
  /** Origins of third-party SDK scripts the pages load (the Facebook SDK's origin is added by itself). */
  sdkOrigins?: string[];
}

/** A channel as far as its environment goes: its name (for messages) and its `environment`. */
interface EnvironmentOf {
  channel: string;
  environment?: ChannelEnvironment | undefined;
}

const HttpUrlSchema = v.pipe(v.string(), v.url('must be an absolute URL'), v.regex(/^https?:\/\//, 'must be an http(s) URL'));

/** What compose accepts as a channel's `environment`. */
export const ChannelEnvironmentSchema = v.object({
  mode: v.optional(v.picklist(['development', 'production'])),
  apiOrigin: v.optional(OriginSchema),
  basicKey: v.optional(v.pipe(v.string(), v.minLength(1))),
  analyticsEndpoint: v.optional(HttpUrlSchema),
  payments: v.optional(
    v.object({
      publishableKey: v.pipe(v.string(), v.regex(/^pk_[A-Za-z0-9_]+$/, 'must be a publishable key (pk_…); a secret key never reaches the page')),
      jsUrl: HttpUrlSchema,
      filesUrl: HttpUrlSchema,
    }),
  ),
  facebook: v.optional(v.object({ appId: v.pipe(v.string(), v.minLength(1)), sdkUrl: HttpUrlSchema })),
  maps: v.optional(v.object({ styleUrl: HttpUrlSchema })),
  overrideOrigins: v.optional(v.array(OriginSchema)),
  overrideQuery: v.optional(v.boolean()),
  sdkOrigins: v.optional(v.array(OriginSchema)),
});

/** The fields a production channel must name: nothing of the page's environment is left to a development default. */
const PRODUCTION_REQUIRED = ['apiOrigin', 'basicKey', 'analyticsEndpoint', 'payments', 'facebook'] as const;

/**
 * Whether a channel is a production one: its environment says `mode: "production"`. Marked,
 * not guessed from the channel's name: a channel called `prod` on a test machine may rightly
 * point at the local API, and one called `www` may be production.
 */
export function isProductionChannel(channel: EnvironmentOf): boolean {
  return channel.environment?.mode === 'production';
}

/** Whether a URL's path is one of the API's development fakes (`/dev`, `/dev/...`). */
function isDevPath(value: string): boolean {
  try {
    return /^\/dev(\/|$)/.test(new URL(value).pathname);
  } catch {
    return false;
  }
}

/** Whether a URL is on this machine (localhost, a loopback address): the local processor, never a production service. */
function isLocalUrl(value: string): boolean {
  try {
    const host = new URL(value).hostname;
    return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127\./.test(host) || host === '0.0.0.0';
  } catch {
    return false;
  }
}

/**
 * Why a production channel's environment cannot be released, one line per field: a field
 * left to the development default, one pointing at the API's `/dev` fakes, the development
 * key, or the `?hs-override=` switch on. Empty for a development channel.
 */
export function productionEnvironmentProblems(channel: EnvironmentOf): string[] {
  if (!isProductionChannel(channel)) return [];
  const environment = channel.environment ?? {};
  const problems: string[] = [];
  const where = `production channel "${channel.channel}"`;
  for (const field of PRODUCTION_REQUIRED) {
    if (environment[field] === undefined) problems.push(`${where}: environment.${field} is not set (a production channel names every field; none falls back to the local API)`);
  }
  const urls: Array<[string, string | undefined]> = [
    ['environment.apiOrigin', environment.apiOrigin],
    ['environment.analyticsEndpoint', environment.analyticsEndpoint],
    ['environment.payments.jsUrl', environment.payments?.jsUrl],
    ['environment.payments.filesUrl', environment.payments?.filesUrl],
    ['environment.facebook.sdkUrl', environment.facebook?.sdkUrl],
    ['environment.maps.styleUrl', environment.maps?.styleUrl],
  ];
  for (const [field, value] of urls) {
    if (value && isDevPath(value)) problems.push(`${where}: ${field} points at the API's development fake (${value}); give the real service's URL`);
  }
  for (const [field, value] of [
    ['environment.payments.jsUrl', environment.payments?.jsUrl],
    ['environment.payments.filesUrl', environment.payments?.filesUrl],
  ] as const) {
    if (value && isLocalUrl(value)) problems.push(`${where}: ${field} points at the local payment processor (${value}); give the provider's URL`);
  }
  if (environment.payments?.publishableKey === DEV_STRIPE_PUBLISHABLE_KEY) {
    problems.push(`${where}: environment.payments.publishableKey is the local processor's key "${DEV_STRIPE_PUBLISHABLE_KEY}"; give the provider's live publishable key`);
  }
  if (environment.basicKey === DEV_BASIC_KEY) problems.push(`${where}: environment.basicKey is the development key "${DEV_BASIC_KEY}"; give the production client key`);
  if (environment.overrideQuery) problems.push(`${where}: environment.overrideQuery is on; the ?hs-override= link switch is for development only`);
  return problems;
}

/** The local API, where `npm start` runs it. */
export const LOCAL_API_ORIGIN = `http://localhost:${API_PORT}`;

/** The page's environment a channel's manifests carry: its fields, the local ones for what a development channel leaves out. */
export function webEnvironmentOf(channel: EnvironmentOf): WebEnvironment {
  const environment = channel.environment ?? {};
  const apiOrigin = environment.apiOrigin ?? LOCAL_API_ORIGIN;
  const local = devWebEnvironment(apiOrigin);
  return {
    mode: isProductionChannel(channel) ? 'production' : 'development',
    apiOrigin,
    basicKey: environment.basicKey ?? local.basicKey,
    analyticsEndpoint: environment.analyticsEndpoint ?? local.analyticsEndpoint,
    payments: environment.payments ?? local.payments,
    facebook: environment.facebook ?? local.facebook,
    ...(environment.maps ? { maps: environment.maps } : {}),
  };
}

/** Where each remote's artifacts are served on `host`: its registry port. */
export function defaultOrigins(host = 'localhost'): Record<RemoteName, string> {
  return Object.fromEntries(REMOTE_NAMES.map((r) => [r, `http://${host}:${REMOTES[r]!.port}`])) as Record<RemoteName, string>;
}

/**
 * The environment of `npm start`'s `local` channel: the local API (which also serves the fake
 * Facebook SDK), the local payment processor, overrides from the local remote ports only, and the query switch on.
 */
export function localEnvironment(host = 'localhost'): ChannelEnvironment {
  const { apiOrigin, basicKey, analyticsEndpoint, payments, facebook } = devWebEnvironment(LOCAL_API_ORIGIN);
  return {
    mode: 'development',
    apiOrigin,
    basicKey,
    analyticsEndpoint,
    payments,
    facebook,
    overrideOrigins: Object.values(defaultOrigins(host)),
    overrideQuery: true,
    sdkOrigins: [LOCAL_API_ORIGIN],
  };
}

/** The override policy the manifest carries; none when the channel names no override origin. */
export function overridePolicy(environment: ChannelEnvironment): OverridePolicy | undefined {
  if (!environment.overrideOrigins?.length) return undefined;
  return { origins: environment.overrideOrigins, query: environment.overrideQuery === true };
}
