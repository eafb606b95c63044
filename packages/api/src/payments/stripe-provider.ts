/**
 * The PaymentProvider on Stripe's own SDK (docs/decisions/payments-provider.md). The same code
 * runs everywhere: in production against Stripe, in development and tests against the local
 * processor (STRIPE_API_BASE changes only the SDK's host, port and protocol).
 */
import Stripe from 'stripe';
import type { ApiConfig } from '../config/env';
import {
  ProviderError,
  type AccountDetails,
  type BankAccountDetails,
  type CardSetup,
  type ConnectedAccount,
  type ExternalBankAccount,
  type Payment,
  type PaymentProvider,
  type ProviderEvent,
  type Refund,
  type SavedCard,
  type Transfer,
} from './provider';

/** The API version every request names: the SDK's own, so its types describe what we get back. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** How old a webhook's signature may be (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Per request; the SDK retries a network failure or a 409/5xx twice (with the same idempotency key). */
const TIMEOUT_MS = 30_000;

/** The SDK's host/port/protocol for an API base such as http://localhost:8130; undefined is Stripe itself. */
export function sdkAddress(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** A Stripe SDK client as the API configures it. */
export function stripeClient(payments: ApiConfig['payments']): Stripe {
  return new Stripe(payments.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: TIMEOUT_MS,
    ...sdkAddress(payments.apiBase),
  });
}

/** The SDK's error as the seam's ProviderError; anything else (a bug of ours) is rethrown as is. */
function providerError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  // No HTTP status: the provider was not reached (connection error, timeout).
  return new ProviderError(error.type, error.code ?? null, error.decline_code ?? null, error.statusCode ?? 502, error.message);
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw providerError(error);
  }
}

/** Seconds since the epoch by the provider's Date header (so reads and events order on one clock), else ours. */
function answerTime(answer: { lastResponse?: { headers?: Record<string, string> } }): number {
  const date = answer.lastResponse?.headers?.date;
  const parsed = date ? Date.parse(date) : NaN;
  return Math.floor((Number.isNaN(parsed) ? Date.now() : parsed) / 1000);
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === 'string' ? value : value.id);

function savedCard(method: Stripe.PaymentMethod): SavedCard {
  const card = method.card;
  if (!card) throw new ProviderError('invalid_request_error', 'payment_method_not_card', null, 400, `Payment method ${method.id} is not a card.`);
  return {
    paymentMethodId: method.id,
    customerId: idOf(method.customer),
    brand: card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
    name: method.billing_details?.name ?? null,
  };
}

function cardSetup(intent: Stripe.SetupIntent): CardSetup {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    customerId: idOf(intent.customer) ?? '',
    // The SDK's type leaves room for statuses newer than its API version; ours is pinned.
    status: intent.status as CardSetup['status'],
    paymentMethodId: idOf(intent.payment_method),
  };
}

/** A PaymentIntent as the seam's Payment. */
export function paymentOf(intent: Stripe.PaymentIntent): Payment {
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amount: intent.amount,
    amountCapturable: intent.amount_capturable,
    amountReceived: intent.amount_received,
    currency: intent.currency,
    status: intent.status as Payment['status'],
    customerId: idOf(intent.customer),
    paymentMethodId: idOf(intent.payment_method),
    lastError: error ? { code: error.code ?? null, declineCode: error.decline_code ?? null, message: error.message ?? '' } : null,
    metadata: { ...(intent.metadata ?? {}) },
  };
}

/** A bank account object (`ba_…`) as the seam's ExternalBankAccount. */
export function bankAccountOf(bank: Stripe.BankAccount): ExternalBankAccount {
  return {
    id: bank.id,
    country: bank.country,
    currency: bank.currency,
    last4: bank.last4,
    routingNumber: bank.routing_number ?? null,
    accountHolderName: bank.account_holder_name ?? null,
    defaultForCurrency: bank.default_for_currency ?? false,
    status: bank.status,
  };
}

/** An account object (`acct_…`) as the seam's ConnectedAccount, observed at `observedAt` (seconds). */
export function connectedAccountOf(account: Stripe.Account, observedAt: number): ConnectedAccount {
  const requirements = account.requirements;
  const verification = account.individual?.verification?.status;
  return {
    id: account.id,
    country: account.country ?? '',
    defaultCurrency: account.default_currency ?? '',
    detailsSubmitted: account.details_submitted ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    chargesEnabled: account.charges_enabled ?? false,
    requirements: {
      currentlyDue: requirements?.currently_due ?? [],
      eventuallyDue: requirements?.eventually_due ?? [],
      pastDue: requirements?.past_due ?? [],
      pendingVerification: requirements?.pending_verification ?? [],
      disabledReason: requirements?.disabled_reason ?? null,
      errors: (requirements?.errors ?? []).map((e) => ({ requirement: e.requirement, code: e.code, reason: e.reason })),
    },
    externalAccounts: (account.external_accounts?.data ?? []).filter((x): x is Stripe.BankAccount => x.object === 'bank_account').map(bankAccountOf),
    identityStatus: verification === 'verified' || verification === 'pending' ? verification : 'unverified',
    payoutSchedule: account.settings?.payouts?.schedule?.interval ?? 'daily',
    observedAt,
  };
}

function refundOf(refund: Stripe.Refund): Refund {
  return {
    id: refund.id,
    paymentId: idOf(refund.payment_intent) ?? '',
    amount: refund.amount,
    currency: refund.currency,
    status: (refund.status ?? 'pending') as Refund['status'],
  };
}

function transferOf(transfer: Stripe.Transfer): Transfer {
  return {
    id: transfer.id,
    amount: transfer.amount,
    currency: transfer.currency,
    destination: idOf(transfer.destination) ?? '',
    reversed: transfer.reversed,
    metadata: { ...(transfer.metadata ?? {}) },
    created: transfer.created,
  };
}

/** A Stripe event as the seam's ProviderEvent. */
export function providerEventOf(event: Stripe.Event): ProviderEvent {
  return {
    id: event.id,
    type: event.type,
    created: event.created,
    object: event.data.object as unknown as ProviderEvent['object'],
    account: event.account ?? null,
  };
}

/** The individual's fields as the Accounts API takes them. */
function individualParams(individual: Partial<AccountDetails['individual']>): Stripe.AccountCreateParams.Individual {
  const { address } = individual;
  return {
    ...(individual.firstName !== undefined ? { first_name: individual.firstName } : {}),
    ...(individual.lastName !== undefined ? { last_name: individual.lastName } : {}),
    ...(individual.dob ? { dob: individual.dob } : {}),
    ...(address
      ? {
          address: { line1: address.line1, line2: address.line2 ?? undefined, city: address.city, state: address.state, postal_code: address.postalCode, country: address.country },
        }
      : {}),
    ...(individual.ssnLast4 ? { ssn_last_4: individual.ssnLast4 } : {}),
    ...(individual.idNumber ? { id_number: individual.idNumber } : {}),
  };
}

/** The updatable part of AccountDetails (everything but country and business type) as the Accounts API takes it. */
function accountParams(details: Partial<AccountDetails>): Stripe.AccountUpdateParams {
  return {
    ...(details.email !== undefined ? { email: details.email } : {}),
    ...(details.individual ? { individual: individualParams(details.individual) } : {}),
    ...(details.businessName ? { business_profile: { name: details.businessName } } : {}),
    ...(details.payoutInterval ? { settings: { payouts: { schedule: { interval: details.payoutInterval } } } } : {}),
    ...(details.tosAcceptance ? { tos_acceptance: { date: details.tosAcceptance.date, ip: details.tosAcceptance.ip } } : {}),
  };
}

/** `createStripeProvider(config.payments)`: the API's one PaymentProvider. */
export function createStripeProvider(payments: ApiConfig['payments'], stripe: Stripe = stripeClient(payments)): PaymentProvider {
  const retrieveAccount = async (accountId: string) => {
    const account = await stripe.accounts.retrieve(accountId);
    return connectedAccountOf(account, answerTime(account));
  };

  return {
    createCustomer: (input, idempotencyKey) =>
      call(async () => {
        const customer = await stripe.customers.create({ email: input.email, name: input.name, metadata: { profile_id: input.profileId } }, { idempotencyKey });
        return { id: customer.id };
      }),
    createCardSetup: (customerId, idempotencyKey) =>
      call(async () => cardSetup(await stripe.setupIntents.create({ customer: customerId, usage: 'off_session' }, idempotencyKey ? { idempotencyKey } : undefined))),
    readCardSetup: (setupId) => call(async () => cardSetup(await stripe.setupIntents.retrieve(setupId))),
    readCard: (paymentMethodId) => call(async () => savedCard(await stripe.paymentMethods.retrieve(paymentMethodId))),
    detachCard: (paymentMethodId) =>
      call(async () => {
        await stripe.paymentMethods.detach(paymentMethodId);
      }),

    createPayment: (input, idempotencyKey) =>
      call(async () =>
        paymentOf(
          await stripe.paymentIntents.create(
            {
              amount: input.amount,
              currency: input.currency,
              customer: input.customerId,
              payment_method: input.paymentMethodId,
              capture_method: 'manual',
              // Confirmed here with the saved card: off session a card that needs 3-D Secure is
              // refused; on session it is left requires_action for the page (handleCardAction).
              confirm: input.confirm,
              ...(input.confirm && input.offSession ? { off_session: true } : {}),
              ...(input.destination ? { transfer_data: { destination: input.destination.accountId }, application_fee_amount: input.destination.applicationFeeAmount } : {}),
              metadata: input.metadata,
            },
            { idempotencyKey },
          ),
        ),
      ),
    readPayment: (paymentId) => call(async () => paymentOf(await stripe.paymentIntents.retrieve(paymentId))),
    capturePayment: (paymentId, amount, idempotencyKey) =>
      call(async () => paymentOf(await stripe.paymentIntents.capture(paymentId, amount === undefined ? {} : { amount_to_capture: amount }, { idempotencyKey }))),
    cancelPayment: (paymentId, idempotencyKey) => call(async () => paymentOf(await stripe.paymentIntents.cancel(paymentId, {}, { idempotencyKey }))),
    refundPayment: (paymentId, amount, idempotencyKey) =>
      call(async () => refundOf(await stripe.refunds.create({ payment_intent: paymentId, ...(amount === undefined ? {} : { amount }) }, { idempotencyKey }))),

    createAccount: (details, idempotencyKey) =>
      call(async () => {
        const account = await stripe.accounts.create(
          {
            type: 'custom',
            country: details.country,
            business_type: details.businessType,
            // Hosts are paid out, never charged: transfers is the one capability asked for.
            capabilities: { transfers: { requested: true } },
            ...(accountParams(details) as Stripe.AccountCreateParams),
          },
          { idempotencyKey },
        );
        return connectedAccountOf(account, answerTime(account));
      }),
    updateAccount: (accountId, details) =>
      call(async () => {
        const account = await stripe.accounts.update(accountId, accountParams(details));
        return connectedAccountOf(account, answerTime(account));
      }),
    readAccount: (accountId) => call(() => retrieveAccount(accountId)),
    addBankAccount: (accountId, bank: BankAccountDetails, idempotencyKey) =>
      call(async () => {
        const added = await stripe.accounts.createExternalAccount(
          accountId,
          {
            external_account: {
              object: 'bank_account',
              country: bank.country,
              currency: bank.currency,
              account_holder_name: bank.accountHolderName,
              account_holder_type: 'individual',
              ...(bank.routingNumber ? { routing_number: bank.routingNumber } : {}),
              account_number: bank.accountNumber,
            },
            // The new bank account is where payouts go: it replaces a failed default (docs/decisions/payout-setup.md).
            default_for_currency: true,
          },
          { idempotencyKey },
        );
        if (added.object !== 'bank_account') throw new ProviderError('api_error', null, null, 502, `Expected a bank account, got ${added.object}.`);
        return bankAccountOf(added);
      }),
    removeBankAccount: (accountId, bankAccountId) =>
      call(async () => {
        await stripe.accounts.deleteExternalAccount(accountId, bankAccountId);
      }),
    attachIdentityDocument: (accountId, front, back) =>
      call(async () => {
        const account = await stripe.accounts.update(accountId, { individual: { verification: { document: { front, back } } } });
        return connectedAccountOf(account, answerTime(account));
      }),
    readFile: (fileId) =>
      call(async () => {
        const file = await stripe.files.retrieve(fileId);
        return { id: file.id, purpose: file.purpose, size: file.size, type: file.type ?? null };
      }),
    createTransfer: (input, idempotencyKey) =>
      call(async () =>
        transferOf(await stripe.transfers.create({ amount: input.amount, currency: input.currency, destination: input.destination, metadata: input.metadata }, { idempotencyKey })),
      ),
    listTransfers: (destination) => call(async () => (await stripe.transfers.list({ destination, limit: 100 }).autoPagingToArray({ limit: 10_000 })).map(transferOf)),

    // The 300 s tolerance compares the provider's clock with this machine's, so it reads the
    // system clock, not ctx.clock: a test that moves the API's clock is not moving the provider's.
    verifyWebhook(rawBody, signature) {
      if (!signature) throw new ProviderError('invalid_request_error', 'signature_missing', null, 400, 'No Stripe-Signature header.');
      try {
        return providerEventOf(stripe.webhooks.constructEvent(rawBody, signature, payments.webhookSecret, WEBHOOK_TOLERANCE_SECONDS));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError) throw new ProviderError(error.type, 'signature_invalid', null, 400, error.message);
        throw error;
      }
    },
    listEvents: (since, types) =>
      call(async () => {
        const events: ProviderEvent[] = [];
        await stripe.events.list({ created: { gte: since }, limit: 100, ...(types && types.length > 0 ? { types: [...types] } : {}) }).autoPagingEach((event) => {
          events.push(providerEventOf(event));
        });
        // Stripe lists newest first; applying goes oldest first (a stable sort keeps one second's events as listed, reversed).
        return events.reverse().sort((a, b) => a.created - b.created);
      }),

    // The local processor only (STRIPE_API_BASE, development and tests): its clock follows POST /dev/clock.
    ...(payments.apiBase
      ? {
          advanceClock: async (ms: number) => {
            const response = await fetch(new URL('/v1/test_helpers/advance_clock', payments.apiBase), {
              method: 'POST',
              headers: { authorization: `Bearer ${payments.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({ advance_ms: String(ms) }).toString(),
            }).catch((error: unknown) => {
              throw new ProviderError('api_connection_error', null, null, 502, `The processor could not be reached: ${String(error)}`);
            });
            if (!response.ok) throw new ProviderError('api_error', null, null, response.status, `The processor refused to move its clock (${response.status}).`);
          },
        }
      : {}),

    parseAccount: (object, observedAt) => connectedAccountOf(object as unknown as Stripe.Account, observedAt),
    parseBankAccount: (object) => bankAccountOf(object as unknown as Stripe.BankAccount),
    parsePayment: (object) => paymentOf(object as unknown as Stripe.PaymentIntent),
  };
}
