/** The seven countries the marketplace serves (payout accounts, market cities). */
export const MARKET_COUNTRIES = ['US', 'GB', 'CA', 'AU', 'ES', 'DE', 'FR'] as const;
export type MarketCountry = (typeof MARKET_COUNTRIES)[number];

/** The currency prices and payouts use in each country. */
export const CURRENCY: Record<MarketCountry, string> = { US: 'USD', GB: 'GBP', CA: 'CAD', AU: 'AUD', ES: 'EUR', DE: 'EUR', FR: 'EUR' };
