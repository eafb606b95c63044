import type Stripe from 'stripe';
import { type Harness, CARD, failure, start, until } from './support';

let h: Harness;
beforeAll(async () => {
  h = await start({ verifyMs: 20 });
});
afterAll(() => h.processor.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

const INDIVIDUAL: Stripe.AccountCreateParams.Individual = {
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  dob: { day: 9, month: 12, year: 1986 },
  address: { line1: '1 Main St', city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US' },
  ssn_last_4: '0000',
};

function newAccount(extra: Partial<Stripe.AccountCreateParams> = {}): Promise<Stripe.Account> {
  return h.stripe.accounts.create({
    type: 'custom',
    country: 'US',
    email: 'grace@example.com',
    capabilities: { transfers: { requested: true }, card_payments: { requested: true } },
    ...extra,
  });
}

/** A complete individual with terms accepted: only the bank and the document left. */
async function detailedAccount(): Promise<Stripe.Account> {
  return newAccount({ business_type: 'individual', individual: INDIVIDUAL, tos_acceptance: { date: 1764547200, ip: '127.0.0.1' }, business_profile: { name: 'Grace Spaces' } });
}

function upload(data: Buffer, name = 'id.pdf'): Promise<Stripe.File> {
  return h.publishable.files.create({ purpose: 'identity_document', file: { data, name, type: 'application/octet-stream' } });
}

async function attachDocument(account: string, front: string): Promise<Stripe.Account> {
  return h.stripe.accounts.update(account, { individual: { verification: { document: { front } } } });
}

function settled(id: string): Promise<Stripe.Account> {
  return until(
    () => h.stripe.accounts.retrieve(id),
    (a) => (a.requirements?.pending_verification ?? []).length === 0,
  );
}

async function bank(account: string, accountNumber: string, extra: Record<string, unknown> = {}): Promise<Stripe.BankAccount> {
  const external_account = {
    object: 'bank_account',
    country: 'US',
    currency: 'usd',
    routing_number: '110000000',
    account_number: accountNumber,
    account_holder_name: 'Grace Hopper',
    account_holder_type: 'individual',
  };
  return (await h.stripe.accounts.createExternalAccount(account, { external_account, ...extra } as unknown as Stripe.AccountCreateExternalAccountParams)) as Stripe.BankAccount;
}

describe('Connect accounts, bank accounts and identity documents', () => {
  it('lists what a new custom account still owes, computed by the processor', async () => {
    const account = await newAccount();
    expect(account).toMatchObject({
      object: 'account',
      type: 'custom',
      country: 'US',
      default_currency: 'usd',
      payouts_enabled: false,
      charges_enabled: false,
      details_submitted: false,
    });
    expect(account.id).toMatch(/^acct_/);
    expect(account.requirements?.currently_due).toEqual(
      expect.arrayContaining([
        'business_type',
        'individual.first_name',
        'individual.dob.day',
        'individual.address.state',
        'individual.ssn_last_4',
        'tos_acceptance.date',
        'external_account',
        'individual.verification.document',
      ]),
    );
    expect(account.requirements?.disabled_reason).toBe('requirements.past_due');
    expect(account.future_requirements?.currently_due).toEqual([]);
  });

  it('goes from details to payouts_enabled once the bank and the document verify', async () => {
    const account = await detailedAccount();
    expect(account).toMatchObject({ details_submitted: true, charges_enabled: true, payouts_enabled: false });
    expect(account.requirements?.currently_due).toEqual(['external_account', 'individual.verification.document']);
    expect(account.individual).toMatchObject({ first_name: 'Grace', ssn_last_4_provided: true, dob: { day: 9, month: 12, year: 1986 } });
    const ba = await bank(account.id, '000123456789');
    expect(ba).toMatchObject({ object: 'bank_account', status: 'new', last4: '6789', routing_number: '110000000', default_for_currency: true, bank_name: 'STRIPE TEST BANK' });
    const file = await upload(PDF);
    expect(file).toMatchObject({ object: 'file', purpose: 'identity_document', type: 'pdf', size: PDF.length });
    const pending = await attachDocument(account.id, file.id);
    expect(pending.individual?.verification?.status).toBe('pending');
    expect(pending.requirements?.pending_verification).toEqual(expect.arrayContaining(['individual.verification.document']));
    const done = await settled(account.id);
    expect(done).toMatchObject({ payouts_enabled: true, requirements: { currently_due: [], errors: [], disabled_reason: null } });
    expect(done.individual?.verification?.status).toBe('verified');
    expect(((await h.stripe.accounts.retrieveExternalAccount(account.id, ba.id)) as Stripe.BankAccount).status).toBe('verified');
    const events = await h.stripe.events.list({ types: ['account.updated'], limit: 100 });
    const last = events.data.find((e) => (e.data.object as Stripe.Account).id === account.id);
    expect(last).toMatchObject({ account: account.id, data: { object: { payouts_enabled: true }, previous_attributes: { payouts_enabled: false } } });
  });

  it('fails the failure sample document and asks for it again', async () => {
    const account = await detailedAccount();
    await bank(account.id, '000123456789');
    const sample = Buffer.from(await (await fetch(`${h.processor.url}/v1/test_files/identity_document_failure.png`)).arrayBuffer());
    expect(sample.subarray(1, 4).toString()).toBe('PNG');
    const file = await upload(sample, 'failure.png');
    expect(file.type).toBe('png');
    await attachDocument(account.id, file.id);
    const failed = await settled(account.id);
    expect(failed.payouts_enabled).toBe(false);
    expect(failed.requirements?.currently_due).toContain('individual.verification.document');
    expect(failed.requirements?.errors).toEqual([{ requirement: 'individual.verification.document', code: 'verification_document_failed_test_mode', reason: expect.any(String) }]);
    expect(failed.individual?.verification?.document?.details_code).toBe('document_failed_test_mode');
    await attachDocument(account.id, (await upload(PDF)).id);
    expect(await settled(account.id)).toMatchObject({ payouts_enabled: true, requirements: { errors: [] } });
  });

  it.each([
    ['file_identity_document_success', true],
    ['file_identity_document_failure', false],
  ])('knows the magic file %s', async (fileId, verifies) => {
    const account = await detailedAccount();
    await bank(account.id, '000123456789');
    expect((await h.stripe.files.retrieve(fileId)).purpose).toBe('identity_document');
    await attachDocument(account.id, fileId);
    expect((await settled(account.id)).payouts_enabled).toBe(verifies);
  });

  it('errors bank account 000111111116, then a new default bank brings payouts back', async () => {
    const account = await detailedAccount();
    await attachDocument(account.id, 'file_identity_document_success');
    const failing = await bank(account.id, '000111111116');
    const errored = await settled(account.id);
    expect(errored.payouts_enabled).toBe(false);
    expect(errored.requirements).toMatchObject({
      currently_due: ['external_account'],
      past_due: ['external_account'],
      errors: [{ requirement: 'external_account', code: 'verification_failed_other' }],
    });
    expect(((await h.stripe.accounts.retrieveExternalAccount(account.id, failing.id)) as Stripe.BankAccount).status).toBe('errored');
    const good = await bank(account.id, '000123456789', { default_for_currency: true });
    expect(good.default_for_currency).toBe(true);
    expect((await settled(account.id)).payouts_enabled).toBe(true);
    // While the new bank was checked, the error was gone and the bank was pending.
    const updates = await h.stripe.events.list({ types: ['account.updated'], limit: 100 });
    const states = updates.data.map((e) => e.data.object as Stripe.Account).filter((a) => a.id === account.id);
    expect(states.some((a) => a.requirements?.pending_verification?.join() === 'external_account' && a.requirements.errors?.length === 0 && !a.payouts_enabled)).toBe(true);
    await h.stripe.accounts.deleteExternalAccount(account.id, failing.id);
    const refusal = await failure(bank(account.id, '000123456780').then(() => h.stripe.accounts.deleteExternalAccount(account.id, good.id)));
    expect(refusal.statusCode).toBe(400);
    const listed = await h.stripe.accounts.listExternalAccounts(account.id);
    expect(listed.data.map((b) => b.id)).toContain(good.id);
    const events = await h.stripe.events.list({ types: ['account.external_account.updated'], limit: 100 });
    expect(events.data.some((e) => (e.data.object as Stripe.BankAccount).id === failing.id && (e.data.object as Stripe.BankAccount).status === 'errored')).toBe(true);
  });

  it('refuses an invalid routing number and accepts other countries by their shape', async () => {
    const account = await detailedAccount();
    const err = await failure(
      h.stripe.accounts.createExternalAccount(account.id, {
        external_account: { object: 'bank_account', country: 'US', currency: 'usd', routing_number: '110000001', account_number: '000123456789' },
      } as unknown as Stripe.AccountCreateExternalAccountParams),
    );
    expect(err).toMatchObject({ statusCode: 400, code: 'routing_number_invalid', param: 'external_account[routing_number]' });
    const gb = await h.stripe.accounts.create({ type: 'custom', country: 'GB', capabilities: { transfers: { requested: true } } });
    expect(gb.default_currency).toBe('gbp');
    expect(gb.requirements?.currently_due).not.toContain('individual.ssn_last_4');
    const sortCode = (await h.stripe.accounts.createExternalAccount(gb.id, {
      external_account: { object: 'bank_account', country: 'GB', currency: 'gbp', routing_number: '10-88-00', account_number: '00012345' },
    } as unknown as Stripe.AccountCreateExternalAccountParams)) as Stripe.BankAccount;
    expect(sortCode).toMatchObject({ status: 'new', routing_number: '108800', currency: 'gbp' });
    const de = await h.stripe.accounts.create({ type: 'custom', country: 'DE' });
    const iban = await h.stripe.accounts.createExternalAccount(de.id, {
      external_account: { object: 'bank_account', country: 'DE', currency: 'eur', account_number: 'DE89370400440532013000' },
    } as unknown as Stripe.AccountCreateExternalAccountParams);
    expect(iban).toMatchObject({ last4: '3000', routing_number: null });
    const badIban = await failure(
      h.stripe.accounts.createExternalAccount(de.id, {
        external_account: { object: 'bank_account', country: 'DE', currency: 'eur', account_number: 'DE89370400440532013001' },
      } as unknown as Stripe.AccountCreateExternalAccountParams),
    );
    expect(badIban.code).toBe('account_number_invalid');
  });

  it('refuses files that are not jpg, png or pdf, or over 10 MB', async () => {
    const text = await failure(upload(Buffer.from('hello'), 'id.txt'));
    expect(text).toMatchObject({ statusCode: 400, param: 'file', code: 'file_type_invalid' });
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
    PDF.copy(big);
    const tooBig = await failure(upload(big));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.message).toMatch(/10 MB/);
    const notIdentity = await h.stripe.files.create({ purpose: 'additional_verification', file: { data: PDF, name: 'x.pdf', type: 'application/pdf' } });
    const account = await detailedAccount();
    const err = await failure(attachDocument(account.id, notIdentity.id));
    expect(err.param).toBe('individual[verification][document][front]');
  });

  it('pays a destination charge: the capture transfers the amount less the fee', async () => {
    const host = await detailedAccount();
    const customer = await h.stripe.customers.create({ email: 'guest@example.com' });
    const pm = await h.publishable.paymentMethods.create(CARD('4242424242424242'));
    await h.stripe.paymentMethods.attach(pm.id, { customer: customer.id });
    const intent = await h.stripe.paymentIntents.create({
      amount: 10000,
      currency: 'usd',
      customer: customer.id,
      payment_method: pm.id,
      capture_method: 'manual',
      confirm: true,
      off_session: true,
      transfer_data: { destination: host.id },
      application_fee_amount: 1500,
    });
    await h.stripe.paymentIntents.capture(intent.id);
    const transfers = await h.stripe.transfers.list({ destination: host.id });
    expect(transfers.data).toHaveLength(1);
    expect(transfers.data[0]).toMatchObject({ object: 'transfer', amount: 8500, currency: 'usd', destination: host.id, source_transaction: intent.latest_charge });
    const direct = await h.stripe.transfers.create({ amount: 300, currency: 'usd', destination: host.id, metadata: { booking: 'b9' } });
    expect(await h.stripe.transfers.retrieve(direct.id)).toMatchObject({ amount: 300, metadata: { booking: 'b9' }, reversed: false });
    expect((await h.stripe.transfers.list({ destination: host.id })).data.map((t) => t.id)).toEqual([direct.id, transfers.data[0]!.id]);
    const incomplete = await newAccount();
    const refused = await failure(h.stripe.transfers.create({ amount: 300, currency: 'usd', destination: incomplete.id }));
    expect(refused.code).toBe('insufficient_capabilities_for_transfer');
  });
  it('takes a bank token as external_account, and replaces the banks when one is given on update', async () => {
    const token = await h.publishable.tokens.create({
      bank_account: {
        country: 'US',
        currency: 'usd',
        routing_number: '110000000',
        account_number: '000123456789',
        account_holder_name: 'Grace Hopper',
        account_holder_type: 'individual',
      },
    });
    expect(token).toMatchObject({ object: 'token', type: 'bank_account', bank_account: { last4: '6789', routing_number: '110000000' } });
    expect(token.id).toMatch(/^btok_/);
    const account = await newAccount({ external_account: token.id, metadata: { host: 'h1' } });
    const first = account.external_accounts?.data[0] as Stripe.BankAccount;
    expect(first).toMatchObject({ status: 'new', default_for_currency: true, metadata: {} });
    const reused = await failure(newAccount({ external_account: token.id }));
    expect(reused.code).toBe('token_already_used');
    const updated = await h.stripe.accounts.update(account.id, {
      external_account: { object: 'bank_account', country: 'US', currency: 'usd', routing_number: '110000000', account_number: '000111111116' },
    } as unknown as Stripe.AccountUpdateParams);
    expect(updated.external_accounts?.data.map((b) => b.last4)).toEqual(['1116']);
    const deleted = await h.stripe.events.list({ types: ['account.external_account.deleted'] });
    expect(deleted.data.map((e) => (e.data.object as Stripe.BankAccount).id)).toContain(first.id);
    const refused = await failure(
      h.stripe.accounts.update(account.id, {
        external_account: { object: 'bank_account', country: 'US', routing_number: '123', account_number: '1' },
      } as unknown as Stripe.AccountUpdateParams),
    );
    expect(refused.code).toBe('routing_number_invalid');
    expect((await h.stripe.accounts.retrieve(account.id)).external_accounts?.data).toHaveLength(1);
  });

  it('keeps the payout schedule and asks a company for its name', async () => {
    const account = await newAccount({
      business_type: 'company',
      company: { name: '' },
      settings: { payouts: { schedule: { interval: 'weekly' } } },
    } as Stripe.AccountCreateParams);
    expect(account.settings?.payouts?.schedule).toMatchObject({ interval: 'weekly', weekly_anchor: 'monday' });
    expect(account.requirements?.currently_due).toContain('company.name');
    const named = await h.stripe.accounts.update(account.id, {
      company: { name: 'Hopper Spaces' },
      settings: { payouts: { schedule: { interval: 'monthly' } } },
    } as Stripe.AccountUpdateParams);
    expect(named.requirements?.currently_due).not.toContain('company.name');
    expect(named.settings?.payouts?.schedule?.interval).toBe('monthly');
    const bad = await failure(h.stripe.accounts.update(account.id, { settings: { payouts: { schedule: { interval: 'hourly' } } } } as unknown as Stripe.AccountUpdateParams));
    expect(bad.param).toBe('settings[payouts][schedule][interval]');
  });
});
