import { DevHostSchema, IDENTITY_DOCUMENT_LIMITS, MESSAGES, ProviderFilePurposeSchema } from '@hourspace/validation';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { validationError } from '../lib/errors';
import { objectBody, parseWith } from '../lib/validate';
import { requireUser } from '../services/auth';
import type { AppContext } from '../services/context';
import { createDemoHost } from '../services/demo-hosts';
import { storeProviderFile } from '../services/payments';

/**
 * The payout side's development-only routes: the local card provider's file service and
 * fresh demo hosts. Registered by `paymentRoutes` in development mode only.
 */
export function payoutDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  /**
   * The local card provider's file service (multipart: `purpose` = identity_document and
   * one `file`, jpg/png/pdf up to 10 MB), for the signed-in uploader: the verify page
   * sends identity documents here, then attaches the file ids with
   * POST /v2/payments/users/{id}/accounts/verification.
   */
  app.post('/dev/files', async (request, reply) => {
    const { profile } = await requireUser(ctx, request);
    if (!request.isMultipart()) throw validationError([{ field: 'file', message: MESSAGES['identityDocument.front'] }]);
    let purpose: unknown;
    let data: Buffer | undefined;
    let files = 0;
    try {
      for await (const part of request.parts({ limits: { fileSize: IDENTITY_DOCUMENT_LIMITS.maxBytes, files: 2 } })) {
        if (part.type === 'field') {
          if (part.fieldname === 'purpose') purpose = part.value;
          continue;
        }
        files++;
        if (files > 1) {
          part.file.resume();
          continue;
        }
        data = await part.toBuffer();
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw validationError([{ field: 'file', message: MESSAGES['identityDocument.fileSize'] }]);
      throw validationError([{ field: 'file', message: MESSAGES['request.invalid'] }]);
    }
    const purposeResult = v.safeParse(ProviderFilePurposeSchema, purpose);
    if (!purposeResult.success) throw validationError([{ field: 'purpose', message: MESSAGES['request.invalid'] }]);
    if (files > 1) throw validationError([{ field: 'file', message: MESSAGES['request.invalid'] }]);
    if (!data) throw validationError([{ field: 'file', message: MESSAGES['identityDocument.front'] }]);
    return reply.status(201).send(await storeProviderFile(ctx, profile.id, purposeResult.output, data));
  });

  /**
   * A new host account set up like a demo host (`payout` 'none' as host@example.com,
   * 'blocked' as host.blocked@example.com), with the demo password. The e2e journeys that
   * change a host's payouts each take a fresh one, so reruns and parallel tests never see
   * each other's changes and the demo accounts stay as README says.
   */
  app.post('/dev/hosts', async (request, reply) => {
    const body = parseWith(DevHostSchema, objectBody(request.body ?? {}));
    return reply.status(201).send(await createDemoHost(ctx, body.payout));
  });
}
