import { recordFigure } from '@hourspace/contracts/testing/security-figures';
import { DEV_STRIPE_PUBLISHABLE_KEY } from '@hourspace/contracts/dev-environment';
import { MESSAGES } from '@hourspace/validation';
import { US_INDIVIDUAL_PAYOUT_ACCOUNT as US_INDIVIDUAL } from '@hourspace/validation/testing';
import { testApiOfFile } from './support/test-api';

const api = testApiOfFile({ SEED_SPACES: '60', SEED_PHOTOS: '8' });

const SUITE = 'payout verification';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e0a8e00000000049454e44ae426082', 'hex');
const US_BANK = { country: 'US', account_holder_name: 'Hana Host', routing_number: '110000000', account_number: '000123456789' };

async function freshHost(payout: 'none' | 'blocked' = 'none') {
  const created = await api.request('POST', '/dev/hosts', { body: { payout } });
  const token = await api.login(created.body.email, created.body.password);
  return { token, SSOid: created.body.SSOid as string };
}

/** A file at the processor's file service, uploaded as the verify page uploads it (publishable key, no user). */
async function providerFile(purpose = 'identity_document'): Promise<string> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'id.png');
  const answer = await fetch(`${api.processor.url}/v1/files`, { method: 'POST', headers: { authorization: `Bearer ${DEV_STRIPE_PUBLISHABLE_KEY}` }, body: form });
  return ((await answer.json()) as { id: string }).id;
}

describe('ownership', () => {
  it('never attaches an identity document twice: a file another host attached is refused, and nothing is attached', async () => {
    const alice = await freshHost();
    const mallory = await freshHost();
    await api.request('POST', `/v2/payments/users/${alice.SSOid}/accounts`, { token: alice.token, body: US_INDIVIDUAL });
    await api.request('POST', `/v2/payments/users/${mallory.SSOid}/accounts`, { token: mallory.token, body: US_INDIVIDUAL });
    const [alicesFront, alicesBack, mallorysFile] = [await providerFile(), await providerFile(), await providerFile()];
    const own = await api.request('POST', `/v2/payments/users/${alice.SSOid}/accounts/verification`, {
      token: alice.token,
      body: { document_front: alicesFront, document_back: alicesBack },
    });
    expect(own.status).toBe(200);
    const stolen = await api.request('POST', `/v2/payments/users/${mallory.SSOid}/accounts/verification`, {
      token: mallory.token,
      body: { document_front: mallorysFile, document_back: alicesBack },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.issues).toEqual([{ field: 'document_back', message: MESSAGES['identityDocument.back'] }]);
    // Mallory's own file was not used up by the refused attempt, and nothing reached the provider.
    const account = (await api.request('GET', `/v2/payments/users/${mallory.SSOid}/accounts`, { token: mallory.token })).body;
    expect(account.individual.verification).toEqual({ status: 'unverified', document: null });
    const second = await providerFile();
    const retried = await api.request('POST', `/v2/payments/users/${mallory.SSOid}/accounts/verification`, {
      token: mallory.token,
      body: { document_front: mallorysFile, document_back: second },
    });
    expect(retried.status).toBe(200);
    recordFigure(SUITE, 'file ids attached twice', 0);
  });

  it('refuses a file that is not an identity document', async () => {
    const { token, SSOid } = await freshHost();
    await api.request('POST', `/v2/payments/users/${SSOid}/accounts`, { token, body: US_INDIVIDUAL });
    const other = await providerFile('additional_verification');
    const answer = await api.request('POST', `/v2/payments/users/${SSOid}/accounts/verification`, { token, body: { document_front: other, document_back: await providerFile() } });
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([{ field: 'document_front', message: MESSAGES['identityDocument.front'] }]);
  });

  it('answers 403 to every payout route of someone else’s account, and changes nothing', async () => {
    const alice = await freshHost('blocked');
    const mallory = await freshHost();
    const before = (await api.request('GET', `/v2/payments/users/${alice.SSOid}/accounts`, { token: alice.token })).body;
    const [a, b] = [await providerFile(), await providerFile()];
    const base = `/v2/payments/users/${alice.SSOid}`;
    const attempts: [string, string, unknown][] = [
      ['GET', `${base}/accounts`, undefined],
      ['POST', `${base}/accounts`, US_INDIVIDUAL],
      ['PUT', `${base}/accounts`, US_INDIVIDUAL],
      ['GET', `${base}/recipients`, undefined],
      ['POST', `${base}/recipients`, US_BANK],
      ['POST', `${base}/accounts/verification`, { document_front: a, document_back: b }],
      ['GET', `${base}/bank/ready`, undefined],
      ['GET', `${base}/payouts`, undefined],
    ];
    const statuses: number[] = [];
    for (const [method, path, body] of attempts) {
      const answer = await api.request(method, path, { token: mallory.token, ...(body === undefined ? {} : { body }) });
      statuses.push(answer.status);
      expect([method, path, answer.status]).toEqual([method, path, 403]);
    }
    const after = (await api.request('GET', `/v2/payments/users/${alice.SSOid}/accounts`, { token: alice.token })).body;
    expect(after.external_accounts.data).toEqual(before.external_accounts.data);
    expect(after.individual).toEqual(before.individual);
    recordFigure(SUITE, 'foreign payout requests refused with 403', `${statuses.filter((s) => s === 403).length} / ${attempts.length}`);
  });

  it('needs a signed-in caller, and answers 401 instead of a redirect', async () => {
    const { SSOid } = await freshHost();
    for (const [method, path] of [
      ['GET', 'accounts'],
      ['POST', 'accounts/verification'],
      ['GET', 'bank/ready'],
      ['GET', 'payouts'],
    ] as const) {
      const answer = await api.request(method, `/v2/payments/users/${SSOid}/${path}`, {
        ...(method === 'POST' ? { body: { document_front: 'file_aaaaaaaaaa', document_back: 'file_bbbbbbbbbb' } } : {}),
        redirect: 'manual',
      });
      expect([path, answer.status, answer.headers.get('location')]).toEqual([path, 401, null]);
    }
  });

  it('no longer has a local file service', async () => {
    const { token } = await freshHost();
    const form = new FormData();
    form.append('purpose', 'identity_document');
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'id.png');
    expect((await api.request('POST', '/dev/files', { raw: form, token })).status).toBe(404);
  });
});

describe('malformed input', () => {
  it('refuses verification bodies that are not two file ids, and asks the provider nothing', async () => {
    const { token, SSOid } = await freshHost();
    await api.request('POST', `/v2/payments/users/${SSOid}/accounts`, { token, body: US_INDIVIDUAL });
    const bodies: unknown[] = [
      {},
      [],
      { document_front: 42, document_back: true },
      { document_front: 'file_../../etc/passwd', document_back: 'file_bbbbbbbbbb' },
      { document_front: `file_${'a'.repeat(200)}`, document_back: 'file_bbbbbbbbbb' },
      { document_front: "file_aaaaaaaa' OR 1=1 --", document_back: 'file_bbbbbbbbbb' },
      { document_front: 'file_aaaaaaaaaa', document_back: 'file_bbbbbbbbbb' },
    ];
    for (const body of bodies) {
      const answer = await api.request('POST', `/v2/payments/users/${SSOid}/accounts/verification`, { token, body });
      expect([JSON.stringify(body).slice(0, 40), answer.status]).toEqual([JSON.stringify(body).slice(0, 40), 400]);
      expect(typeof answer.body.error_description).toBe('string');
    }
    expect((await api.request('GET', `/v2/payments/users/${SSOid}/bank/ready`, { token })).body.identity_verified).toBe(false);
    recordFigure(SUITE, 'malformed verification bodies refused with 400', bodies.length);
  });

  it('refuses bank accounts that do not fit the country, before the provider is asked', async () => {
    const { token, SSOid } = await freshHost();
    await api.request('POST', `/v2/payments/users/${SSOid}/accounts`, { token, body: US_INDIVIDUAL });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...US_BANK, country: 'XX' }, 'country'],
      [{ ...US_BANK, routing_number: '12' }, 'routing_number'],
      [{ ...US_BANK, account_number: '' }, 'account_number'],
      [{ country: 'GB', account_holder_name: 'Hana Host', account_number: '12345678', sort_code: 'abcdef' }, 'sort_code'],
      [{ country: 'DE', account_holder_name: 'Hana Host', iban: '<script>' }, 'iban'],
    ];
    for (const [body, field] of cases) {
      const answer = await api.request('POST', `/v2/payments/users/${SSOid}/recipients`, { token, body });
      expect([field, answer.status, answer.body.issues?.[0]?.field]).toEqual([field, 400, field]);
    }
    expect((await api.request('GET', `/v2/payments/users/${SSOid}/recipients`, { token })).body.data).toEqual([]);
  });

  it('refuses payout details that do not fit the country', async () => {
    const { token, SSOid } = await freshHost();
    const answer = await api.request('POST', `/v2/payments/users/${SSOid}/accounts`, { token, body: { ...US_INDIVIDUAL, country: 'AU', state: 'TX' } });
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([{ field: 'state', message: MESSAGES['state.required'] }]);
  });
});
