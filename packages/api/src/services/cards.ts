/**
 * Saved cards through the provider's SetupIntent flow (docs/decisions/payments-provider.md):
 * the page confirms a set-up on the provider's own card frame, the API then reads the set-up
 * back and keeps what the provider reports of the card (brand, last four, expiry), never a number.
 */
import { desc, eq } from 'drizzle-orm';
import { cards, paymentCustomers } from '../db/schema';
import { dateOf } from '../lib/clock';
import { ApiError } from '../lib/errors';
import { randomToken } from '../lib/tokens';
import { isRefusal, providerUnavailable } from '../payments/api-errors';
import { ProviderError, type SavedCard } from '../payments/provider';
import type { Profile } from './auth';
import type { AppContext } from './context';

/** A SetupIntent id as Stripe (and the local processor) writes it; never its client secret. */
const SETUP_ID = /^seti_[A-Za-z0-9]{8,64}$/;

/** One answer for every set-up that is not the caller's to save: a bad id, someone else's, unfinished. */
const invalidToken = () => new ApiError(400, 'invalid_card_token', 'This card token is not valid.');

/** Provider failures that are not about the request become 502; refusals are the caller's `refused`. */
async function fromProvider<T>(work: () => Promise<T>, refused: () => ApiError): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isRefusal(error)) throw refused();
    if (error instanceof ProviderError) throw providerUnavailable(error);
    throw error;
  }
}

/** The profile's customer at the provider, made on first use (one per profile: the key is the profile's id). */
export async function customerOf(ctx: AppContext, profile: Profile): Promise<string> {
  const [known] = await ctx.db.select().from(paymentCustomers).where(eq(paymentCustomers.profileId, profile.id));
  if (known) return known.providerCustomerId;
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const made = await fromProvider(
    () => ctx.payments.createCustomer({ email: profile.email, name, profileId: profile.id }, `customer-${profile.id}`),
    () => providerUnavailable(),
  );
  await ctx.db.insert(paymentCustomers).values({ profileId: profile.id, providerCustomerId: made.id }).onConflictDoNothing();
  const [stored] = await ctx.db.select().from(paymentCustomers).where(eq(paymentCustomers.profileId, profile.id));
  return stored?.providerCustomerId ?? made.id;
}

/** A new set-up for the caller's customer: the page confirms it with the card frame (`stripe.confirmCardSetup`). */
export async function startCardSetup(ctx: AppContext, profile: Profile) {
  const customerId = await customerOf(ctx, profile);
  const setup = await fromProvider(
    () => ctx.payments.createCardSetup(customerId),
    () => providerUnavailable(),
  );
  return { id: setup.id, client_secret: setup.clientSecret };
}

type CardRow = typeof cards.$inferSelect;

const cardAnswer = (c: CardRow) => ({ id: c.id, brand: c.brand, last4: c.last4, exp_month: c.expMonth, exp_year: c.expYear, name: c.name });

/** The saved cards of a profile, newest first. */
export async function listCards(ctx: AppContext, profileId: string) {
  const rows = await ctx.db.select().from(cards).where(eq(cards.profileId, profileId)).orderBy(desc(cards.createdAt));
  return { data: rows.map(cardAnswer) };
}

function expired(ctx: AppContext, card: SavedCard): boolean {
  const now = dateOf(ctx.clock);
  return card.expYear < now.getUTCFullYear() || (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
}

/**
 * Saves the card of a succeeded set-up of the caller's customer. The same set-up saved again
 * answers the card it saved (`created: false`), never a second row.
 */
export async function saveCard(ctx: AppContext, profile: Profile, token: string): Promise<{ card: ReturnType<typeof cardAnswer>; created: boolean }> {
  if (!SETUP_ID.test(token)) throw invalidToken();
  const [customer] = await ctx.db.select().from(paymentCustomers).where(eq(paymentCustomers.profileId, profile.id));
  // No customer yet: the caller never started a set-up, so this one is someone else's.
  if (!customer) throw invalidToken();
  const setup = await fromProvider(() => ctx.payments.readCardSetup(token), invalidToken);
  if (setup.customerId !== customer.providerCustomerId || setup.status !== 'succeeded' || !setup.paymentMethodId) throw invalidToken();
  const paymentMethodId = setup.paymentMethodId;
  const [saved] = await ctx.db.select().from(cards).where(eq(cards.providerPaymentMethodId, paymentMethodId));
  if (saved) {
    if (saved.profileId !== profile.id) throw invalidToken();
    return { card: cardAnswer(saved), created: false };
  }
  const card = await fromProvider(() => ctx.payments.readCard(paymentMethodId), invalidToken);
  if (card.customerId !== null && card.customerId !== customer.providerCustomerId) throw invalidToken();
  if (expired(ctx, card)) throw new ApiError(400, 'card_expired', 'This card has expired.');
  const [inserted] = await ctx.db
    .insert(cards)
    .values({
      id: `card_${randomToken(12)}`,
      profileId: profile.id,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      name: card.name ?? '',
      providerPaymentMethodId: paymentMethodId,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { card: cardAnswer(inserted), created: true };
  // Saved by a concurrent request for the same set-up in the meantime.
  const [winner] = await ctx.db.select().from(cards).where(eq(cards.providerPaymentMethodId, paymentMethodId));
  if (!winner || winner.profileId !== profile.id) throw invalidToken();
  return { card: cardAnswer(winner), created: false };
}
