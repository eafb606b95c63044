import {
  Address1Schema,
  BankAccountSchemas,
  CitySchema,
  FirstNameSchema,
  LastNameSchema,
  MESSAGES,
  StateSchema,
  TaxIdSchema,
  type BankAccountKind,
} from '@hourspace/validation';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { cards, cardTokens, payoutAccounts, recipients } from '../db/schema';
import { ApiError, forbidden, validationError } from '../lib/errors';
import { randomToken } from '../lib/tokens';
import { objectBody, parseWith, withKeys } from '../lib/validate';
import { requireUser, type Profile } from '../services/auth';
import type { AppContext } from '../services/context';

const COUNTRIES = ['US', 'GB', 'CA', 'AU', 'ES', 'DE', 'FR'] as const;
type Country = (typeof COUNTRIES)[number];
const CURRENCY: Record<Country, string> = { US: 'USD', GB: 'GBP', CA: 'CAD', AU: 'AUD', ES: 'EUR', DE: 'EUR', FR: 'EUR' };
const BANK_KIND: Record<Country, BankAccountKind> = { US: 'us', CA: 'ca', GB: 'uk', AU: 'au', ES: 'iban', DE: 'iban', FR: 'iban' };

const CountrySchema = v.pipe(v.string(MESSAGES['request.invalid']), v.trim(), v.toUpperCase(), v.picklist(COUNTRIES, 'Please select a supported country.'));
const optionalText = (max: number) => v.optional(v.pipe(v.string(MESSAGES['value.invalid']), v.trim(), v.maxLength(max, MESSAGES['value.invalid'])));

const AccountSchema = v.pipe(
  v.object(
    {
      country: CountrySchema,
      business_type: v.optional(v.picklist(['individual', 'company'], MESSAGES['request.invalid']), 'individual'),
      first_name: FirstNameSchema,
      last_name: LastNameSchema,
      address1: Address1Schema,
      address2: optionalText(200),
      city: CitySchema,
      state: StateSchema,
      zipcode: optionalText(20),
      business_name: optionalText(200),
      tax_id: v.optional(TaxIdSchema),
      payout_schedule: v.optional(v.picklist(['manual', 'daily', 'weekly', 'monthly'], MESSAGES['request.invalid']), 'weekly'),
    },
    MESSAGES['request.invalid'],
  ),
  v.forward(
    v.check((b) => b.business_type !== 'company' || (b.business_name ?? '').length > 0, MESSAGES['businessName.required']),
    ['business_name'],
  ),
);

/** Resolves the {id} of a payments path (SSOid or account_id) and insists it is the caller. */
async function owner(ctx: AppContext, request: FastifyRequest<{ Params: { id: string } }>): Promise<Profile> {
  const { profile } = await requireUser(ctx, request);
  const id = request.params.id;
  if (id !== profile.id && id !== String(profile.accountId)) throw forbidden('You can only see your own payment details.');
  return profile;
}

type AccountRow = typeof payoutAccounts.$inferSelect;
type RecipientRow = typeof recipients.$inferSelect;

function recipientJson(r: RecipientRow) {
  return {
    id: r.id,
    object: 'bank_account',
    country: r.country,
    currency: r.currency.toLowerCase(),
    account_holder_name: r.accountHolderName,
    bank_type: r.bankType,
    last4: r.last4,
    routing_number: r.routingHint,
    default_for_currency: r.isDefault,
    status: 'verified',
    created_at: r.createdAt.toISOString(),
  };
}

/** The payout account with spec §3's fields (details_submitted, external_accounts.data, …). */
function accountJson(account: AccountRow, banks: RecipientRow[]) {
  const currentlyDue = [...(banks.length === 0 ? ['external_account'] : []), ...(account.externalAccountsError ? ['external_account.verification'] : [])];
  return {
    id: `acct_${account.profileId.replace(/-/g, '').slice(0, 16)}`,
    object: 'account',
    country: account.country,
    business_type: account.businessType,
    individual: account.individual,
    details_submitted: account.detailsSubmitted,
    payouts_enabled: account.payoutsEnabled,
    external_accounts: { object: 'list', data: banks.map(recipientJson), total_count: banks.length },
    external_accounts_error: account.externalAccountsError,
    combined_requirements: {
      currently_due: currentlyDue,
      eventually_due: currentlyDue,
      past_due: account.externalAccountsError ? ['external_account.verification'] : [],
      disabled_reason: account.externalAccountsError ? 'requirements.past_due' : null,
    },
    settings: { payouts: { schedule: { interval: account.scheduleInterval } } },
    updated_at: account.updatedAt.toISOString(),
  };
}

async function loadAccount(ctx: AppContext, profileId: string) {
  const [account] = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.profileId, profileId));
  const banks = await ctx.db.select().from(recipients).where(eq(recipients.profileId, profileId)).orderBy(desc(recipients.createdAt));
  return { account, banks };
}

/** Payouts run once details are in, a bank account exists and none is in error. */
async function refreshPayouts(ctx: AppContext, profileId: string): Promise<void> {
  const { account, banks } = await loadAccount(ctx, profileId);
  if (!account) return;
  await ctx.db
    .update(payoutAccounts)
    .set({ payoutsEnabled: account.detailsSubmitted && banks.length > 0 && !account.externalAccountsError, updatedAt: new Date() })
    .where(eq(payoutAccounts.profileId, profileId));
}

export function paymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  type P = { Params: { id: string } };

  app.get<P>('/v2/payments/users/:id/accounts', async (request) => {
    const profile = await owner(ctx, request);
    const { account, banks } = await loadAccount(ctx, profile.id);
    if (!account) throw new ApiError(404, 'Not Found', 'payout_account_missing');
    return accountJson(account, banks);
  });

  const save = (create: boolean) => async (request: FastifyRequest<P>, reply: import('fastify').FastifyReply) => {
    const profile = await owner(ctx, request);
    const body = parseWith(AccountSchema, withKeys(objectBody(request.body), ['country', 'first_name', 'last_name', 'address1', 'city', 'state']));
    const [existing] = await ctx.db.select({ id: payoutAccounts.profileId }).from(payoutAccounts).where(eq(payoutAccounts.profileId, profile.id));
    if (create && existing) throw new ApiError(409, 'Conflict', 'payout_account_exists');
    if (!create && !existing) throw new ApiError(404, 'Not Found', 'payout_account_missing');
    const individual = { first_name: body.first_name, last_name: body.last_name, address1: body.address1, address2: body.address2 ?? null, city: body.city, state: body.state, zipcode: body.zipcode ?? null, ...(body.tax_id ? { tax_id_last4: body.tax_id.slice(-4) } : {}), ...(body.business_name ? { business_name: body.business_name } : {}) };
    const values = { country: body.country, businessType: body.business_type, individual, detailsSubmitted: true, scheduleInterval: body.payout_schedule, updatedAt: new Date() };
    if (create) await ctx.db.insert(payoutAccounts).values({ profileId: profile.id, payoutsEnabled: false, ...values });
    else await ctx.db.update(payoutAccounts).set(values).where(eq(payoutAccounts.profileId, profile.id));
    await refreshPayouts(ctx, profile.id);
    const { account, banks } = await loadAccount(ctx, profile.id);
    if (!account) throw new Error('payout account vanished');
    return reply.status(create ? 201 : 200).send(accountJson(account, banks));
  };
  app.post<P>('/v2/payments/users/:id/accounts', save(true));
  app.put<P>('/v2/payments/users/:id/accounts', save(false));

  app.get<P>('/v2/payments/users/:id/recipients', async (request) => {
    const profile = await owner(ctx, request);
    const rows = await ctx.db.select().from(recipients).where(eq(recipients.profileId, profile.id)).orderBy(desc(recipients.createdAt));
    return { data: rows.map(recipientJson) };
  });

  /** Adds a bank account for payouts; the fields depend on the country (US, CA, GB, AU, or IBAN). */
  app.post<P>('/v2/payments/users/:id/recipients', async (request, reply) => {
    const profile = await owner(ctx, request);
    const raw = objectBody(request.body);
    const countryResult = v.safeParse(CountrySchema, raw.country);
    if (!countryResult.success) throw validationError([{ field: 'country', message: 'Please select a supported country.' }]);
    const country = countryResult.output;
    const kind = BANK_KIND[country];
    const schema = BankAccountSchemas[kind];
    const required = Object.keys(schema.entries);
    const bank = parseWith(schema, withKeys(raw, required)) as Record<string, string>;
    const number = bank.account_number ?? bank.iban ?? '';
    const routing = bank.routing_number ?? bank.sort_code ?? bank.bsb ?? (bank.transit_number ? `${bank.transit_number}-${bank.institution_number}` : null);
    const id = `ba_${randomToken(12)}`;
    await ctx.db.transaction(async (tx) => {
      await tx.update(recipients).set({ isDefault: false }).where(eq(recipients.profileId, profile.id));
      await tx.insert(recipients).values({ id, profileId: profile.id, country, currency: CURRENCY[country], accountHolderName: bank.account_holder_name ?? '', bankType: kind, last4: number.slice(-4), routingHint: routing, isDefault: true });
      // A new, valid bank account replaces the one the provider could not pay out to.
      await tx.update(payoutAccounts).set({ externalAccountsError: null, updatedAt: new Date() }).where(eq(payoutAccounts.profileId, profile.id));
    });
    await refreshPayouts(ctx, profile.id);
    const [row] = await ctx.db.select().from(recipients).where(eq(recipients.id, id));
    if (!row) throw new Error('recipient vanished');
    return reply.status(201).send(recipientJson(row));
  });

  app.get<P>('/v2/payments/users/:id/cards', async (request) => {
    const profile = await owner(ctx, request);
    const rows = await ctx.db.select().from(cards).where(eq(cards.profileId, profile.id)).orderBy(desc(cards.createdAt));
    return { data: rows.map((c) => ({ id: c.id, brand: c.brand, last4: c.last4, exp_month: c.expMonth, exp_year: c.expYear, name: c.name })) };
  });

  /** Saves a card the card provider tokenised (locally: POST /dev/cards/tokens). Each token works once. */
  app.post<{ Params: { id: string; token: string } }>('/v2/payments/users/:id/cards/:token', async (request, reply) => {
    const profile = await owner(ctx, request);
    const token = request.params.token;
    if (!/^tok_[A-Za-z0-9_-]{10,60}$/.test(token)) throw new ApiError(400, 'invalid_card_token', 'This card token is not valid.');
    const [claimed] = await ctx.db.update(cardTokens).set({ usedAt: new Date() }).where(and(eq(cardTokens.token, token), isNull(cardTokens.usedAt))).returning();
    if (!claimed) throw new ApiError(400, 'invalid_card_token', 'This card token is not valid or was already used.');
    const now = new Date();
    if (claimed.expYear < now.getUTCFullYear() || (claimed.expYear === now.getUTCFullYear() && claimed.expMonth < now.getUTCMonth() + 1)) {
      throw new ApiError(400, 'card_expired', 'This card has expired.');
    }
    const id = `card_${randomToken(12)}`;
    await ctx.db.insert(cards).values({ id, profileId: profile.id, brand: claimed.brand, last4: claimed.last4, expMonth: claimed.expMonth, expYear: claimed.expYear, name: claimed.name });
    return reply.status(201).send({ id, brand: claimed.brand, last4: claimed.last4, exp_month: claimed.expMonth, exp_year: claimed.expYear, name: claimed.name });
  });

  /** Whether payouts can run (the host nav's warnings read this). */
  app.get<P>('/v2/payments/users/:id/bank/ready', async (request) => {
    const profile = await owner(ctx, request);
    const { account, banks } = await loadAccount(ctx, profile.id);
    return {
      ready: Boolean(account?.payoutsEnabled),
      details_submitted: account?.detailsSubmitted ?? false,
      has_external_account: banks.length > 0,
      payouts_enabled: account?.payoutsEnabled ?? false,
      external_accounts_error: account?.externalAccountsError ?? null,
    };
  });
}
