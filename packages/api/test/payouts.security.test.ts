import { recordFigure } from '@hourspace/contracts/testing/security-figures';
import { MESSAGES } from '@hourspace/validation';
import { testApiOfFile } from './support/test-api';
import { US_INDIVIDUAL_PAYOUT_ACCOUNT as US_INDIVIDUAL } from '@hourspace/validation/testing';

const api = testApiOfFile({ SEED_SPACES: '60', SEED_PHOTOS: '8' });

const SUITE = 'payout verification';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e0a8e00000000049454e44ae426082', 'hex');

async function freshHost(payout: 'none' | 'blocked' = 'none') {
  const created = await api.request('POST', '/dev/hosts', { body: { payout } });
  const token = await api.login(created.body.email, created.body.password);
  return { token, SSOid: created.body.SSOid as string };
}

function fileForm(data: Buffer, name = 'id.png', type = 'image/png', purpose: string | null = 'identity_document'): FormData {
  const form = new FormData();
  if (purpose !== null) form.append('purpose', purpose);
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  return form;
}

describe('ownership', () => {
  it('never attaches another host’s identity document, and attaches nothing when one side is not yours', async () => {
    const alice = await freshHost();
    const mallory = await freshHost();
    await api.request('POST', `/v2/payments/users/${mallory.SSOid}/accounts`, { token: mallory.token, body: US_INDIVIDUAL });
    const alicesFile = (await api.request('POST', '/dev/files', { raw: fileForm(PNG), token: alice.token })).body.id;
    const mallorysFile = (await api.request('POST', '/dev/files', { raw: fileForm(PNG), token: mallory.token })).body.id;
    const stolen = await api.request('POST', `/v2/payments/users/${mallory.SSOid}/accounts/verification`, {
      token: mallory.token,
      body: { document_front: mallorysFile, document_back: alicesFile },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.issues).toEqual([{ field: 'document_back', message: MESSAGES['identityDocument.back'] }]);
    // Mallory's own file was not used up by the refused attempt.
    const bank = (await api.request('GET', `/v2/payments/users/${mallory.SSOid}/bank/ready`, { token: mallory.token })).body;
    expect(bank.identity_verified).toBe(false);
    const second = (await api.request('POST', '/dev/files', { raw: fileForm(PNG), token: mallory.token })).body.id;
    const own = await api.request('POST', `/v2/payments/users/${mallory.SSOid}/accounts/verification`, {
      token: mallory.token,
      body: { document_front: mallorysFile, document_back: second },
    });
    expect(own.status).toBe(200);
    recordFigure(SUITE, 'foreign file ids attached', 0);
  });

  it('refuses to verify or read someone else’s payout account', async () => {
    const alice = await freshHost();
    const mallory = await freshHost();
    await api.request('POST', `/v2/payments/users/${alice.SSOid}/accounts`, { token: alice.token, body: US_INDIVIDUAL });
    const a = (await api.request('POST', '/dev/files', { raw: fileForm(PNG), token: mallory.token })).body.id;
    const b = (await api.request('POST', '/dev/files', { raw: fileForm(PNG), token: mallory.token })).body.id;
    const answer = await api.request('POST', `/v2/payments/users/${alice.SSOid}/accounts/verification`, { token: mallory.token, body: { document_front: a, document_back: b } });
    expect(answer.status).toBe(403);
    expect((await api.request('GET', `/v2/payments/users/${alice.SSOid}/bank/ready`, { token: mallory.token })).status).toBe(403);
    expect((await api.request('PUT', `/v2/payments/users/${alice.SSOid}/accounts`, { token: mallory.token, body: US_INDIVIDUAL })).status).toBe(403);
  });

  it('needs a signed-in uploader, and answers 401 instead of a redirect', async () => {
    const anonymous = await api.request('POST', '/dev/files', { raw: fileForm(PNG), redirect: 'manual' });
    expect(anonymous.status).toBe(401);
    const { SSOid } = await freshHost();
    const verify = await api.request('POST', `/v2/payments/users/${SSOid}/accounts/verification`, {
      body: { document_front: 'file_aaaaaaaaaa', document_back: 'file_bbbbbbbbbb' },
      redirect: 'manual',
    });
    expect(verify.status).toBe(401);
    expect(verify.headers.get('location')).toBeNull();
  });
});

describe('malformed input', () => {
  it('answers every malformed upload with a 400 and a message, never a 5xx', async () => {
    const { token } = await freshHost();
    const cases: Array<[string, FormData | string]> = [
      ['no multipart', 'plain text'],
      ['no purpose', fileForm(PNG, 'id.png', 'image/png', null)],
      ['unknown purpose', fileForm(PNG, 'id.png', 'image/png', 'avatar')],
      ['empty file', fileForm(Buffer.alloc(0))],
      ['html as png', fileForm(Buffer.from('<html><script>alert(1)</script></html>'))],
      ['svg', fileForm(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'id.svg', 'image/svg+xml')],
    ];
    const twoFiles = fileForm(PNG);
    twoFiles.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'second.png');
    cases.push(['two files', twoFiles]);
    const statuses: number[] = [];
    for (const [name, raw] of cases) {
      const answer = await api.request('POST', '/dev/files', { raw, token, ...(typeof raw === 'string' ? { headers: { 'content-type': 'text/plain' } } : {}) });
      statuses.push(answer.status);
      expect([name, answer.status]).toEqual([name, 400]);
      expect(typeof answer.body.error_description).toBe('string');
    }
    recordFigure(SUITE, 'malformed uploads refused with 400', statuses.filter((s) => s === 400).length);
  });

  it('refuses verification bodies that are not two file ids', async () => {
    const { token, SSOid } = await freshHost();
    await api.request('POST', `/v2/payments/users/${SSOid}/accounts`, { token, body: US_INDIVIDUAL });
    const bodies: unknown[] = [
      {},
      [],
      { document_front: 42, document_back: true },
      { document_front: 'file_../../etc/passwd', document_back: 'file_bbbbbbbbbb' },
      { document_front: `file_${'a'.repeat(200)}`, document_back: 'file_bbbbbbbbbb' },
      { document_front: "file_aaaaaaaa' OR 1=1 --", document_back: 'file_bbbbbbbbbb' },
    ];
    for (const body of bodies) {
      const answer = await api.request('POST', `/v2/payments/users/${SSOid}/accounts/verification`, { token, body });
      expect([JSON.stringify(body).slice(0, 40), answer.status]).toEqual([JSON.stringify(body).slice(0, 40), 400]);
    }
    expect((await api.request('GET', `/v2/payments/users/${SSOid}/bank/ready`, { token })).body.identity_verified).toBe(false);
  });

  it('refuses payout details that do not fit the country', async () => {
    const { token, SSOid } = await freshHost();
    const answer = await api.request('POST', `/v2/payments/users/${SSOid}/accounts`, { token, body: { ...US_INDIVIDUAL, country: 'AU', state: 'TX' } });
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([{ field: 'state', message: MESSAGES['state.required'] }]);
  });
});
