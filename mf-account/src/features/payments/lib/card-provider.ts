import { webEnvironment } from '@hourspace/contracts';
import type { CardDetails, CardProvider, CardToken } from '../../../lib/account-api';

/**
 * The card provider, and the only code that ever sees a card number. A real provider's SDK
 * (its hosted fields or tokeniser) replaces this module; the page keeps the `CardProvider`
 * interface. Its URL is the channel's `cardProviderUrl` (the page's environment:
 * docs/decisions/release-environment-in-the-channel.md).
 * Locally the provider is the API's dev surface (`/dev/cards/*`), which shares
 * our API's origin, so the card is encrypted in the browser to the provider's public key
 * (RSA-OAEP-256 + A256GCM as a compact JWE, like a provider's client-side encryption) and
 * no request carries the number in clear (docs/decisions/account-card-tokens.md).
 */
export function createCardProvider(options: { providerUrl?: string; fetch?: typeof fetch; crypto?: Crypto } = {}): CardProvider {
  const providerUrl = (options.providerUrl ?? webEnvironment().cardProviderUrl).replace(/\/$/, '');
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const webCrypto = options.crypto ?? globalThis.crypto;
  let key: Promise<{ kid: string; jwk: JsonWebKey }> | null = null;

  const readKey = () => {
    key ??= providerJson<{ kid: string; jwk: JsonWebKey }>(doFetch(`${providerUrl}/key`, { credentials: 'omit' })).catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };

  return {
    async tokenize(card: CardDetails): Promise<CardToken> {
      const { kid, jwk } = await readKey();
      const encrypted = await encryptCompactJwe(webCrypto, jwk, kid, JSON.stringify(card));
      return providerJson<CardToken>(
        doFetch(`${providerUrl}/tokens`, { method: 'POST', credentials: 'omit', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ encrypted }) }),
      );
    },
  };
}

/** A refusal from the card provider, with its message when it gave one. */
export class CardProviderError extends Error {
  constructor(
    readonly status: number,
    readonly description: string | null,
  ) {
    super(description ?? `The card provider answered ${status}`);
    this.name = 'CardProviderError';
  }
}

async function providerJson<T>(answer: Promise<Response>): Promise<T> {
  const response = await answer;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const description =
      typeof body === 'object' && body !== null && typeof (body as { error_description?: unknown }).error_description === 'string'
        ? (body as { error_description: string }).error_description
        : null;
    throw new CardProviderError(response.status, description);
  }
  return body as T;
}

function base64Url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * `plaintext` as a compact JWE (RFC 7516) for an RSA public key: a fresh 256-bit content
 * key wrapped with RSA-OAEP-256, the content sealed with AES-256-GCM, the protected header
 * as additional data. Web Crypto only, so no library is bundled for it.
 */
export async function encryptCompactJwe(webCrypto: Crypto, jwk: JsonWebKey, kid: string, plaintext: string): Promise<string> {
  const header = base64Url(new TextEncoder().encode(JSON.stringify({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid })));
  const publicKey = await webCrypto.subtle.importKey('jwk', { kty: jwk.kty, n: jwk.n, e: jwk.e }, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const contentKey = webCrypto.getRandomValues(new Uint8Array(32));
  const iv = webCrypto.getRandomValues(new Uint8Array(12));
  const wrappedKey = await webCrypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, contentKey);
  const aesKey = await webCrypto.subtle.importKey('raw', contentKey, { name: 'AES-GCM' }, false, ['encrypt']);
  const sealed = new Uint8Array(
    await webCrypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(header), tagLength: 128 }, aesKey, new TextEncoder().encode(plaintext)),
  );
  const ciphertext = sealed.slice(0, sealed.length - 16);
  const tag = sealed.slice(sealed.length - 16);
  return [header, base64Url(wrappedKey), base64Url(iv), base64Url(ciphertext), base64Url(tag)].join('.');
}
