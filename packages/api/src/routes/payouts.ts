import { BANK_KIND_BY_COUNTRY, BankAccountSchemas, PAYOUT_COUNTRY_MESSAGE, PayoutAccountSchema, PayoutCountrySchema, PayoutVerificationSchema } from '@hourspace/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { forbidden, validationError } from '../lib/errors';
import { objectBody, parseWith, withKeys } from '../lib/validate';
import { requireUser, type Profile } from '../services/auth';
import type { AppContext } from '../services/context';
import { addRecipient, attachIdentityDocument, bankReady, listPayouts, listRecipients, readPayoutAccount, savePayoutAccount } from '../services/payments';

/** Resolves the {id} of a payments path (SSOid or account_id) and insists it is the caller. */
async function owner(ctx: AppContext, request: FastifyRequest<{ Params: { id: string } }>): Promise<Profile> {
  const { profile } = await requireUser(ctx, request);
  const id = request.params.id;
  if (id !== profile.id && id !== String(profile.accountId)) throw forbidden('You can only see your own payment details.');
  return profile;
}

/**
 * A host's payouts (docs/decisions/payout-setup.md): the connected account at the payment
 * provider, its bank accounts, the identity document, readiness and the payout history. Every
 * answer is the provider's last report; the API decides none of it.
 */
export function payoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  type P = { Params: { id: string } };

  /** The payout account (spec §3), read from the provider first; its kept state when the provider cannot be reached. */
  app.get<P>('/v2/payments/users/:id/accounts', async (request) => {
    const profile = await owner(ctx, request);
    return readPayoutAccount(ctx, profile.id, request.log);
  });

  const save = (create: boolean) => async (request: FastifyRequest<P>, reply: FastifyReply) => {
    const profile = await owner(ctx, request);
    const body = parseWith(PayoutAccountSchema, objectBody(request.body));
    return reply.status(create ? 201 : 200).send(await savePayoutAccount(ctx, profile.id, body, create, request.ip));
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
    return reply.status(201).send(await addRecipient(ctx, profile.id, country, kind, bank, request.log));
  });

  /**
   * Attaches an identity document to the caller's payout account: the front and back as file
   * ids of the provider's file service, where the page uploaded them (`payments.filesUrl`).
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

  /** The host's payout history: what each booking earned and the transfers that paid it, newest first. */
  app.get<P>('/v2/payments/users/:id/payouts', async (request) => {
    const profile = await owner(ctx, request);
    return listPayouts(ctx, profile.id);
  });
}
