import cors from '@fastify/cors';
import { MESSAGES } from '@hourspace/validation';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { ApiConfig } from './config/env';
import type { Database } from './db/client';
import { settings } from './db/schema';
import { MovableClock, systemClock, type Clock } from './lib/clock';
import { ApiError } from './lib/errors';
import { answerError } from './lib/error-handler';
import { registerSecurityHeaders } from './lib/security-headers';
import { FloodCounter, SharedLimiter, sharedRateLimitStore } from './lib/limiter';
import { PasswordWork } from './lib/password';
import { createStripeProvider } from './payments/stripe-provider';
import { responseCacheFor } from './lib/response-cache';
import { activityRoutes } from './routes/activities';
import { analyticsRoutes } from './routes/analytics';
import { authDevRoutes } from './routes/auth-dev';
import { cspReportRoutes } from './routes/csp-reports';
import { remoteHealthRoutes } from './routes/remote-health';
import { RemoteHealth } from './services/remote-health';
import { contentRoutes } from './routes/content';
import { devRoutes } from './routes/dev';
import { devClockRoutes } from './routes/dev-clock';
import { entitlementRoutes } from './routes/entitlements';
import { envRoutes } from './routes/env';
import { eventRoutes } from './routes/events';
import { fakeProviderRoutes } from './routes/fake-providers';
import { imageRoutes } from './routes/images';
import { mapRoutes } from './routes/maps';
import { messageRoutes } from './routes/messages';
import { payoutDevRoutes } from './routes/payout-dev';
import { paymentRoutes } from './routes/payments';
import { payoutRoutes } from './routes/payouts';
import { profileRoutes } from './routes/profiles';
import { publicContentRoutes } from './routes/public-content';
import { referralRoutes } from './routes/referrals';
import { searchRoutes } from './routes/search';
import { spaceRoutes } from './routes/spaces';
import { bookingRoutes } from './routes/bookings';
import { listingDraftRoutes } from './routes/listing-drafts';
import { listingPhotoRoutes } from './routes/listing-photos';
import { reviewRoutes } from './routes/reviews';
import { hostingRoutes } from './routes/hosting';
import { boardRoutes } from './routes/boards';
import { socialRoutes } from './routes/social';
import { ssoRoutes } from './routes/sso';
import { verifyRoutes } from './routes/verify';
import type { AppContext } from './services/context';
import { Gazetteer } from './services/gazetteer';
import { MailQueue } from './mail/queue';
import { smtpMailer, type Mailer } from './mail/smtp-mailer';
import { twilioSmsSender, type SmsSender } from './mail/sms';
import { startScheduler } from './services/scheduler';
import { s3ObjectStore } from './storage/object-store';
import { configuredVerifiers, type SocialVerifiers } from './services/social';

export interface BuildAppOptions {
  config: ApiConfig;
  database: Database;
  /** Shared across apps in one process (tests) to load the 135k places once. */
  gazetteer?: Gazetteer;
  /** Email and SMS transports; default nodemailer on SMTP_URL and Twilio's SDK (docs/decisions/mail-and-sms.md). */
  mailer?: Mailer;
  sms?: SmsSender;
  social?: SocialVerifiers;
  /** pino options, or false for no logs. Default: pino at `config.logLevel` with secrets redacted. */
  logger?: FastifyServerOptions['logger'];
  /** Told of every route as it is registered (the malformed-input suite checks it covers them all). */
  onRoute?: (method: string, url: string) => void;
  /** The time the API decides by; the system clock unless a test moves its own (docs/decisions/injectable-clock.md). */
  clock?: Clock;
  /** Given the app's context once built (bin/reconcile.ts applies provider events with it, outside any request). */
  onContext?: (ctx: AppContext) => void;
}

/** Query parameters whose values never reach a log line. */
const SECRET_PARAMS = /([?&](?:access_token|token|code|id_token|refresh_token|password)=)[^&]*/gi;

/** The pino set-up: request lines without bodies, secrets and bearer tokens redacted. */
export function loggerOptions(config: ApiConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.passwordHash', '*.refresh_token', '*.access_token'], censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: req.url.replace(SECRET_PARAMS, '$1[redacted]'), ip: req.ip }),
    },
  };
}

/** Without TOKEN_SECRET (development, or a bare production start): random once, then kept in the database, so restarts and every process on one database share it. */
async function tokenSecretFor(config: ApiConfig, database: Database): Promise<string> {
  if (config.tokenSecret) return config.tokenSecret;
  const [row] = await database.db.select().from(settings).where(eq(settings.key, 'token_secret'));
  if (row) return row.value;
  const secret = randomBytes(32).toString('base64url');
  await database.db.insert(settings).values({ key: 'token_secret', value: secret }).onConflictDoNothing();
  const [stored] = await database.db.select().from(settings).where(eq(settings.key, 'token_secret'));
  return stored?.value ?? secret;
}

/** Text PostgreSQL refuses: a NUL character, or a lone UTF-16 surrogate (jsonb rejects its escape). */
function badText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a parsed request part holds text PostgreSQL cannot store, anywhere (keys included). */
function hasBadText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return badText(value);
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  for (const [key, item] of Object.entries(value)) if (badText(key) || hasBadText(item, depth + 1)) return true;
  return false;
}

/** fastify's trustProxy from TRUST_PROXY: a hop count becomes "the first n hops" (its types take no number). */
function trustProxyOption(trust: ApiConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** The fastify app with every route; the database must already be migrated. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  // Development runs on a clock POST /dev/clock can move (docs/decisions/checkout-flow.md); production on the machine's.
  const clock = options.clock ?? (config.mode === 'development' ? new MovableClock() : systemClock);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: 1024 * 1024,
    // The client address (request.ip) from X-Forwarded-For only through the proxies TRUST_PROXY names.
    trustProxy: trustProxyOption(config.trustProxy),
    // Fuzzed query strings may repeat keys or nest brackets; keep parsing flat and bounded.
    routerOptions: { maxParamLength: 500 },
  });
  if (options.onRoute) {
    const tell = options.onRoute;
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) tell(method, route.url);
    });
  }
  const tokenSecret = await tokenSecretFor(config, database);
  const limiter = new SharedLimiter(database.db, clock);
  const ctx: AppContext = {
    config,
    db: database.db,
    clock,
    tokenSecret,
    mail: new MailQueue({
      db: database.db,
      clock,
      mailer: options.mailer ?? smtpMailer(config.messaging),
      sms: options.sms ?? twilioSmsSender(config.messaging.twilio),
      pollMs: config.messaging.pollMs,
      log: app.log,
    }),
    limiter,
    passwordWork: new PasswordWork(config.passwordWork),
    social: options.social ?? configuredVerifiers(config, undefined, clock),
    gazetteer: options.gazetteer ?? Gazetteer.load(),
    // The one implementation, in every mode: the local processor is reached by STRIPE_API_BASE (docs/decisions/payments-provider.md).
    payments: createStripeProvider(config.payments),
    // The one implementation, in every mode: the local S3 server is reached by S3_ENDPOINT (docs/decisions/listing-photos.md).
    storage: s3ObjectStore(config.storage),
    responseCache: await responseCacheFor(
      database,
      {
        maxEntries: config.responseCache.entries,
        maxBytes: config.responseCache.megabytes * 1024 * 1024,
        ttlMs: config.responseCache.ttlSeconds * 1000,
        now: () => clock.now(),
      },
      (error) => app.log.warn({ err: error }, 'response cache off: LISTEN failed, other processes’ writes would go unheard'),
    ),
  };

  options.onContext?.(ctx);
  // Sending starts once the app listens (a built app that never serves, as the seed's, sends nothing).
  app.addHook('onReady', async () => ctx.mail.start());
  app.addHook('onClose', async () => ctx.mail.close());
  app.addHook('onClose', async () => ctx.storage.close());
  // In every mode: expiries, host payouts and payout read-backs (SCHEDULER_INTERVAL_MS; 0 = only on demand).
  const scheduler = startScheduler(ctx, { intervalMs: config.scheduler.intervalMs, kind: database.kind, log: app.log });
  app.addHook('onClose', async () => scheduler.stop());

  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
  const flood = new FloodCounter(limiter, 60_000, clock);
  app.addHook('onClose', async () => flood.close());
  await app.register(rateLimit, {
    max: config.limits.requestsPerMinute,
    timeWindow: 60_000,
    // Counted in the database, so several API processes share one count per address.
    store: sharedRateLimitStore(flood),
    // A database hiccup must not turn every request into an error; the guard skips that request.
    skipOnError: true,
    errorResponseBuilder: (_req, context) => new ApiError(429, 'Too Many Requests', `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} s.`),
  });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(multipart, { limits: { fileSize: 8_000_000, files: 2, fields: 10, fieldSize: 10_000, parts: 12, headerPairs: 100 } });

  app.setErrorHandler(answerError);
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: 'Not Found', error_description: `There is no ${request.method} ${request.url.split('?')[0]}.`, statusCode: 404 }),
  );

  // Refuse text PostgreSQL cannot hold at the door instead of failing in the database.
  app.addHook('preHandler', async (request) => {
    if (hasBadText(request.params) || hasBadText(request.query) || hasBadText(request.body)) {
      throw new ApiError(400, 'validation', MESSAGES['request.invalid'], { issues: [{ field: '', message: MESSAGES['request.invalid'] }] });
    }
  });

  registerSecurityHeaders(app, config.publicUrl);
  app.get('/health', async () => ({ status: 'ok', database: database.kind }));
  envRoutes(app, ctx);
  ssoRoutes(app, ctx);
  profileRoutes(app, ctx);
  referralRoutes(app, ctx);
  verifyRoutes(app, ctx);
  socialRoutes(app, ctx);
  messageRoutes(app, ctx);
  eventRoutes(app, ctx, database);
  paymentRoutes(app, ctx);
  payoutRoutes(app, ctx);
  entitlementRoutes(app, ctx);
  imageRoutes(app, ctx);
  activityRoutes(app, ctx);
  mapRoutes(app, ctx);
  contentRoutes(app, ctx);
  publicContentRoutes(app, ctx);
  searchRoutes(app, ctx);
  spaceRoutes(app, ctx);
  bookingRoutes(app, ctx);
  reviewRoutes(app, ctx);
  listingDraftRoutes(app, ctx);
  listingPhotoRoutes(app, ctx);
  hostingRoutes(app, ctx);
  boardRoutes(app, ctx);
  analyticsRoutes(app, ctx);
  cspReportRoutes(app);
  remoteHealthRoutes(app, { mode: config.mode, reportsPerMinute: config.limits.remoteHealthReportsPerMinute, health: new RemoteHealth(database.db, () => clock.now()) });
  if (config.mode === 'development') {
    devRoutes(app, ctx);
    authDevRoutes(app, ctx);
    payoutDevRoutes(app, ctx);
    fakeProviderRoutes(app, ctx);
    devClockRoutes(app, ctx, scheduler);
  }
  return app;
}
