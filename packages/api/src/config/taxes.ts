import type { MarketCountry } from './currencies';

/**
 * Taxes the price breakdown adds on the subtotal and the guest service fee (config/fees.ts),
 * by the space's country, in percent. A country absent here gets no tax line: US sales tax
 * differs by state and city and is the host's to collect.
 */
export const TAXES: Partial<Record<MarketCountry, { name: 'vat' | 'gst'; percent: number }>> = {
  GB: { name: 'vat', percent: 20 },
  FR: { name: 'vat', percent: 20 },
  ES: { name: 'vat', percent: 21 },
  DE: { name: 'vat', percent: 19 },
  AU: { name: 'gst', percent: 10 },
  CA: { name: 'gst', percent: 5 },
};
