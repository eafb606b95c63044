import { LoginSchema, MESSAGES, PasswordResetRequestSchema, PasswordResetSchema, SocialLoginSchema } from '@hourspace/validation';
import type { FastifyInstance } from 'fastify';
import { ApiError, unauthorized, validationError } from '../lib/errors';
import { secondsOf } from '../lib/clock';
import { rememberDevice } from '../lib/device-cookie';
import { appendSetCookie, clearedRefreshCookie, refreshTokenOf, withRefreshCookie } from '../lib/refresh-cookie';
import { objectBody, parseWith, queryValue, withKeys } from '../lib/validate';
import { bearerOf, endSessions, refreshLogin, requireClient } from '../services/auth';
import type { AppContext } from '../services/context';
import { grantsOf, passwordLogin, requestPasswordReset, resetPassword, socialLogin } from '../services/login';

export function ssoRoutes(app: FastifyInstance, ctx: AppContext): void {
  /**
   * Log-in (spec §7): grant_type password or social_login. The refresh token goes into the
   * HttpOnly PSRefresh cookie; the answer's refresh_token is null (see lib/refresh-cookie.ts).
   * A success also sets the device cookie PSDevice: this browser's next password log-in into
   * the account hashes ahead of strangers (docs/decisions/login-priority.md).
   */
  app.post('/web-templates/v1/sso/authenticate', async (request, reply) => {
    const body = objectBody(request.body);
    const grant = body.grant_type ?? 'password';
    const ttl = ctx.config.refreshTokenTtlSeconds;
    let login;
    if (grant === 'password') login = await passwordLogin(ctx, request, parseWith(LoginSchema, withKeys(body, ['username', 'password'])));
    else if (grant === 'social_login') login = await socialLogin(ctx, request, parseWith(SocialLoginSchema, body));
    else throw validationError([{ field: 'grant_type', message: MESSAGES['request.invalid'] }]);
    rememberDevice(request, reply, { profileId: login.SSOid, secret: ctx.tokenSecret, nowSeconds: secondsOf(ctx.clock), publicUrl: ctx.config.publicUrl });
    return withRefreshCookie(reply, login, ttl);
  });

  /**
   * Refresh: trades the PSRefresh cookie for a new access token and a new cookie (single use;
   * a used one revokes its whole family). A refused token also removes the cookie; a failure
   * of ours (5xx) leaves it, since the token may still be good.
   */
  app.post('/v1/sso/refresh', async (request, reply) => {
    try {
      return withRefreshCookie(reply, await refreshLogin(ctx, refreshTokenOf(request)), ctx.config.refreshTokenTtlSeconds);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 400) appendSetCookie(reply, clearedRefreshCookie());
      throw error;
    }
  });

  /**
   * Log-out (spec §7): ends the session of the bearer (even an expired one) and of the
   * PSRefresh cookie, and removes the cookie, whatever the outcome.
   */
  app.get('/v1/sso/users/logout/', async (request, reply) => {
    appendSetCookie(reply, clearedRefreshCookie());
    const accessToken = bearerOf(request);
    const refreshToken = refreshTokenOf(request);
    if (!accessToken && !refreshToken) throw unauthorized('A bearer access token or the refresh cookie is required.');
    const ended = await endSessions(ctx, { accessToken, refreshToken });
    request.log.info({ SSOid: ended }, 'log-out');
    return { success: true };
  });

  /** Which sign-in methods an account has (spec §7 grants): by username, facebook_id or google_id. */
  app.get('/v1/sso/grants', async (request) => {
    await requireClient(ctx, request);
    const keys = ['username', 'facebook_id', 'google_id', 'apple_id'] as const;
    const given = keys.flatMap((key) => {
      const value = queryValue(request.query, key)?.trim();
      return value ? [[key, value] as const] : [];
    });
    const [pair] = given;
    if (given.length !== 1 || !pair) throw validationError([{ field: 'username', message: MESSAGES['request.invalid'] }]);
    const [key, value] = pair;
    if (value.length > 320) throw validationError([{ field: key, message: MESSAGES['request.invalid'] }]);
    return grantsOf(ctx, key, value);
  });

  /** Asks for a reset link; answers the same whether or not the email has an account. */
  app.post('/v1/sso/password-reset', async (request, reply) => {
    await requireClient(ctx, request);
    const { username, locale } = parseWith(PasswordResetRequestSchema, withKeys(objectBody(request.body), ['username']));
    await requestPasswordReset(ctx, request, username, locale);
    return reply.status(202).send({ success: true });
  });

  /**
   * Sets a new password with a reset link's token (single use, expiring); ends every session of
   * the account, so its refresh tokens die too. A refused token says why: reset_token_used,
   * reset_token_expired or invalid_reset_token.
   */
  app.put('/v1/sso/password-reset', async (request) => {
    const { token, password } = parseWith(PasswordResetSchema, withKeys(objectBody(request.body), ['token', 'password']));
    return resetPassword(ctx, token, password);
  });
}
