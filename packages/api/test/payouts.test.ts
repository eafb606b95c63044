import { MESSAGES } from '@hourspace/validation';
import { testApiOfFile } from './support/test-api';
import { US_INDIVIDUAL_PAYOUT_ACCOUNT as US_INDIVIDUAL } from '@hourspace/validation/testing';

const api = testApiOfFile({ SEED_SPACES: '60', SEED_PHOTOS: '8' });

/** A fresh host from POST /dev/hosts, logged in. */
async function freshHost(payout: 'none' | 'blocked' = 'none') {
  const created = await api.request('POST', '/dev/hosts', { body: { payout } });
  expect(created.status).toBe(201);
  const token = await api.login(created.body.email, created.body.password);
  return { token, SSOid: created.body.SSOid as string, email: created.body.email as string };
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e0a8e00000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function fileForm(data: Buffer, name: string, type: string, purpose: string | null = 'identity_document'): FormData {
  const form = new FormData();
  if (purpose !== null) form.append('purpose', purpose);
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  return form;
}

const upload = (token: string, form: FormData) => api.request('POST', '/dev/files', { raw: form, token });

describe('fresh demo hosts (POST /dev/hosts)', () => {
  it('makes a host with no payout account, like host@example.com', async () => {
    const { token, SSOid } = await freshHost('none');
    const profile = (await api.request('GET', '/v1/profiles/me', { token })).body;
    expect(profile).toMatchObject({ is_host: true, SSOid });
    expect((await api.request('GET', `/v2/payments/users/${SSOid}/accounts`, { token })).status).toBe(404);
  });

  it('makes a host whose bank account is in error, like host.blocked@example.com', async () => {
    const { token, SSOid } = await freshHost('blocked');
    const account = (await api.request('GET', `/v2/payments/users/${SSOid}/accounts`, { token })).body;
    expect(account).toMatchObject({ details_submitted: true, payouts_enabled: false, external_accounts_error: expect.any(String) });
    expect(account.external_accounts.data).toHaveLength(1);
  });

  it('refuses an unknown set-up', async () => {
    const answer = await api.request('POST', '/dev/hosts', { body: { payout: 'ready' } });
    expect(answer.status).toBe(400);
  });
});

describe('payout account details', () => {
  it('saves a US individual with the date of birth and keeps only that the SSN digits were given', async () => {
    const { token, SSOid } = await freshHost();
    const created = await api.request('POST', `/v2/payments/users/${SSOid}/accounts`, { token, body: US_INDIVIDUAL });
    expect(created.status).toBe(201);
    expect(created.body.individual).toMatchObject({ dob: '1990-04-12', state: 'IL', zipcode: '62701', ssn_last_4_provided: true });
    expect(created.text).not.toContain('"1234"');
    expect(created.body.combined_requirements.currently_due).toEqual(['external_account']);
    expect(created.body.combined_requirements.eventually_due).toEqual(['external_account', 'individual.verification.document']);
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
});

describe('identity documents', () => {
  it('stores jpg, png and pdf files for their uploader, reading the type from the bytes', async () => {
    const { token } = await freshHost();
    const png = await upload(token, fileForm(PNG, 'front.png', 'image/png'));
    expect(png.status).toBe(201);
    expect(png.body).toMatchObject({ id: expect.stringMatching(/^file_/), object: 'file', purpose: 'identity_document', type: 'png', size: PNG.length });
    const pdf = await upload(token, fileForm(PDF, 'back.pdf', 'application/pdf'));
    expect(pdf.body.type).toBe('pdf');
    const jpg = await upload(token, fileForm(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'id.jpg', 'image/jpeg'));
    expect(jpg.body.type).toBe('jpg');
  });

  it('refuses another type even under a .png name, and a file over 10 MB', async () => {
    const { token } = await freshHost();
    const gif = await upload(token, fileForm(Buffer.from('GIF89a......'), 'id.png', 'image/png'));
    expect(gif.status).toBe(400);
    expect(gif.body.error_description).toBe(MESSAGES['identityDocument.fileType']);
    const big = await upload(token, fileForm(Buffer.concat([PDF, Buffer.alloc(10_000_001 - PDF.length)]), 'big.pdf', 'application/pdf'));
    expect(big.status).toBe(400);
    expect(big.body.error_description).toBe(MESSAGES['identityDocument.fileSize']);
    const justUnder = await upload(token, fileForm(Buffer.concat([PDF, Buffer.alloc(10_000_000 - PDF.length)]), 'ok.pdf', 'application/pdf'));
    expect(justUnder.status).toBe(201);
  });

  it('verifies the identity once both sides are attached, and payouts stay enabled', async () => {
    const { token, SSOid } = await freshHost();
    await api.request('POST', `/v2/payments/users/${SSOid}/accounts`, { token, body: US_INDIVIDUAL });
    await api.request('POST', `/v2/payments/users/${SSOid}/recipients`, {
      token,
      body: { country: 'US', account_holder_name: 'Hana Host', account_number: '000123456789', routing_number: '110000000' },
    });
    expect((await api.request('GET', `/v2/payments/users/${SSOid}/bank/ready`, { token })).body).toMatchObject({ ready: true, identity_verified: false });
    const front = (await upload(token, fileForm(PNG, 'front.png', 'image/png'))).body.id;
    const back = (await upload(token, fileForm(PDF, 'back.pdf', 'application/pdf'))).body.id;
    const attached = await api.request('POST', `/v2/payments/users/${SSOid}/accounts/verification`, { token, body: { document_front: front, document_back: back } });
    expect(attached.status).toBe(200);
    expect(attached.body.combined_requirements.eventually_due).toEqual([]);
    expect(attached.body.individual.verification).toMatchObject({ status: 'verified', document: { front, back } });
    expect((await api.request('GET', `/v2/payments/users/${SSOid}/bank/ready`, { token })).body).toMatchObject({ ready: true, identity_verified: true });
    // Editing the details later keeps the verification.
    const edited = await api.request('PUT', `/v2/payments/users/${SSOid}/accounts`, { token, body: { ...US_INDIVIDUAL, city: 'Chicago' } });
    expect(edited.body.individual).toMatchObject({ city: 'Chicago', verification: { status: 'verified' } });
  });

  it('attaches a file once only, needs two different files, and a payout account', async () => {
    const { token, SSOid } = await freshHost();
    const front = (await upload(token, fileForm(PNG, 'front.png', 'image/png'))).body.id;
    const back = (await upload(token, fileForm(PNG, 'back.png', 'image/png'))).body.id;
    const noAccount = await api.request('POST', `/v2/payments/users/${SSOid}/accounts/verification`, { token, body: { document_front: front, document_back: back } });
    expect(noAccount.status).toBe(404);
    await api.request('POST', `/v2/payments/users/${SSOid}/accounts`, { token, body: US_INDIVIDUAL });
    const same = await api.request('POST', `/v2/payments/users/${SSOid}/accounts/verification`, { token, body: { document_front: front, document_back: front } });
    expect(same.body.issues).toEqual([{ field: 'document_back', message: MESSAGES['identityDocument.back'] }]);
    expect((await api.request('POST', `/v2/payments/users/${SSOid}/accounts/verification`, { token, body: { document_front: front, document_back: back } })).status).toBe(200);
    const again = await api.request('POST', `/v2/payments/users/${SSOid}/accounts/verification`, { token, body: { document_front: front, document_back: back } });
    expect(again.status).toBe(400);
    expect(again.body.issues.map((issue: { field: string }) => issue.field)).toEqual(['document_front', 'document_back']);
  });
});

describe('the blocked host’s loop', () => {
  it('clears the external-accounts error when a new valid bank account replaces the old one', async () => {
    const { token, SSOid } = await freshHost('blocked');
    expect((await api.request('GET', `/v2/payments/users/${SSOid}/bank/ready`, { token })).body).toMatchObject({ ready: false, external_accounts_error: expect.any(String) });
    const bank = await api.request('POST', `/v2/payments/users/${SSOid}/recipients`, {
      token,
      body: { country: 'GB', account_holder_name: 'Hana Blocked', account_number: '12345678', sort_code: '108800' },
    });
    expect(bank.status).toBe(201);
    const ready = (await api.request('GET', `/v2/payments/users/${SSOid}/bank/ready`, { token })).body;
    expect(ready).toMatchObject({ ready: true, payouts_enabled: true, external_accounts_error: null });
  });
});
