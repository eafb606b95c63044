import { EmailCodeSchema, PhoneCodeSchema } from '@hourspace/validation';
import type { FastifyInstance } from 'fastify';
import { objectBody, parseWith } from '../lib/validate';
import { requireUser } from '../services/auth';
import type { AppContext } from '../services/context';
import { confirmCode, sendCode } from '../services/verification';

/** Each verification channel and how its PUT body names the code. */
const CHANNELS = [
  { channel: 'email', readCode: (body: unknown) => parseWith(EmailCodeSchema, objectBody(body)).email_verification_code },
  { channel: 'phone', readCode: (body: unknown) => parseWith(PhoneCodeSchema, objectBody(body)).phone_verification_code },
] as const;

export function verifyRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const { channel, readCode } of CHANNELS) {
    app.get(`/v1/profiles/me/${channel}/verify`, async (request) => {
      const { profile } = await requireUser(ctx, request);
      return sendCode(ctx, profile, channel);
    });

    app.put(`/v1/profiles/me/${channel}/verify`, async (request) => {
      const { profile } = await requireUser(ctx, request);
      const code = readCode(request.body);
      return confirmCode(ctx, profile, channel, code);
    });
  }
}
