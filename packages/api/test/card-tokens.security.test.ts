import { CompactEncrypt, generateKeyPair, importJWK, type JWK } from 'jose';
import { MESSAGES } from '@hourspace/validation';
import { recordFigure } from '@hourspace/contracts/testing/security-figures';
import { freshEmail, testApiOfFile } from './support/test-api';

const api = testApiOfFile({ SEED_SPACES: '20', SEED_PHOTOS: '2', HS_TEST_LOGS: '1' });

const CARD = { name: 'Ada Lovelace', number: '4242424242424242', month: '12', year: String(new Date().getFullYear() + 3), cvv: '123' };

/** What the card form in the browser sends: the card as a compact JWE to the provider's key. */
async function encryptTo(jwk: JWK, card: unknown, kid = jwk.kid): Promise<string> {
  const key = await importJWK(jwk, 'RSA-OAEP-256');
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(card))).setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid }).encrypt(key);
}

async function providerKey(): Promise<JWK> {
  const answer = await api.request('GET', '/dev/cards/key');
  expect(answer.status).toBe(200);
  return answer.body.jwk;
}

describe('the card provider stand-in (client-side encryption)', () => {
  it('publishes only the public half of its key', async () => {
    const answer = await api.request('GET', '/dev/cards/key');
    expect(answer.body.kid).toMatch(/^cse_/);
    expect(answer.body.jwk).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256', use: 'enc', kid: answer.body.kid });
    for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(answer.body.jwk).not.toHaveProperty(secret);
    expect((await api.request('GET', '/dev/cards/key')).body.kid).toBe(answer.body.kid);
  });

  it('tokenises an encrypted card that the owner then saves, and never logs the number', async () => {
    const { access_token: token, SSOid } = await api.signup(freshEmail('cse'));
    const tokenised = await api.request('POST', '/dev/cards/tokens', { body: { encrypted: await encryptTo(await providerKey(), CARD) } });
    expect(tokenised.status).toBe(201);
    expect(tokenised.body.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12 });
    const saved = await api.request('POST', `/v2/payments/users/${SSOid}/cards/${tokenised.body.id}`, { token });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ last4: '4242', name: 'Ada Lovelace' });
    expect(JSON.stringify(saved.body)).not.toContain(CARD.number);
    expect(api.logs()).not.toContain(CARD.number);
  });

  it('applies the card rules to the decrypted card, Luhn included', async () => {
    const jwk = await providerKey();
    const luhn = await api.request('POST', '/dev/cards/tokens', { body: { encrypted: await encryptTo(jwk, { ...CARD, number: '4242424242424241' }) } });
    expect(luhn.status).toBe(400);
    expect(luhn.body.error_description).toBe(MESSAGES['card.number.luhn']);
    const past = await api.request('POST', '/dev/cards/tokens', { body: { encrypted: await encryptTo(jwk, { ...CARD, year: String(new Date().getFullYear() - 1) }) } });
    expect(past.body.error_description).toBe(MESSAGES['card.year.past']);
  });

  it('refuses tampered ciphertext, another key, a wrong kid and plaintext that is not a card object', async () => {
    const jwk = await providerKey();
    const good = await encryptTo(jwk, CARD);
    const parts = good.split('.');
    const flipped = parts[3]!.startsWith('A') ? `B${parts[3]!.slice(1)}` : `A${parts[3]!.slice(1)}`;
    const other = await generateKeyPair('RSA-OAEP-256', { extractable: true });
    const otherJwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(CARD)))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: jwk.kid })
      .encrypt(other.publicKey);
    const attempts = [
      [...parts.slice(0, 3), flipped, parts[4]].join('.'),
      otherJwe,
      await encryptTo(jwk, CARD, 'cse_someone_else'),
      await encryptTo(jwk, [CARD]),
      await encryptTo(jwk, 'not json at all'),
      'not.a.jwe',
      'x'.repeat(5000),
    ];
    let refused = 0;
    for (const encrypted of attempts) {
      const answer = await api.request('POST', '/dev/cards/tokens', { body: { encrypted } });
      if (answer.status === 400) refused += 1;
      expect(answer.status).toBe(400);
    }
    recordFigure('card tokens', 'forged or tampered encrypted cards refused', `${refused}/${attempts.length}`);
  });

  it('never redirects, whatever the request asks for', async () => {
    const attempts = [
      await api.request('GET', '/dev/cards/key?next=//evil.example&redirect=https://evil.example', { redirect: 'manual' }),
      await api.request('POST', '/dev/cards/tokens?return_to=https://evil.example', { body: { encrypted: 'x', redirect_uri: 'https://evil.example' }, redirect: 'manual' }),
      await api.request('POST', '/dev/cards/tokens', { body: { ...CARD, redirect_uri: '//evil.example' }, redirect: 'manual' }),
    ];
    for (const answer of attempts) {
      expect(answer.status < 300 || answer.status >= 400).toBe(true);
      expect(answer.headers.get('location')).toBeNull();
    }
  });

  it('lets only the owner save a card to their account, and a token only once for anyone', async () => {
    const owner = await api.signup(freshEmail('cse-owner'));
    const other = await api.signup(freshEmail('cse-other'));
    const tokenised = await api.request('POST', '/dev/cards/tokens', { body: { encrypted: await encryptTo(await providerKey(), CARD) } });
    expect((await api.request('POST', `/v2/payments/users/${owner.SSOid}/cards/${tokenised.body.id}`, { token: other.access_token })).status).toBe(403);
    expect((await api.request('POST', `/v2/payments/users/${owner.SSOid}/cards/${tokenised.body.id}`, { token: owner.access_token })).status).toBe(201);
    const reuse = await api.request('POST', `/v2/payments/users/${other.SSOid}/cards/${tokenised.body.id}`, { token: other.access_token });
    expect(reuse.body.error).toBe('invalid_card_token');
    expect((await api.request('GET', `/v2/payments/users/${other.SSOid}/cards`, { token: other.access_token })).body.data).toEqual([]);
  });
});
