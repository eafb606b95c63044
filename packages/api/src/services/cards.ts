import type { Card } from '@hourspace/validation';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { cards, cardTokens } from '../db/schema';
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
  const now = new Date();
  if (claimed.expYear < now.getUTCFullYear() || (claimed.expYear === now.getUTCFullYear() && claimed.expMonth < now.getUTCMonth() + 1)) {
    throw new ApiError(400, 'card_expired', 'This card has expired.');
  }
  const id = `card_${randomToken(12)}`;
  await ctx.db.insert(cards).values({ id, profileId, brand: claimed.brand, last4: claimed.last4, expMonth: claimed.expMonth, expYear: claimed.expYear, name: claimed.name });
  return { id, brand: claimed.brand, last4: claimed.last4, exp_month: claimed.expMonth, exp_year: claimed.expYear, name: claimed.name };
}
