/**
 * The one payment provider seam (docs/decisions/payments-provider.md). Everything about money
 * and payouts goes through it; its only implementation is stripe-provider.ts, on Stripe's own
 * SDK, pointed at the local processor in development and tests. Amounts are integer minor
 * units; currencies are ISO 4217 in lower case, as the provider writes them.
 */

/** A refusal by the provider, in its own terms (Stripe's error object). */
export class ProviderError extends Error {
  constructor(
    readonly type: string,
    readonly code: string | null,
    readonly declineCode: string | null,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface SavedCard {
  paymentMethodId: string;
  customerId: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  name: string | null;
}

export interface CardSetup {
  id: string;
  clientSecret: string;
  customerId: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'canceled' | 'succeeded';
  paymentMethodId: string | null;
}

export type PaymentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'canceled' | 'succeeded';

export interface Payment {
  id: string;
  clientSecret: string;
  amount: number;
  amountCapturable: number;
  amountReceived: number;
  currency: string;
  status: PaymentStatus;
  customerId: string | null;
  paymentMethodId: string | null;
  /** The last refusal (decline code and message) when the provider gave one. */
  lastError: { code: string | null; declineCode: string | null; message: string } | null;
  metadata: Record<string, string>;
}

export interface Refund {
  id: string;
  paymentId: string;
  amount: number;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';
}

export interface ExternalBankAccount {
  id: string;
  country: string;
  currency: string;
  last4: string;
  routingNumber: string | null;
  accountHolderName: string | null;
  defaultForCurrency: boolean;
  /** As the provider reports it: `new`, `validated`, `verified`, `verification_failed` or `errored`. */
  status: string;
}

export interface ConnectedAccount {
  id: string;
  country: string;
  defaultCurrency: string;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
  chargesEnabled: boolean;
  requirements: {
    currentlyDue: string[];
    eventuallyDue: string[];
    pastDue: string[];
    pendingVerification: string[];
    disabledReason: string | null;
    errors: { requirement: string; code: string; reason: string }[];
  };
  externalAccounts: ExternalBankAccount[];
  /** The identity document's verification as the provider reports it. */
  identityStatus: 'unverified' | 'pending' | 'verified';
  payoutSchedule: string;
  /** Seconds since the epoch of the provider's answer or event this came from (ordering). */
  observedAt: number;
}

export interface AccountDetails {
  country: string;
  email?: string;
  businessType: 'individual' | 'company';
  individual: {
    firstName: string;
    lastName: string;
    dob: { day: number; month: number; year: number };
    address: { line1: string; line2?: string | null; city: string; state: string; postalCode: string; country: string };
    ssnLast4?: string;
    idNumber?: string;
  };
  businessName?: string;
  payoutInterval: 'daily' | 'weekly' | 'monthly' | 'manual';
  /** Terms of service acceptance, as the provider requires for a custom account. */
  tosAcceptance?: { date: number; ip: string };
}

export interface BankAccountDetails {
  country: string;
  currency: string;
  accountHolderName: string;
  /** ABA routing, sort code, BSB or transit-institution, as the provider expects; absent for an IBAN. */
  routingNumber?: string;
  accountNumber: string;
}

export interface Transfer {
  id: string;
  amount: number;
  currency: string;
  destination: string;
  reversed: boolean;
  metadata: Record<string, string>;
  created: number;
}

/** A verified provider event. */
export interface ProviderEvent {
  id: string;
  type: string;
  created: number;
  /** The event's object (`data.object`), as the provider sent it. */
  object: Record<string, unknown> & { id?: string; object?: string };
  /** The connected account the event is about, for Connect events. */
  account: string | null;
}

export interface PaymentProvider {
  /** Customers and saved cards. */
  createCustomer(input: { email: string; name: string; profileId: string }, idempotencyKey: string): Promise<{ id: string }>;
  createCardSetup(customerId: string, idempotencyKey?: string): Promise<CardSetup>;
  readCardSetup(setupId: string): Promise<CardSetup>;
  readCard(paymentMethodId: string): Promise<SavedCard>;
  detachCard(paymentMethodId: string): Promise<void>;

  /** Payments: a hold (manual capture), then capture, cancel or refund. */
  createPayment(
    input: {
      amount: number;
      currency: string;
      customerId: string;
      paymentMethodId: string;
      /** Confirm at once with the card (else the page confirms it with the client secret). */
      confirm: boolean;
      /**
       * Off session: the guest is not there to authenticate, so a card that needs 3-D Secure is
       * refused. On session (a booking request): such a card leaves the payment `requires_action`.
       */
      offSession: boolean;
      destination?: { accountId: string; applicationFeeAmount: number };
      metadata: Record<string, string>;
    },
    idempotencyKey: string,
  ): Promise<Payment>;
  readPayment(paymentId: string): Promise<Payment>;
  capturePayment(paymentId: string, amount: number | undefined, idempotencyKey: string): Promise<Payment>;
  cancelPayment(paymentId: string, idempotencyKey: string): Promise<Payment>;
  refundPayment(paymentId: string, amount: number | undefined, idempotencyKey: string): Promise<Refund>;

  /** Connected accounts (hosts' payouts). */
  createAccount(details: AccountDetails, idempotencyKey: string): Promise<ConnectedAccount>;
  updateAccount(accountId: string, details: Partial<AccountDetails>): Promise<ConnectedAccount>;
  readAccount(accountId: string): Promise<ConnectedAccount>;
  addBankAccount(accountId: string, bank: BankAccountDetails, idempotencyKey: string): Promise<ExternalBankAccount>;
  removeBankAccount(accountId: string, bankAccountId: string): Promise<void>;
  /** Attaches identity document sides (provider file ids) to the account's individual. */
  attachIdentityDocument(accountId: string, front: string, back: string): Promise<ConnectedAccount>;
  /** The file's owner purpose and size, to refuse a file that is not an identity document. */
  readFile(fileId: string): Promise<{ id: string; purpose: string; size: number; type: string | null }>;
  createTransfer(input: { amount: number; currency: string; destination: string; metadata: Record<string, string> }, idempotencyKey: string): Promise<Transfer>;
  listTransfers(destination: string): Promise<Transfer[]>;

  /** Webhooks: verifies the signature over the raw body (tolerance 300 s) or throws. */
  verifyWebhook(rawBody: string | Buffer, signature: string | undefined): ProviderEvent;
  /**
   * The local processor's clock moved on by `ms` with the API's (POST /dev/clock), so a hold's age
   * and a payout's arrival follow it. Only against the local processor (STRIPE_API_BASE); absent on Stripe.
   */
  advanceClock?(ms: number): Promise<void>;

  /** Events created at or after `since` (seconds), oldest first, for reconciliation; only `types` when given. */
  listEvents(since: number, types?: readonly string[]): Promise<ProviderEvent[]>;

  /**
   * An event's object in the seam's terms, for webhook handlers (payments/handlers.ts): an
   * `account` object observed at the event's `created`, a `bank_account`, a `payment_intent`.
   */
  parseAccount(object: ProviderEvent['object'], observedAt: number): ConnectedAccount;
  parseBankAccount(object: ProviderEvent['object']): ExternalBankAccount;
  parsePayment(object: ProviderEvent['object']): Payment;
}
