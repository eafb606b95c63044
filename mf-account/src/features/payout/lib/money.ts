import { numberFormat } from '@hourspace/i18n';

/**
 * An amount in integer minor units (the provider's and our ledger's form) in `currency`
 * (lowercase ISO 4217, as the provider writes it), in the page's locale. How many minor units
 * make one is the currency's own (2 for EUR, 0 for JPY, 3 for KWD), as Intl knows it.
 */
export function formatMinorUnits(amount: number, currency: string, locale: string): string {
  const format = numberFormat(locale, { style: 'currency', currency: currency.toUpperCase() });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}
