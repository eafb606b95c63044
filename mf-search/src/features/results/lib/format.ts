import { localeInfo, numberFormat } from '@hourspace/i18n';

/**
 * An hourly price in the locale's way of writing money: the space's own currency when
 * the API gives one, else the locale's (en-US '$165', de-DE '165 €'). Whole amounts
 * show no cents.
 */
export function formatPrice(amount: number, currency: string | null, locale: string): string {
  const code = currency ?? localeInfo(locale).currency;
  const whole = Number.isInteger(amount);
  try {
    return numberFormat(locale, { style: 'currency', currency: code, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(amount);
  } catch {
    // An unknown currency code: the amount with the code, rather than no price.
    return `${numberFormat('en-US').format(amount)} ${code}`;
  }
}

/** A rating with one decimal in the locale (4.9, 4,9). */
export function formatRating(rating: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

/** The currency a price filter is in, for its label ('$', '€'): the results' currency when known, else the locale's. */
export function currencySymbol(locale: string, currency: string | null = null): string {
  const code = currency ?? localeInfo(locale).currency;
  const part = numberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? code;
}

/** A distance in kilometres as the locale writes it, one decimal under 10 km ('1.2 km', '1,2 km'). */
export function formatDistance(km: number, locale: string): string {
  return numberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
}
