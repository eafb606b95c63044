import { AppleCallbackSchema, AppleConnectSchema, GoogleConnectSchema, MESSAGES } from '@hourspace/validation';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { validationError } from '../lib/errors';
import { objectBody, parseWith } from '../lib/validate';
import type { AppContext } from '../services/context';
import { appleBindingCookie, appleBindingFor, appleFailureUrl, finishAppleConnect, isAllowedRedirect, startAppleConnect, startGoogleConnect } from '../services/social-connect';

export function socialRoutes(app: FastifyInstance, ctx: AppContext): void {
  /**
   * Starts Google sign-in (spec §7 POST {site}/google-connect): a state for the page and a
   * single-use nonce for the popup ('id_token token', scope 'email profile').
   */
  app.post('/google-connect', async (request) => {
    const { action, redirectUri: wanted } = parseWith(GoogleConnectSchema, objectBody(request.body ?? {}));
    if (wanted !== undefined && !isAllowedRedirect(ctx, wanted)) throw validationError([{ field: 'redirectUri', message: MESSAGES['request.invalid'] }]);
    return startGoogleConnect(ctx, action, wanted);
  });

  /**
   * Starts Apple sign-in (spec §7 POST {site}/apple-connect) and binds it to this browser:
   * the HttpOnly binding cookie set here must come back with the log-in or sign-up that
   * Apple's answer makes. Apple posts back to /apple-connect/callback (form_post).
   */
  app.post('/apple-connect', async (request, reply) => {
    const body = parseWith(AppleConnectSchema, objectBody(request.body ?? {}));
    const binding = appleBindingFor(request.headers);
    const answer = await startAppleConnect(ctx, body, binding);
    void reply.header('set-cookie', appleBindingCookie(binding)).header('cache-control', 'no-store');
    return answer;
  });

  /** Apple's form_post lands here; the browser goes back to the page that started (see finishAppleConnect). */
  app.post('/apple-connect/callback', async (request, reply) => {
    const parsed = v.safeParse(AppleCallbackSchema, request.body);
    if (!parsed.success) return reply.redirect(appleFailureUrl(ctx), 303);
    return reply.header('cache-control', 'no-store').redirect(await finishAppleConnect(ctx, parsed.output, request.headers), 303);
  });
}
