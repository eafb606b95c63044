import { timingSafeEqual } from 'node:crypto';
import { isLocaleCode } from '@hourspace/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ApiError } from '../lib/errors';
import { objectBody, parseWith } from '../lib/validate';
import { HEALTH_WINDOW_MINUTES, type RemoteHealthCounter } from '../services/remote-health';

export const REMOTE_HEALTH_PATH = '/v1/health/remote-loads';
/** Reports in one post: a page has five remotes and reports each once. */
export const REMOTE_HEALTH_MAX_REPORTS = 20;
/** Report posts accepted per client address a minute (production; `REMOTE_HEALTH_REPORTS_PER_MINUTE` sets it). */
export const REMOTE_HEALTH_REPORTS_PER_MINUTE = 120;
const BODY_LIMIT = 8 * 1024;

const ReportSchema = v.pipe(
  v.object({
    channel: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,39}$/, 'The channel is not a channel name.')),
    locale: v.pipe(
      v.string(),
      v.check((value: string) => isLocaleCode(value), 'The locale is not one of the site’s locales.'),
    ),
    remote: v.pipe(v.string(), v.regex(/^mf-[a-z][a-z0-9-]{0,30}$/, 'The remote is not a remote name.')),
    version: v.pipe(v.string(), v.regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]{1,64})?$/, 'The version is not a version.')),
    outcome: v.picklist(['mounted', 'failed'], 'The outcome is mounted or failed.'),
    code: v.optional(v.pipe(v.string(), v.regex(/^SHELL-\d{3}$/, 'The code is not a shell error code.'))),
  }),
  v.check((r) => r.outcome === 'mounted' || r.code !== undefined, 'A failure needs its error code.'),
);
const BodySchema = v.object({ reports: v.pipe(v.array(ReportSchema), v.minLength(1), v.maxLength(REMOTE_HEALTH_MAX_REPORTS)) });
const QuerySchema = v.object({
  channel: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,39}$/, 'The channel is not a channel name.')),
  minutes: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/), v.transform(Number), v.minValue(1), v.maxValue(HEALTH_WINDOW_MINUTES)), '60'),
});

/** The token `release watch` reads a development API's counts with when RELEASE_HEALTH_TOKEN is not set (development mode only). */
export const DEV_RELEASE_HEALTH_TOKEN = 'dev-release-health';

export interface RemoteHealthOptions {
  mode: 'development' | 'production';
  /** Where reports are counted: the database's RemoteHealth, shared by every API process on it. */
  health: RemoteHealthCounter;
  /**
   * The bearer token `release watch` reads the counts with: RELEASE_HEALTH_TOKEN, or in
   * development mode `DEV_RELEASE_HEALTH_TOKEN`. Without one the counts cannot be read at
   * all: they are not for visitors.
   */
  readToken?: string | undefined;
  /** Report posts per client address a minute; `REMOTE_HEALTH_REPORTS_PER_MINUTE` unless set. */
  reportsPerMinute?: number;
}

/** The read token of a mode and environment. */
export function healthReadToken(mode: RemoteHealthOptions['mode'], env: NodeJS.ProcessEnv = process.env): string | undefined {
  const token = env.RELEASE_HEALTH_TOKEN;
  if (token) return token;
  return mode === 'development' ? DEV_RELEASE_HEALTH_TOKEN : undefined;
}

function hasToken(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Remote load health (docs/decisions/release-canary-cohorts.md). `POST /v1/health/remote-loads` takes what the shell saw of
 * each remote it loaded (channel, locale, remote, version, mounted or failed with the
 * shell's error code): no cookie is read, nothing about the visitor is kept, the body and
 * the rate per address are bounded. `GET …?channel=&minutes=` gives `release watch` the
 * counts per build, with the release token only.
 */
export function remoteHealthRoutes(app: FastifyInstance, options: RemoteHealthOptions): void {
  const { health } = options;
  const readToken = 'readToken' in options ? options.readToken : healthReadToken(options.mode);
  app.post(
    REMOTE_HEALTH_PATH,
    { bodyLimit: BODY_LIMIT, config: { rateLimit: { max: options.reportsPerMinute ?? REMOTE_HEALTH_REPORTS_PER_MINUTE, timeWindow: 60_000 } } },
    async (request, reply) => {
      const { reports } = parseWith(BodySchema, objectBody(request.body));
      await health.record(reports);
      return reply.status(204).send();
    },
  );

  app.get(REMOTE_HEALTH_PATH, async (request) => {
    if (!readToken || !hasToken(request, readToken)) throw new ApiError(401, 'Unauthorized', 'The remote health counts need the release token.');
    const query = parseWith(QuerySchema, request.query ?? {});
    return { channel: query.channel, minutes: query.minutes, builds: await health.counts(query.channel, query.minutes) };
  });
}
