import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { FastifyRequest } from 'fastify';
import { profiles, refreshTokens, sessions, socialIdentities } from '../db/schema';
import { dateOf, secondsOf } from '../lib/clock';
import { ApiError, ERRORS, unauthorized } from '../lib/errors';
import { randomToken, sha256, signAccessToken, verifyAccessToken } from '../lib/tokens';
import type { AppContext } from './context';

export type Profile = typeof profiles.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tokens of a new or refreshed session. */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
  /** Seconds the access token lives. */
  expires_in: number;
  token_type: 'Bearer';
}

/** Which sign-in methods an account has (spec §3 Session/login response flags and grants). */
export interface SignInMethods {
  email: boolean;
  facebook: boolean;
  google: boolean;
  apple: boolean;
}

function accessToken(ctx: AppContext, profileId: string, sessionId: string): string {
  const now = secondsOf(ctx.clock);
  return signAccessToken({ sub: profileId, sid: sessionId, iat: now, exp: now + ctx.config.accessTokenTtlSeconds }, ctx.tokenSecret);
}

async function issueRefreshToken(ctx: AppContext, sessionId: string): Promise<string> {
  const token = randomToken();
  await ctx.db.insert(refreshTokens).values({
    tokenHash: sha256(token),
    sessionId,
    expiresAt: dateOf(ctx.clock, ctx.config.refreshTokenTtlSeconds * 1000),
  });
  return token;
}

/** Starts a session (one log-in) and returns its first tokens. */
export async function startSession(ctx: AppContext, profileId: string): Promise<TokenPair> {
  const [session] = await ctx.db.insert(sessions).values({ profileId }).returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned nothing');
  return {
    access_token: accessToken(ctx, profileId, session.id),
    refresh_token: await issueRefreshToken(ctx, session.id),
    expires_in: ctx.config.accessTokenTtlSeconds,
    token_type: 'Bearer',
  };
}

const invalidRefresh = (): ApiError => new ApiError(400, 'Invalid grant: refresh token is invalid', 'invalid_refresh_token');

/**
 * Trades a refresh token for a new pair. Each refresh token works once: presenting a used
 * one means it was copied, so the whole session (its family) is revoked.
 */
export async function refreshSession(ctx: AppContext, token: string): Promise<{ pair: TokenPair; profile: Profile }> {
  const hash = sha256(token);
  const [claimed] = await ctx.db
    .update(refreshTokens)
    .set({ usedAt: dateOf(ctx.clock) })
    .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt)))
    .returning({ sessionId: refreshTokens.sessionId, expiresAt: refreshTokens.expiresAt });
  if (!claimed) {
    const [known] = await ctx.db.select({ sessionId: refreshTokens.sessionId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    if (known) await revokeSession(ctx, known.sessionId, 'refresh_token_reuse');
    throw invalidRefresh();
  }
  if (claimed.expiresAt.getTime() <= ctx.clock.now()) throw invalidRefresh();
  const [row] = await ctx.db
    .select({ session: sessions, profile: profiles })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.profileId))
    .where(eq(sessions.id, claimed.sessionId));
  if (!row || row.session.revokedAt || row.profile.status !== 'active') throw invalidRefresh();
  return {
    profile: row.profile,
    pair: {
      access_token: accessToken(ctx, row.profile.id, row.session.id),
      refresh_token: await issueRefreshToken(ctx, row.session.id),
      expires_in: ctx.config.accessTokenTtlSeconds,
      token_type: 'Bearer',
    },
  };
}

/** A refresh token (from the PSRefresh cookie) traded for a new pair: the login answer of its profile. */
export async function refreshLogin(ctx: AppContext, token: string | undefined) {
  if (!token) throw invalidRefresh();
  const { pair, profile } = await refreshSession(ctx, token);
  return loginResponse(ctx, profile, pair);
}

/** What a log-out may present: the bearer access token, the refresh cookie, or both. */
export interface LogoutProof {
  accessToken?: string | undefined;
  refreshToken?: string | undefined;
}

/**
 * Log-out: ends the session of the bearer (an expired but genuine access token still
 * counts, so a late log-out never leaves a refresh token alive) and the session of the
 * refresh cookie (a page whose access cookie has expired still signs out for real). A
 * refresh token ends its session whether it is current or already used. Answers the
 * SSOids of the sessions ended; 401 'Invalid Access Token' when neither names a live one.
 */
export async function endSessions(ctx: AppContext, proof: LogoutProof): Promise<string[]> {
  const sessionIds = new Set<string>();
  if (proof.accessToken) {
    const result = verifyAccessToken(proof.accessToken, ctx.tokenSecret, 0);
    if (result.ok && UUID.test(result.claims.sid)) sessionIds.add(result.claims.sid);
  }
  if (proof.refreshToken) {
    const [known] = await ctx.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(proof.refreshToken)));
    if (known) sessionIds.add(known.sessionId);
  }
  const ended: string[] = [];
  for (const sessionId of sessionIds) {
    const [row] = await ctx.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: 'logout' })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ profileId: sessions.profileId });
    if (row) ended.push(row.profileId);
  }
  if (ended.length === 0) throw unauthorized('The session has already ended.');
  return ended;
}

export async function revokeSession(ctx: AppContext, sessionId: string, reason: string): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** The bearer token of a request, or undefined. */
export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The session lookup every authenticated call makes, built once per database (drizzle's query building is not free). */
const sessionQueries = new WeakMap<Db, ReturnType<typeof buildSessionQuery>>();
function buildSessionQuery(db: Db) {
  return db
    .select({ profile: profiles, revokedAt: sessions.revokedAt })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.profileId))
    .where(and(eq(sessions.id, sql.placeholder('sid')), eq(sessions.profileId, sql.placeholder('sub'))))
    .prepare('auth_session');
}
function sessionQuery(db: Db) {
  let query = sessionQueries.get(db);
  if (!query) {
    query = buildSessionQuery(db);
    sessionQueries.set(db, query);
  }
  return query;
}

/** The logged-in profile of a request; 401 'jwt expired' or 'Invalid Access Token' otherwise. */
export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<{ profile: Profile; sessionId: string }> {
  const claims = requireClaims(ctx, request);
  const [row] = await sessionQuery(ctx.db).execute(claims);
  if (!row || row.revokedAt) throw unauthorized('The session has ended; log in again.');
  if (row.profile.status !== 'active') throw unauthorized('The account is not active.');
  return { profile: row.profile, sessionId: claims.sid };
}

/**
 * The verified claims of a request's access token (signature and expiry only); 401
 * 'jwt expired' or 'Invalid Access Token' otherwise. Callers must still check the session.
 */
export function requireClaims(ctx: AppContext, request: FastifyRequest): { sub: string; sid: string } {
  const token = bearerOf(request);
  if (!token) throw unauthorized('A bearer access token is required.');
  if (token === ctx.config.basicKey) throw unauthorized('This call needs a user access token, not the basic key.');
  const result = verifyAccessToken(token, ctx.tokenSecret, secondsOf(ctx.clock));
  if (!result.ok) {
    if (result.reason === 'expired') throw new ApiError(401, ERRORS.jwtExpired, 'The access token has expired; refresh it or log in again.');
    throw unauthorized('The access token is not valid.');
  }
  if (!UUID.test(result.claims.sid) || !UUID.test(result.claims.sub)) throw unauthorized('The access token is not valid.');
  return { sub: result.claims.sub, sid: result.claims.sid };
}

/** For calls open before log-in: the basic key or a valid user access token. */
export async function requireClient(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const token = bearerOf(request);
  if (token === ctx.config.basicKey) return;
  if (!token) throw unauthorized('This call needs the basic key or an access token as a bearer.');
  await requireUser(ctx, request);
}

export async function signInMethods(ctx: AppContext, profile: Pick<Profile, 'id' | 'passwordHash'>): Promise<SignInMethods> {
  const rows = await ctx.db.select({ provider: socialIdentities.provider }).from(socialIdentities).where(eq(socialIdentities.profileId, profile.id));
  const providers = new Set(rows.map((r) => r.provider));
  return { email: profile.passwordHash !== null, facebook: providers.has('facebook'), google: providers.has('google'), apple: providers.has('apple') };
}

/** The success body of log-in and sign-up (spec §3 Session/login response). */
export async function loginResponse(ctx: AppContext, profile: Profile, pair: TokenPair) {
  return { ...pair, SSOid: profile.id, ...(await signInMethods(ctx, profile)), aggressivePasswordReset: false };
}
