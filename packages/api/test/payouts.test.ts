import { MESSAGES } from '@hourspace/validation';
import { US_INDIVIDUAL_PAYOUT_ACCOUNT as US_INDIVIDUAL } from '@hourspace/validation/testing';
import { DEV_STRIPE_PUBLISHABLE_KEY } from '@hourspace/contracts/dev-environment';
import { testApiOfFile, type TestApi } from './support/test-api';

/**
 * Payouts through the local processor (docs/decisions/payout-setup.md): every state here is
 * the provider's, reached through its checks (pending for PROCESSOR_VERIFY_MS) and its webhooks.
 */
const api = testApiOfFile({ SEED_SPACES: '60', SEED_PHOTOS: '8' });

const BLOCKED_MESSAGE = 'Your bank account could not be verified. Please add a different bank account.';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e0a8e00000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const US_BANK = { country: 'US', account_holder_name: 'Hana Host', routing_number: '110000000', account_number: '000123456789' };
const US_FAILING_BANK = { ...US_BANK, account_number: '000111111116' };

/** A fresh host from POST /dev/hosts, logged in. */
async function freshHost(payout: 'none' | 'blocked' = 'none') {
  const created = await api.request('POST', '/dev/hosts', { body: { payout } });
  expect(created.status).toBe(201);
  const token = await api.login(created.body.email, created.body.password);
  return { token, SSOid: created.body.SSOid as string };
}

/** Uploads a document side straight to the processor's file service, as the verify page does (publishable key). */
async function uploadToProvider(test: TestApi, data: Buffer, name = 'id.png', type = 'image/png'): Promise<string> {
  const form = new FormData();
  form.append('purpose', 'identity_document');
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const answer = await fetch(`${test.processor.url}/v1/files`, { method: 'POST', headers: { authorization: `Bearer ${DEV_STRIPE_PUBLISHABLE_KEY}` }, body: form });
  const body = (await answer.json()) as { id: string };
  expect(answer.status).toBe(200);
  return body.id;
}

/**
 * Waits, without a fixed sleep, until `read` satisfies `done`: each round lets the processor
 * deliver what it owes and asks again, up to a deadline. The processor's checks finish on its
 * own timer (50 ms in tests), so a round may find nothing delivered yet.
 */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, deadlineMs = 10_000): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    await api.processor.flushWebhooks();
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not reached within ${deadlineMs} ms; last ${JSON.stringify(value)}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** bank/ready reads only what the API keeps: it changes when a webhook has been applied (or the account read). */
const bankReady = (token: string, SSOid: string) => async () => (await api.request('GET', `/v2/payments/users/${SSOid}/bank/ready`, { token })).body;

describe('fresh demo hosts (POST /dev/hosts)', () => {
  it('makes a host with no payout account, like host@example.com', async () => {
    const { token, SSOid } = await freshHost('none');
    const profile = (await api.request('GET', '/v1/profiles/me', { token })).body;
    expect(profile).toMatchObject({ is_host: true, SSOid });
    expect((await api.request('GET', `/v2/payments/users/${SSOid}/accounts`, { token })).status).toBe(404);
  });

  it('makes a host whose connected account has a bank account the provider failed, like host.blocked@example.com', async () => {
    const { token, SSOid } = await freshHost('blocked');
    const account = (await api.request('GET', `/v2/payments/users/${SSOid}/accounts`, { token })).body;
    expect(account).toMatchObject({ id: expect.stringMatching(/^acct_/), details_submitted: true, payouts_enabled: false, external_accounts_error: BLOCKED_MESSAGE });
    expect(account.external_accounts.data).toEqual([expect.objectContaining({ id: expect.stringMatching(/^ba_/), country: 'GB', status: 'errored', default_for_currency: true })]);
    expect(account.combined_requirements.past_due).toContain('external_account');
    expect((await api.request('GET', `/v2/payments/users/${SSOid}/bank/ready`, { token })).body).toMatchObject({
      ready: false,
      details_submitted: true,
      has_external_account: true,
      external_accounts_error: BLOCKED_MESSAGE,
      identity_verified: true,
    });
  });

  it('refuses an unknown set-up', async () => {
    const answer = await api.request('POST', '/dev/hosts', { body: { payout: 'sometimes' } });
    expect(answer.status).toBe(400);
  });
});

describe('payout account details', () => {
  it('creates a connected account at the provider and keeps only that the SSN digits were given', async () => {
    const { token, SSOid } = await freshHost();
    const created = await api.request('POST', `/v2/payments/users/${SSOid}/accounts`, { token, body: US_INDIVIDUAL });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.stringMatching(/^acct_/),
      details_submitted: true,
      payouts_enabled: false,
      settings: { payouts: { schedule: { interval: 'weekly' } } },
    });
    expect(created.body.individual).toMatchObject({ dob: '1990-04-12', state: 'IL', zipcode: '62701', ssn_last_4_provided: true });
    expect(created.text).not.toContain('"1234"');
    expect(created.body.combined_requirements.currently_due).toEqual(expect.arrayContaining(['external_account', 'individual.verification.document']));
    expect(created.body.external_accounts_error).toBeNull();
    // The account is the provider's: it has it, with our details.
    const again = await api.request('POST', `/v2/payments/users/${SSOid}/accounts`, { token, body: US_INDIVIDUAL });
    expect(again.status).toBe(409);
  });

  it('answers each field problem with its spec message and saves nothing', async () => {
    const { token, SSOid } = await freshHost();
    const answer = await api.request('POST', `/v2/payments/users/${SSOid}/accounts`, { token, body: { ...US_INDIVIDUAL, state: 'NSW', zipcode: '12', ssn_last_4: '' } });
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([
      { field: 'state', message: MESSAGES['state.required'] },
      { field: 'zipcode', message: MESSAGES['zipcode.us'] },
      { field: 'ssn_last_4', message: MESSAGES['ssnLast4.invalid'] },
    ]);
    const young = await api.request('POST', `/v2/payments/users/${SSOid}/accounts`, { token, body: { ...US_INDIVIDUAL, dob: `${new Date().getUTCFullYear() - 17}-01-01` } });
    expect(young.body.issues).toEqual([{ field: 'dob', message: MESSAGES['dob.tooYoung'] }]);
    expect((await api.request('GET', `/v2/payments/users/${SSOid}/accounts`, { token })).status).toBe(404);
  });

  it('needs a business name and tax id from a company, and keeps the tax id’s last 4 only', async () => {
    const { token, SSOid } = await freshHost();
    const company = { ...US_INDIVIDUAL, business_type: 'company', ssn_last_4: undefined };
    const missing = await api.request('POST', `/v2/payments/users/${SSOid}/accounts`, { token, body: company });
    expect(missing.body.issues).toEqual([
      { field: 'business_name', message: MESSAGES['businessName.required'] },
      { field: 'tax_id', message: MESSAGES['taxId.invalid'] },
    ]);
    const saved = await api.request('POST', `/v2/payments/users/${SSOid}/accounts`, { token, body: { ...company, business_name: 'Loft Ltd', tax_id: '12-3456789' } });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ business_type: 'company', individual: { business_name: 'Loft Ltd', tax_id_last4: '6789' } });
    expect(saved.text).not.toContain('123456789');
  });

  it('will not move an account to another country', async () => {
    const { token, SSOid } = await freshHost();
    await api.request('POST', `/v2/payments/users/${SSOid}/accounts`, { token, body: US_INDIVIDUAL });
    const moved = await api.request('PUT', `/v2/payments/users/${SSOid}/accounts`, {
      token,
      body: { ...US_INDIVIDUAL, country: 'GB', state: 'England', zipcode: 'SW1A 1AA', ssn_last_4: undefined },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.issues).toEqual([{ field: 'country', message: expect.any(String) }]);
  });
});

describe('the full set-up', () => {
  it('goes from details to payouts enabled as the provider checks the bank account and the identity document', async () => {
    const { token, SSOid } = await freshHost();
    await api.request('POST', `/v2/payments/users/${SSOid}/accounts`, { token, body: US_INDIVIDUAL });
    const bank = await api.request('POST', `/v2/payments/users/${SSOid}/recipients`, { token, body: US_BANK });
    expect(bank.status).toBe(201);
    expect(bank.body).toMatchObject({
      id: expect.stringMatching(/^ba_/),
      last4: '6789',
      routing_number: '110000000',
      currency: 'usd',
      bank_type: 'us',
      default_for_currency: true,
    });
    expect(bank.text).not.toContain('000123456789');
    expect(['new', 'verified']).toContain(bank.body.status);

    const front = await uploadToProvider(api, PNG, 'front.png');
    const back = await uploadToProvider(api, PDF, 'back.pdf', 'application/pdf');
    const attached = await api.request('POST', `/v2/payments/users/${SSOid}/accounts/verification`, { token, body: { document_front: front, document_back: back } });
    expect(attached.status).toBe(200);
    expect(attached.body.combined_requirements.pending_verification).toContain('individual.verification.document');
    expect(attached.body.individual.verification).toEqual({ status: 'pending', document: { front, back } });
    expect(attached.body.payouts_enabled).toBe(false);

    // The provider's account.updated webhook, applied: bank/ready reads only the kept state.
    const ready = await until(bankReady(token, SSOid), (b) => b.ready === true, 'payouts enabled');
    expect(ready).toEqual({ ready: true, details_submitted: true, has_external_account: true, payouts_enabled: true, external_accounts_error: null, identity_verified: true });
    const account = (await api.request('GET', `/v2/payments/users/${SSOid}/accounts`, { token })).body;
    expect(account).toMatchObject({
      payouts_enabled: true,
      external_accounts_error: null,
      combined_requirements: { currently_due: [], past_due: [], pending_verification: [], disabled_reason: null, errors: [] },
    });
    expect(account.external_accounts.data).toEqual([expect.objectContaining({ last4: '6789', status: 'verified' })]);
    expect((await api.request('GET', `/v2/payments/users/${SSOid}/recipients`, { token })).body.data).toEqual([expect.objectContaining({ last4: '6789', status: 'verified' })]);
    const profile = (await api.request('GET', '/v1/profiles/me', { token })).body;
    expect(profile.payouts_enabled).toBe(true);

    // Editing the details later keeps the document and the provider's verdict.
    const edited = await api.request('PUT', `/v2/payments/users/${SSOid}/accounts`, { token, body: { ...US_INDIVIDUAL, city: 'Chicago' } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ payouts_enabled: true, individual: { city: 'Chicago', verification: { status: 'verified', document: { front, back } } } });
  });

  it('refuses a bank account the provider refuses, on its field, and saves nothing', async () => {
    const { token, SSOid } = await freshHost();
    const noAccount = await api.request('POST', `/v2/payments/users/${SSOid}/recipients`, { token, body: US_BANK });
    expect(noAccount.status).toBe(404);
    await api.request('POST', `/v2/payments/users/${SSOid}/accounts`, { token, body: US_INDIVIDUAL });
    // Nine digits pass our form rule; the ABA checksum is the provider's.
    const refused = await api.request('POST', `/v2/payments/users/${SSOid}/recipients`, { token, body: { ...US_BANK, routing_number: '110000001' } });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([{ field: 'routing_number', message: expect.stringContaining('routing number') }]);
    expect((await api.request('GET', `/v2/payments/users/${SSOid}/recipients`, { token })).body.data).toEqual([]);
  });
});

describe('a bank account the provider fails', () => {
  it('blocks payouts with the bank message until a new bank account replaces it', async () => {
    const { token, SSOid } = await freshHost();
    await api.request('POST', `/v2/payments/users/${SSOid}/accounts`, { token, body: US_INDIVIDUAL });
    const front = await uploadToProvider(api, PNG);
    const back = await uploadToProvider(api, PNG);
    await api.request('POST', `/v2/payments/users/${SSOid}/accounts/verification`, { token, body: { document_front: front, document_back: back } });
    const failing = await api.request('POST', `/v2/payments/users/${SSOid}/recipients`, { token, body: US_FAILING_BANK });
    expect(failing.status).toBe(201);

    // 'Payouts blocked' (spec §2.7): the fields the nav and /account/methods read.
    const blocked = await until(bankReady(token, SSOid), (b) => b.external_accounts_error !== null, 'bank errored');
    expect(blocked).toMatchObject({ ready: false, payouts_enabled: false, has_external_account: true, external_accounts_error: BLOCKED_MESSAGE });
    const account = (await api.request('GET', `/v2/payments/users/${SSOid}/accounts`, { token })).body;
    expect(account.external_accounts.data).toEqual([expect.objectContaining({ last4: '1116', status: 'errored' })]);
    expect(account.combined_requirements.past_due).toContain('external_account');
    expect(account.combined_requirements.errors).toEqual(expect.arrayContaining([expect.objectContaining({ requirement: 'external_account' })]));
    expect((await api.request('GET', `/v2/payments/users/${SSOid}/recipients`, { token })).body.data).toEqual([expect.objectContaining({ status: 'errored' })]);

    const replacement = await api.request('POST', `/v2/payments/users/${SSOid}/recipients`, { token, body: US_BANK });
    expect(replacement.status).toBe(201);
    expect(replacement.body.default_for_currency).toBe(true);
    const cleared = await until(bankReady(token, SSOid), (b) => b.ready === true, 'payouts enabled on the new bank account');
    expect(cleared).toMatchObject({ payouts_enabled: true, external_accounts_error: null });
    // The failed bank account is gone from the provider and from the list.
    const banks = (await api.request('GET', `/v2/payments/users/${SSOid}/accounts`, { token })).body.external_accounts.data;
    expect(banks).toEqual([expect.objectContaining({ last4: '6789', status: 'verified', default_for_currency: true })]);
  });

  it('clears the demo blocked host once a valid UK bank account replaces its failed one', async () => {
    const { token, SSOid } = await freshHost('blocked');
    const bank = await api.request('POST', `/v2/payments/users/${SSOid}/recipients`, {
      token,
      body: { country: 'GB', account_holder_name: 'Hana Blocked', account_number: '00012345', sort_code: '108800' },
    });
    expect(bank.status).toBe(201);
    const ready = await until(bankReady(token, SSOid), (b) => b.ready === true, 'blocked host cleared');
    expect(ready).toMatchObject({ payouts_enabled: true, external_accounts_error: null });
  });
});

describe('identity documents', () => {
  it('puts the requirement back with the provider’s error when the document fails', async () => {
    const { token, SSOid } = await freshHost();
    await api.request('POST', `/v2/payments/users/${SSOid}/accounts`, { token, body: US_INDIVIDUAL });
    await api.request('POST', `/v2/payments/users/${SSOid}/recipients`, { token, body: US_BANK });
    const sample = Buffer.from(await (await fetch(`${api.processor.url}/v1/test_files/identity_document_failure.png`)).arrayBuffer());
    const front = await uploadToProvider(api, sample, 'front.png');
    const back = await uploadToProvider(api, PNG, 'back.png');
    const attached = await api.request('POST', `/v2/payments/users/${SSOid}/accounts/verification`, { token, body: { document_front: front, document_back: back } });
    expect(attached.body.combined_requirements.pending_verification).toContain('individual.verification.document');
    const failed = await until(
      async () => (await api.request('GET', `/v2/payments/users/${SSOid}/accounts`, { token })).body,
      (a) => a.individual.verification.status === 'unverified',
      'document failed',
    );
    expect(failed.payouts_enabled).toBe(false);
    expect(failed.combined_requirements.currently_due).toContain('individual.verification.document');
    expect(failed.combined_requirements.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ requirement: 'individual.verification.document', reason: expect.any(String) })]),
    );
    expect((await api.request('GET', `/v2/payments/users/${SSOid}/bank/ready`, { token })).body).toMatchObject({
      ready: false,
      identity_verified: false,
      external_accounts_error: null,
    });
  });

  it('attaches a file once only, needs two different identity documents, and a payout account', async () => {
    const { token, SSOid } = await freshHost();
    const front = await uploadToProvider(api, PNG);
    const back = await uploadToProvider(api, PNG);
    const noAccount = await api.request('POST', `/v2/payments/users/${SSOid}/accounts/verification`, { token, body: { document_front: front, document_back: back } });
    expect(noAccount.status).toBe(404);
    await api.request('POST', `/v2/payments/users/${SSOid}/accounts`, { token, body: US_INDIVIDUAL });
    const same = await api.request('POST', `/v2/payments/users/${SSOid}/accounts/verification`, { token, body: { document_front: front, document_back: front } });
    expect(same.body.issues).toEqual([{ field: 'document_back', message: MESSAGES['identityDocument.back'] }]);
    const unknown = await api.request('POST', `/v2/payments/users/${SSOid}/accounts/verification`, {
      token,
      body: { document_front: 'file_doesnotexist0000', document_back: back },
    });
    expect(unknown.body.issues).toEqual([{ field: 'document_front', message: MESSAGES['identityDocument.front'] }]);
    expect((await api.request('POST', `/v2/payments/users/${SSOid}/accounts/verification`, { token, body: { document_front: front, document_back: back } })).status).toBe(200);
    const again = await api.request('POST', `/v2/payments/users/${SSOid}/accounts/verification`, { token, body: { document_front: front, document_back: back } });
    expect(again.status).toBe(400);
    expect(again.body.issues.map((issue: { field: string }) => issue.field)).toEqual(['document_front', 'document_back']);
  });
});

describe('payout history', () => {
  it('answers an empty history to a host with no bookings paid yet', async () => {
    const { token, SSOid } = await freshHost();
    expect((await api.request('GET', `/v2/payments/users/${SSOid}/payouts`, { token })).body).toEqual({ data: [] });
  });
});
