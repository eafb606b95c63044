/**
 * @jest-environment node
 */
import { compactDecrypt, exportJWK, generateKeyPair } from 'jose';
import { CardProviderError, createCardProvider, encryptCompactJwe } from '../card-provider';

const CARD = { name: 'Ada Lovelace', number: '4242424242424242', month: '12', year: '2031', cvv: '123' };

async function providerKeys() {
  const { publicKey, privateKey } = await generateKeyPair('RSA-OAEP-256', { extractable: true });
  return { jwk: { ...(await exportJWK(publicKey)), kid: 'cse_test' }, privateKey };
}

describe('the card provider module', () => {
  it('writes a compact JWE that a standard library opens with the provider’s private key', async () => {
    const { jwk, privateKey } = await providerKeys();
    const jwe = await encryptCompactJwe(globalThis.crypto, jwk, 'cse_test', JSON.stringify(CARD));
    expect(jwe.split('.')).toHaveLength(5);
    expect(jwe).not.toContain('4242');
    const { plaintext, protectedHeader } = await compactDecrypt(jwe, privateKey);
    expect(protectedHeader).toEqual({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'cse_test' });
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual(CARD);
  });

  it('reads the key once, posts only ciphertext to the tokeniser, and answers its token', async () => {
    const { jwk, privateKey } = await providerKeys();
    const sent: Array<{ url: string; body: string | undefined }> = [];
    const fakeFetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(url), body: init?.body as string | undefined });
      if (String(url).endsWith('/dev/cards/key')) return new Response(JSON.stringify({ kid: 'cse_test', jwk }), { status: 200 });
      const { plaintext } = await compactDecrypt(JSON.parse(init?.body as string).encrypted, privateKey);
      const card = JSON.parse(new TextDecoder().decode(plaintext)) as typeof CARD;
      return new Response(JSON.stringify({ id: 'tok_1234567890', card: { brand: 'visa', last4: card.number.slice(-4), exp_month: 12, exp_year: 2031 } }), { status: 201 });
    });
    const provider = createCardProvider({ providerUrl: 'http://provider.test/dev/cards/', fetch: fakeFetch as unknown as typeof fetch });
    await expect(provider.tokenize(CARD)).resolves.toMatchObject({ id: 'tok_1234567890', card: { last4: '4242' } });
    await provider.tokenize(CARD);
    expect(sent.filter((request) => request.url === 'http://provider.test/dev/cards/key')).toHaveLength(1);
    for (const request of sent) expect(`${request.url} ${request.body ?? ''}`).not.toContain(CARD.number);
  });

  it('turns a refusal into a CardProviderError with the provider’s message', async () => {
    const { jwk } = await providerKeys();
    const fakeFetch = async (url: RequestInfo | URL) =>
      String(url).endsWith('/key')
        ? new Response(JSON.stringify({ kid: 'cse_test', jwk }), { status: 200 })
        : new Response(JSON.stringify({ error: 'validation', error_description: 'This card has expired.' }), { status: 400 });
    const provider = createCardProvider({ providerUrl: 'http://provider.test/dev/cards', fetch: fakeFetch as typeof fetch });
    const failure = provider.tokenize(CARD);
    await expect(failure).rejects.toBeInstanceOf(CardProviderError);
    await expect(failure).rejects.toMatchObject({ status: 400, description: 'This card has expired.' });
  });

  it('asks for the key again after a failed read', async () => {
    const fakeFetch = jest.fn(async () => new Response('down', { status: 503 }));
    const provider = createCardProvider({ providerUrl: 'http://provider.test/dev/cards', fetch: fakeFetch as unknown as typeof fetch });
    await expect(provider.tokenize(CARD)).rejects.toBeInstanceOf(CardProviderError);
    await expect(provider.tokenize(CARD)).rejects.toBeInstanceOf(CardProviderError);
    expect(fakeFetch).toHaveBeenCalledTimes(2);
  });
});
