import { EmailCodeSchema, PhoneCodeSchema } from '@hourspace/validation';
import type { FastifyInstance } from 'fastify';
import { objectBody, parseWith } from '../lib/validate';
import { requireUser } from '../services/auth';
import type { AppContext } from '../services/context';
import { confirmCode, sendCode } from '../services/verification';

export function verifyRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/v1/profiles/me/email/verify', async (request) => {
    const { profile } = await requireUser(ctx, request);
    return sendCode(ctx, profile, 'email');
  });

  app.put('/v1/profiles/me/email/verify', async (request) => {
    const { profile } = await requireUser(ctx, request);
    const { email_verification_code } = parseWith(EmailCodeSchema, objectBody(request.body));
    return confirmCode(ctx, profile, 'email', email_verification_code);
  });

  app.get('/v1/profiles/me/phone/verify', async (request) => {
    const { profile } = await requireUser(ctx, request);
    return sendCode(ctx, profile, 'phone');
  });

  app.put('/v1/profiles/me/phone/verify', async (request) => {
    const { profile } = await requireUser(ctx, request);
    const { phone_verification_code } = parseWith(PhoneCodeSchema, objectBody(request.body));
    return confirmCode(ctx, profile, 'phone', phone_verification_code);
  });
}
