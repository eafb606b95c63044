import { AppleCallbackSchema, AppleConnectSchema, GoogleConnectSchema, MESSAGES } from '@hourspace/validation';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { validationError } from '../lib/errors';
import { objectBody, parseWith } from '../lib/validate';
import type { AppContext } from '../services/context';
import { originOf } from '../services/profile';
import { appleFailureUrl, finishAppleConnect, isAllowedRedirect, startAppleConnect, startGoogleConnect } from '../services/social-connect';

export function socialRoutes(app: FastifyInstance, ctx: AppContext): void {
  /**
   * Starts Google sign-in (spec §7 POST {site}/google-connect): a single-use state and
   * nonce for the popup ('id_token token', scope 'email profile').
   */
  app.post('/google-connect', async (request) => {
    const { action, redirectUri: wanted } = parseWith(GoogleConnectSchema, objectBody(request.body ?? {}));
    if (wanted !== undefined && !isAllowedRedirect(ctx, wanted)) throw validationError([{ field: 'redirectUri', message: MESSAGES['request.invalid'] }]);
    return startGoogleConnect(ctx, action, wanted, originOf(ctx, request));
  });

  /**
   * Starts Apple sign-in (spec §7 POST {site}/apple-connect). Apple posts back to
   * /apple-connect/callback (form_post), which sends the browser to the site.
   */
  app.post('/apple-connect', async (request) => {
    const body = parseWith(AppleConnectSchema, objectBody(request.body ?? {}));
    return startAppleConnect(ctx, body, originOf(ctx, request));
  });

  /** Apple's form_post lands here; the browser goes back to the page that started (see finishAppleConnect). */
  app.post('/apple-connect/callback', async (request, reply) => {
    const parsed = v.safeParse(AppleCallbackSchema, request.body);
    if (!parsed.success) return reply.redirect(appleFailureUrl(ctx), 303);
    return reply.redirect(await finishAppleConnect(ctx, parsed.output), 303);
  });
}
