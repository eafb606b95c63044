import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { DEV_PROCESSOR_ORIGIN, DEV_STRIPE_PUBLISHABLE_KEY, DEV_STRIPE_SECRET_KEY, DEV_STRIPE_WEBHOOK_SECRET } from '@hourspace/contracts/dev-environment';
import { PREVIEW_SHELL_PORTS, REGISTRY, SHELL_PORT } from '@hourspace/contracts/registry';
import { messagingOf } from './messaging';
import { storageOf, type StorageConfig } from './storage';

/** Everything the API reads from its environment, already parsed. */
export interface ApiConfig {
  /**
   * `development` only when asked for with API_MODE=development (npm start, npm run dev, the
   * e2e servers and the test helpers do): it adds /dev/*, the fake providers, the demo seed
   * and relaxed limits. Anything else, a bare start included, is `production`.
   */
  mode: 'development' | 'production';
  host: string;
  port: number;
  /** PostgreSQL connection string; when absent the API runs on PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** PGlite data folder, or `memory://` for a throwaway in-memory database. */
  dataDir: string;
  /**
   * The public client key the site sends as a bearer on env and grants calls before log-in.
   * Production without BASIC_KEY gets a random key nobody knows (calls before log-in then
   * need a user token); the development key is refused outside development.
   */
  basicKey: string;
  /** HMAC key for access tokens; when unset a random one is made once and kept in the database. */
  tokenSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  corsOrigins: string[];
  /** scrypt cost: OWASP's N=2^17, r=8, p=1 unless configured cheaper for tests. */
  scrypt: { N: number; r: number; p: number };
  /** The site's origin, where OAuth callbacks send the browser back. */
  siteUrl: string;
  /**
   * Origin of every absolute URL the API hands out (images, the fake providers, OAuth
   * return addresses); PUBLIC_URL, else http://localhost:PORT. Never taken from a request.
   */
  publicUrl: string;
  logLevel: string;
  seed: { enabled: boolean; spaces: number; photos: number };
  /**
   * The in-process cache of public search and space-page answers (docs/decisions/api-response-cache.md):
   * RESPONSE_CACHE_ENTRIES (0 turns it off), RESPONSE_CACHE_MB, RESPONSE_CACHE_TTL_SECONDS.
   */
  responseCache: { entries: number; megabytes: number; ttlSeconds: number };
  limits: {
    /**
     * Failed log-ins on one account from all addresses in `windowSeconds` before an address that
     * has not logged into it lately must prove itself by an emailed reset link (the owner is never
     * locked out; see docs/decisions/api-login-limits.md).
     */
    loginFailuresPerAccount: number;
    /** Failed log-ins from one client address, all accounts together, in `windowSeconds` before 429. */
    loginFailuresPerAddress: number;
    /** Failed log-ins on one account from one address before each further try waits 1 s, 2 s, 4 s … */
    loginFreeFailures: number;
    /** The longest such wait. */
    loginBackoffMaxSeconds: number;
    windowSeconds: number;
    /** Verification codes that may be sent per user and channel in `codeSendWindowSeconds`. */
    codeSends: number;
    /** How long a verification code lives (10 minutes; packages/api/README.md, Codes). */
    codeTtlSeconds: number;
    codeSendWindowSeconds: number;
    /** How long an emailed password reset link works (an hour). */
    resetLinkTtlSeconds: number;
    /** Requests per minute per address across the API (a flood guard, not an auth control). */
    requestsPerMinute: number;
    /** Analytics events per minute per client address (POST /v1/analytics/track). */
    analyticsEventsPerMinute: number;
    /** Remote load health report posts per client address and minute. */
    remoteHealthReportsPerMinute: number;
    /** How long after sending its sender may still edit a message (15 minutes; tests shorten it). */
    messageEditWindowSeconds: number;
  };
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (fastify `trustProxy`):
   * false (the default: the socket address), a number of hops, or addresses/CIDRs/`loopback`.
   */
  trustProxy: boolean | number | string[];
  /** scrypt work at once, and how much may wait per client address, per account and lane, and in all (lib/password.ts PasswordWork). */
  passwordWork: { concurrency: number; perSource: number; perAccount: number; total: number };
  /** What POST /v1/images/fetch may download (SSRF guard, see services/image-fetch.ts). */
  imageFetch: {
    /** `host`, `host:port`, `*.domain` or `self` (the origin of publicUrl). */
    hosts: string[];
    /** Whether loopback, private, link-local and other non-public addresses may be fetched (development only by default). */
    privateAddresses: boolean;
  };
  /**
   * Social sign-in (services/social.ts). Unset values default to the real providers in
   * production (a provider without its client id or app id and secret is off) and to this
   * API's fake providers (PUBLIC_URL/dev/…) in development.
   */
  social: {
    google: { clientId: string | undefined; authorizeUrl: string | undefined; jwksUrl: string | undefined; issuers: string[] | undefined; oneTapScriptUrl: string | undefined };
    apple: { clientId: string | undefined; authorizeUrl: string | undefined; jwksUrl: string | undefined; issuer: string | undefined };
    facebook: { appId: string | undefined; appSecret: string | undefined; graphUrl: string | undefined };
  };
  /**
   * The scheduler's due jobs (docs/decisions/checkout-flow.md): SCHEDULER_INTERVAL_MS between
   * runs, 60,000 by default; 0 turns the interval off (the test servers do, and run the jobs
   * through POST /dev/clock or runDueJobs).
   */
  scheduler: { intervalMs: number };
  /**
   * The payment provider (docs/decisions/payments-provider.md): Stripe's keys, and in
   * development and tests the local processor's origin the SDK talks to instead of Stripe.
   */
  payments: {
    secretKey: string;
    publishableKey: string;
    webhookSecret: string;
    /** STRIPE_API_BASE: the SDK's host, port and protocol; unset is Stripe itself (production must leave it unset). */
    apiBase: string | undefined;
  };
  /**
   * Email and text messages (docs/decisions/mail-and-sms.md): SMTP through nodemailer and
   * Twilio's SDK; in development both go to the local mailbox (packages/mailbox).
   */
  messaging: MessagingConfig;
  /**
   * The object store listing photos are kept in (docs/decisions/listing-photos.md): an S3 bucket
   * through the official SDK; in development and tests the local S3 server (bin/local-s3.ts).
   */
  storage: StorageConfig;
}

/** The messaging part of the configuration (config/messaging.ts reads it). */
export interface MessagingConfig {
  /** SMTP_URL, e.g. smtp://user:pass@smtp.example.com:587 or smtps://…:465. */
  smtpUrl: string;
  /** MAIL_FROM, e.g. `Hourspace <no-reply@hourspace.com>`. */
  mailFrom: string;
  /** PUBLIC_SITE_URL: the origin of every link in a message (never a request's Host). */
  siteUrl: string;
  twilio: {
    accountSid: string;
    authToken: string;
    /** TWILIO_FROM: the sending number (E.164) or messaging service sid (MG…). */
    from: string;
    /** TWILIO_API_BASE: where the SDK's requests go instead of api.twilio.com (development only). */
    apiBase: string | undefined;
  };
  /** MAILBOX_URL: the local mailbox's reader, which GET /dev/outbox reads (development only). */
  mailboxUrl: string | undefined;
  /** MAIL_QUEUE_POLL_MS: how often a sender looks for due messages besides being woken by a new one. */
  pollMs: number;
}

/** The client key development builds of the site send; accepted only in development mode. */
export const DEV_BASIC_KEY = 'dev-basic-key';

/** In development the shell and every remote call the API from their own origin (ports from the remote registry). */
const DEFAULT_CORS_ORIGINS = [SHELL_PORT, ...PREVIEW_SHELL_PORTS, ...Object.values(REGISTRY).map((r) => r.port)].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`[@hourspace/api] ${name} must be a non-negative integer, got '${value}'`);
  return n;
}

function list(value: string | undefined, fallback: string[]): string[] {
  if (value === undefined || value.trim() === '') return fallback;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Picture hosts of the real social providers (Google's profile photos, Facebook's picture redirect and CDN). */
const PROVIDER_PICTURE_HOSTS = ['*.googleusercontent.com', 'graph.facebook.com', 'platform-lookaside.fbsbx.com', '*.fbcdn.net'];

function onOff(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (['on', '1', 'true'].includes(value)) return true;
  if (['off', '0', 'false'].includes(value)) return false;
  throw new Error(`[@hourspace/api] ${name} must be on or off, got '${value}'`);
}

function absoluteUrl(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`[@hourspace/api] ${name} must be an absolute http(s) URL, got '${value}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`[@hourspace/api] ${name} must be an absolute http(s) URL, got '${value}'`);
  return value.replace(/\/+$/, '');
}

/** http://localhost:PORT for a loopback or wildcard HOST, else http://HOST:PORT. */
export function defaultPublicUrl(host: string, port: number): string {
  const local = ['127.0.0.1', 'localhost', '0.0.0.0', '::', '::1', ''].includes(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** The mode: development only when API_MODE says so; NODE_ENV no longer turns it on (see docs/decisions/api-development-mode.md). */
function modeOf(env: NodeJS.ProcessEnv): ApiConfig['mode'] {
  const asked = env.API_MODE ?? '';
  if (asked !== '' && asked !== 'development' && asked !== 'production') throw new Error(`[@hourspace/api] API_MODE must be development or production, got '${asked}'`);
  if (asked === 'development' && env.NODE_ENV === 'production') throw new Error('[@hourspace/api] API_MODE=development contradicts NODE_ENV=production; unset one of them');
  return asked === 'development' ? 'development' : 'production';
}

/**
 * TRUST_PROXY: unset, empty or `false` trusts no proxy; a whole number trusts that many hops;
 * otherwise a comma list of proxy addresses, CIDR ranges or proxy-addr's names (`loopback`,
 * `linklocal`, `uniquelocal`). `true` (believe any X-Forwarded-For) is refused: any client could
 * then choose its own address and escape every per-address limit.
 */
function trustProxyOf(value: string | undefined): ApiConfig['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') throw new Error('[@hourspace/api] TRUST_PROXY=true would let any client pick its address; give the proxy addresses or a hop count');
  if (/^\d+$/.test(text)) return Number(text);
  return list(text, []);
}

/** The payment variables production cannot start without, in the order its error names them. */
const PAYMENT_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/** Keys of the local processor (`sk_test_hourspace_local` and its kind): they move no money, so production refuses them. */
const LOCAL_KEY = /^(sk|pk|rk)_test_hourspace_|^whsec_hourspace_/;

/**
 * STRIPE_* in production: all three keys, none of them the local processor's, and no
 * STRIPE_API_BASE (production talks to Stripe). One error names every missing variable.
 */
function paymentsOf(env: NodeJS.ProcessEnv, development: boolean): ApiConfig['payments'] {
  const apiBase = env.STRIPE_API_BASE ? absoluteUrl(env.STRIPE_API_BASE, 'STRIPE_API_BASE') : undefined;
  if (development) {
    return {
      secretKey: env.STRIPE_SECRET_KEY || DEV_STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY || DEV_STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || DEV_STRIPE_WEBHOOK_SECRET,
      apiBase: apiBase ?? DEV_PROCESSOR_ORIGIN,
    };
  }
  const missing = PAYMENT_KEYS.filter((name) => !env[name]);
  if (missing.length > 0)
    throw new Error(
      `[@hourspace/api] production needs ${missing.join(', ')}: the payment provider's keys (docs/decisions/payments-provider.md); set them, or API_MODE=development for the local processor`,
    );
  const local = PAYMENT_KEYS.filter((name) => LOCAL_KEY.test(env[name] ?? ''));
  if (local.length > 0) throw new Error(`[@hourspace/api] ${local.join(', ')} hold the local processor's keys, which move no money; set Stripe's keys outside development`);
  if (apiBase) throw new Error('[@hourspace/api] STRIPE_API_BASE points the payment SDK away from Stripe; leave it unset outside development');
  return {
    secretKey: env.STRIPE_SECRET_KEY as string,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY as string,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET as string,
    apiBase: undefined,
  };
}

/**
 * Reads the configuration from environment variables (see README "Configuration").
 * Without API_MODE=development the API is in production mode: no /dev routes, no fake
 * providers, no demo seed, no development basic key, strict limits.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ApiConfig> = {}): ApiConfig {
  const mode = modeOf(env);
  const development = mode === 'development';
  if (!development) {
    if (env.TOKEN_SECRET && env.TOKEN_SECRET.length < 32) throw new Error('[@hourspace/api] TOKEN_SECRET must have 32+ characters in production');
    if (env.BASIC_KEY === DEV_BASIC_KEY)
      throw new Error(`[@hourspace/api] BASIC_KEY '${DEV_BASIC_KEY}' is the development key, shipped in development builds; set another outside development`);
  }
  const relaxed = development;
  const host = env.HOST ?? '127.0.0.1';
  const port = int(env.PORT, 8120, 'PORT');
  const config: ApiConfig = {
    mode,
    host,
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? join(__dirname, '..', '..', '.data'),
    basicKey: env.BASIC_KEY || (development ? DEV_BASIC_KEY : randomBytes(32).toString('base64url')),
    tokenSecret: env.TOKEN_SECRET || undefined,
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL, 900, 'ACCESS_TOKEN_TTL'),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL, 30 * 24 * 3600, 'REFRESH_TOKEN_TTL'),
    corsOrigins: list(env.CORS_ORIGINS, DEFAULT_CORS_ORIGINS),
    scrypt: { N: int(env.SCRYPT_N, 2 ** 17, 'SCRYPT_N'), r: int(env.SCRYPT_R, 8, 'SCRYPT_R'), p: int(env.SCRYPT_P, 1, 'SCRYPT_P') },
    siteUrl: (env.SITE_URL ?? `http://localhost:${SHELL_PORT}`).replace(/\/$/, ''),
    publicUrl: env.PUBLIC_URL ? absoluteUrl(env.PUBLIC_URL, 'PUBLIC_URL') : defaultPublicUrl(host, port),
    logLevel: env.LOG_LEVEL ?? 'info',
    seed: {
      // Demo accounts have published passwords: seeded only in development unless asked for.
      enabled: onOff(env.SEED, development, 'SEED'),
      spaces: int(env.SEED_SPACES, 2400, 'SEED_SPACES'),
      photos: int(env.SEED_PHOTOS, 240, 'SEED_PHOTOS'),
    },
    responseCache: {
      entries: int(env.RESPONSE_CACHE_ENTRIES, 5000, 'RESPONSE_CACHE_ENTRIES'),
      megabytes: int(env.RESPONSE_CACHE_MB, 64, 'RESPONSE_CACHE_MB'),
      ttlSeconds: int(env.RESPONSE_CACHE_TTL_SECONDS, 30, 'RESPONSE_CACHE_TTL_SECONDS'),
    },
    limits: {
      loginFailuresPerAccount: int(env.LOGIN_FAILURES_PER_ACCOUNT, 20, 'LOGIN_FAILURES_PER_ACCOUNT'),
      loginFailuresPerAddress: int(env.LOGIN_FAILURES_PER_ADDRESS, relaxed ? 200 : 50, 'LOGIN_FAILURES_PER_ADDRESS'),
      loginFreeFailures: int(env.LOGIN_FREE_FAILURES, 5, 'LOGIN_FREE_FAILURES'),
      loginBackoffMaxSeconds: int(env.LOGIN_BACKOFF_MAX_SECONDS, 15 * 60, 'LOGIN_BACKOFF_MAX_SECONDS'),
      windowSeconds: int(env.LOGIN_WINDOW_SECONDS, 15 * 60, 'LOGIN_WINDOW_SECONDS'),
      codeSends: int(env.CODE_SENDS, 5, 'CODE_SENDS'),
      codeTtlSeconds: int(env.CODE_TTL_SECONDS, 600, 'CODE_TTL_SECONDS'),
      codeSendWindowSeconds: int(env.CODE_SEND_WINDOW_SECONDS, 3600, 'CODE_SEND_WINDOW_SECONDS'),
      resetLinkTtlSeconds: int(env.RESET_LINK_TTL_SECONDS, 3600, 'RESET_LINK_TTL_SECONDS'),
      requestsPerMinute: int(env.REQUESTS_PER_MINUTE, relaxed ? 100_000 : 1200, 'REQUESTS_PER_MINUTE'),
      analyticsEventsPerMinute: int(env.ANALYTICS_EVENTS_PER_MINUTE, relaxed ? 6000 : 600, 'ANALYTICS_EVENTS_PER_MINUTE'),
      // One machine's browsers (a test run, a demo) all share 127.0.0.1.
      remoteHealthReportsPerMinute: int(env.REMOTE_HEALTH_REPORTS_PER_MINUTE, relaxed ? 6000 : 120, 'REMOTE_HEALTH_REPORTS_PER_MINUTE'),
      messageEditWindowSeconds: int(env.MESSAGE_EDIT_WINDOW_SECONDS, 15 * 60, 'MESSAGE_EDIT_WINDOW_SECONDS'),
    },
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    passwordWork: {
      concurrency: Math.max(1, int(env.SCRYPT_CONCURRENCY, Math.min(4, availableParallelism()), 'SCRYPT_CONCURRENCY')),
      perSource: int(env.SCRYPT_QUEUE_PER_SOURCE, 4, 'SCRYPT_QUEUE_PER_SOURCE'),
      perAccount: int(env.SCRYPT_QUEUE_PER_ACCOUNT, 2, 'SCRYPT_QUEUE_PER_ACCOUNT'),
      total: int(env.SCRYPT_QUEUE_MAX, 200, 'SCRYPT_QUEUE_MAX'),
    },
    imageFetch: {
      hosts: list(env.IMAGE_FETCH_HOSTS, development ? ['self'] : PROVIDER_PICTURE_HOSTS),
      privateAddresses: onOff(env.IMAGE_FETCH_PRIVATE, development, 'IMAGE_FETCH_PRIVATE'),
    },
    social: {
      google: {
        clientId: env.GOOGLE_CLIENT_ID || undefined,
        authorizeUrl: env.GOOGLE_AUTHORIZE_URL ? absoluteUrl(env.GOOGLE_AUTHORIZE_URL, 'GOOGLE_AUTHORIZE_URL') : undefined,
        jwksUrl: env.GOOGLE_JWKS_URL ? absoluteUrl(env.GOOGLE_JWKS_URL, 'GOOGLE_JWKS_URL') : undefined,
        issuers: env.GOOGLE_ISSUERS ? list(env.GOOGLE_ISSUERS, []) : undefined,
        // Google One Tap's script (https://accounts.google.com/gsi/client; locally the fake's /dev/google/gsi/client): unset, One Tap is off.
        oneTapScriptUrl: env.GOOGLE_ONE_TAP_SCRIPT_URL ? absoluteUrl(env.GOOGLE_ONE_TAP_SCRIPT_URL, 'GOOGLE_ONE_TAP_SCRIPT_URL') : undefined,
      },
      apple: {
        clientId: env.APPLE_CLIENT_ID || undefined,
        authorizeUrl: env.APPLE_AUTHORIZE_URL ? absoluteUrl(env.APPLE_AUTHORIZE_URL, 'APPLE_AUTHORIZE_URL') : undefined,
        jwksUrl: env.APPLE_JWKS_URL ? absoluteUrl(env.APPLE_JWKS_URL, 'APPLE_JWKS_URL') : undefined,
        issuer: env.APPLE_ISSUER || undefined,
      },
      facebook: {
        appId: env.FACEBOOK_APP_ID || undefined,
        appSecret: env.FACEBOOK_APP_SECRET || undefined,
        graphUrl: env.FACEBOOK_GRAPH_URL ? absoluteUrl(env.FACEBOOK_GRAPH_URL, 'FACEBOOK_GRAPH_URL') : undefined,
      },
    },
    scheduler: { intervalMs: int(env.SCHEDULER_INTERVAL_MS, 60_000, 'SCHEDULER_INTERVAL_MS') },
    payments: paymentsOf(env, development),
    messaging: messagingOf(env, development, env.SITE_URL ?? `http://localhost:${SHELL_PORT}`),
    storage: storageOf(env, development),
    ...overrides,
  };
  if (config.scrypt.N < 2 || (config.scrypt.N & (config.scrypt.N - 1)) !== 0) throw new Error('[@hourspace/api] SCRYPT_N must be a power of two');
  return config;
}
