import { BANK_KIND_BY_COUNTRY, BankAccountSchemas, PAYOUT_COUNTRY_MESSAGE, PayoutAccountSchema, PayoutCountrySchema, PayoutVerificationSchema } from '@hourspace/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { forbidden, validationError } from '../lib/errors';
import { objectBody, parseWith, withKeys } from '../lib/validate';
import { requireUser, type Profile } from '../services/auth';
import { listCards, saveCard } from '../services/cards';
import type { AppContext } from '../services/context';
import { addRecipient, attachIdentityDocument, bankReady, listRecipients, readPayoutAccount, savePayoutAccount } from '../services/payments';

/** Resolves the {id} of a payments path (SSOid or account_id) and insists it is the caller. */
async function owner(ctx: AppContext, request: FastifyRequest<{ Params: { id: string } }>): Promise<Profile> {
  const { profile } = await requireUser(ctx, request);
  const id = request.params.id;
  if (id !== profile.id && id !== String(profile.accountId)) throw forbidden('You can only see your own payment details.');
  return profile;
}

export function paymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  type P = { Params: { id: string } };

  app.get<P>('/v2/payments/users/:id/accounts', async (request) => {
    const profile = await owner(ctx, request);
    return readPayoutAccount(ctx, profile.id);
  });

  const save = (create: boolean) => async (request: FastifyRequest<P>, reply: FastifyReply) => {
    const profile = await owner(ctx, request);
    const body = parseWith(PayoutAccountSchema, objectBody(request.body));
    return reply.status(create ? 201 : 200).send(await savePayoutAccount(ctx, profile.id, body, create));
  };
  app.post<P>('/v2/payments/users/:id/accounts', save(true));
  app.put<P>('/v2/payments/users/:id/accounts', save(false));

  app.get<P>('/v2/payments/users/:id/recipients', async (request) => {
    const profile = await owner(ctx, request);
    return listRecipients(ctx, profile.id);
  });

  /** Adds a bank account for payouts; the fields depend on the country (US, CA, GB, AU, or IBAN). */
  app.post<P>('/v2/payments/users/:id/recipients', async (request, reply) => {
    const profile = await owner(ctx, request);
    const raw = objectBody(request.body);
    const countryResult = v.safeParse(PayoutCountrySchema, raw.country);
    if (!countryResult.success) throw validationError([{ field: 'country', message: PAYOUT_COUNTRY_MESSAGE }]);
    const country = countryResult.output;
    const kind = BANK_KIND_BY_COUNTRY[country];
    const schema = BankAccountSchemas[kind];
    const required = Object.keys(schema.entries);
    const bank = parseWith(schema, withKeys(raw, required)) as Record<string, string>;
    return reply.status(201).send(await addRecipient(ctx, profile.id, country, kind, bank));
  });

  app.get<P>('/v2/payments/users/:id/cards', async (request) => {
    const profile = await owner(ctx, request);
    return listCards(ctx, profile.id);
  });

  /** Saves a card the card provider tokenised (locally: POST /dev/cards/tokens). Each token works once. */
  app.post<{ Params: { id: string; token: string } }>('/v2/payments/users/:id/cards/:token', async (request, reply) => {
    const profile = await owner(ctx, request);
    return reply.status(201).send(await saveCard(ctx, profile.id, request.params.token));
  });

  /**
   * Attaches an identity document (front and back, files of the card provider's file
   * service, locally POST /dev/files) to the caller's payout account.
   */
  app.post<P>('/v2/payments/users/:id/accounts/verification', async (request, reply) => {
    const profile = await owner(ctx, request);
    const body = parseWith(PayoutVerificationSchema, objectBody(request.body));
    return reply.status(200).send(await attachIdentityDocument(ctx, profile.id, body));
  });

  /** Whether payouts can run (the host nav's warnings read this). */
  app.get<P>('/v2/payments/users/:id/bank/ready', async (request) => {
    const profile = await owner(ctx, request);
    return bankReady(ctx, profile.id);
  });
}
