import { LoginSchema, MESSAGES, PasswordResetRequestSchema, PasswordResetSchema, RefreshTokenRequestSchema, SocialLoginSchema } from '@hourspace/validation';
import type { FastifyInstance } from 'fastify';
import { unauthorized, validationError } from '../lib/errors';
import { objectBody, parseWith, queryValue, withKeys } from '../lib/validate';
import { bearerOf, requireClient } from '../services/auth';
import type { AppContext } from '../services/context';
import { grantsOf, logout, passwordLogin, refreshLogin, requestPasswordReset, resetPassword, socialLogin } from '../services/login';

export function ssoRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Log-in (spec §7): grant_type password, social_login or refresh_token. */
  app.post('/web-templates/v1/sso/authenticate', async (request) => {
    const body = objectBody(request.body);
    const grant = body.grant_type ?? 'password';
    if (grant === 'password') return passwordLogin(ctx, request, parseWith(LoginSchema, withKeys(body, ['username', 'password'])));
    if (grant === 'social_login') return socialLogin(ctx, request, parseWith(SocialLoginSchema, body));
    if (grant === 'refresh_token') {
      const { refresh_token } = parseWith(RefreshTokenRequestSchema, withKeys(body, ['refresh_token']));
      return refreshLogin(ctx, refresh_token);
    }
    throw validationError([{ field: 'grant_type', message: MESSAGES['request.invalid'] }]);
  });

  /** Log-out (spec §7): revokes the session of the bearer, even an expired one. */
  app.get('/v1/sso/users/logout/', async (request) => {
    const token = bearerOf(request);
    if (!token) throw unauthorized('A bearer access token is required.');
    return logout(ctx, request, token);
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
    const { username } = parseWith(PasswordResetRequestSchema, withKeys(objectBody(request.body), ['username']));
    await requestPasswordReset(ctx, username);
    return reply.status(202).send({ success: true });
  });

  /** Sets a new password with a reset link's token; ends every session of the account. */
  app.put('/v1/sso/password-reset', async (request) => {
    const { token, password } = parseWith(PasswordResetSchema, withKeys(objectBody(request.body), ['token', 'password']));
    return resetPassword(ctx, token, password);
  });
}
