import type { Card } from '@hourspace/validation';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { compactDecrypt, exportJWK, generateKeyPair, type JWK, type KeyLike } from 'jose';
import { cards, cardTokens } from '../db/schema';
import { dateOf } from '../lib/clock';
import { ApiError } from '../lib/errors';
import { randomToken } from '../lib/tokens';
import type { AppContext } from './context';

/** The brand of a card number by its leading digits. */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'unknown';
}

/**
 * The local card provider's tokeniser: keeps the card's brand, last four digits and
 * expiry under a new token. The number itself is never stored.
 */
export async function tokenizeCard(ctx: AppContext, card: Card) {
  const token = `tok_${randomToken(18)}`;
  await ctx.db
    .insert(cardTokens)
    .values({ token, brand: cardBrand(card.number), last4: card.number.slice(-4), expMonth: Number(card.month), expYear: Number(card.year), name: card.name });
  return { id: token, card: { brand: cardBrand(card.number), last4: card.number.slice(-4), exp_month: Number(card.month), exp_year: Number(card.year) } };
}

/** The public key the card form encrypts card data with, as a JWK with its `kid`. */
export interface CardEncryptionKey {
  kid: string;
  jwk: JWK;
}

let keyPair: Promise<{ kid: string; jwk: JWK; privateKey: KeyLike }> | null = null;

/**
 * The local card provider's encryption key pair (RSA-OAEP-256), made once per process
 * like a provider's client-side-encryption key. Card data encrypted to it can be read only
 * by the tokeniser, so the page's requests never carry a card number in clear, even though
 * the local provider shares the API's origin (docs/decisions/account-card-tokens.md).
 */
function cardKeyPair() {
  keyPair ??= (async () => {
    const { publicKey, privateKey } = await generateKeyPair('RSA-OAEP-256', { modulusLength: 2048, extractable: true });
    const kid = `cse_${randomToken(9)}`;
    return { kid, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RSA-OAEP-256', use: 'enc' }, privateKey };
  })();
  return keyPair;
}

/** The public half of the card encryption key. */
export async function cardEncryptionKey(): Promise<CardEncryptionKey> {
  const { kid, jwk } = await cardKeyPair();
  return { kid, jwk };
}

/**
 * Reads card data a card form encrypted to the provider's key: a compact JWE (RSA-OAEP-256
 * with A256GCM) whose plaintext is the card form as JSON. Anything else, or a JWE for
 * another key, is refused with the same 400.
 */
export async function decryptCard(encrypted: string): Promise<Record<string, unknown>> {
  const refused = new ApiError(400, 'invalid_card_data', 'The card data could not be read. Please try again.');
  const { kid, privateKey } = await cardKeyPair();
  if (encrypted.length > 4096) throw refused;
  try {
    const { plaintext, protectedHeader } = await compactDecrypt(encrypted, privateKey, { keyManagementAlgorithms: ['RSA-OAEP-256'], contentEncryptionAlgorithms: ['A256GCM'] });
    if (protectedHeader.kid !== kid) throw refused;
    const card: unknown = JSON.parse(new TextDecoder().decode(plaintext));
    if (typeof card !== 'object' || card === null || Array.isArray(card)) throw refused;
    return card as Record<string, unknown>;
  } catch {
    throw refused;
  }
}

/** The saved cards of a profile, newest first. */
export async function listCards(ctx: AppContext, profileId: string) {
  const rows = await ctx.db.select().from(cards).where(eq(cards.profileId, profileId)).orderBy(desc(cards.createdAt));
  return { data: rows.map((c) => ({ id: c.id, brand: c.brand, last4: c.last4, exp_month: c.expMonth, exp_year: c.expYear, name: c.name })) };
}

/** Saves a tokenised card for a profile; each token works once. */
export async function saveCard(ctx: AppContext, profileId: string, token: string) {
  if (!/^tok_[A-Za-z0-9_-]{10,60}$/.test(token)) throw new ApiError(400, 'invalid_card_token', 'This card token is not valid.');
  const [claimed] = await ctx.db
    .update(cardTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(cardTokens.token, token), isNull(cardTokens.usedAt)))
    .returning();
  if (!claimed) throw new ApiError(400, 'invalid_card_token', 'This card token is not valid or was already used.');
  const now = dateOf(ctx.clock);
  if (claimed.expYear < now.getUTCFullYear() || (claimed.expYear === now.getUTCFullYear() && claimed.expMonth < now.getUTCMonth() + 1)) {
    throw new ApiError(400, 'card_expired', 'This card has expired.');
  }
  const id = `card_${randomToken(12)}`;
  await ctx.db.insert(cards).values({ id, profileId, brand: claimed.brand, last4: claimed.last4, expMonth: claimed.expMonth, expYear: claimed.expYear, name: claimed.name });
  return { id, brand: claimed.brand, last4: claimed.last4, exp_month: claimed.expMonth, exp_year: claimed.expYear, name: claimed.name };
}
