import { numberFormat, dateTimeFormat } from '@hourspace/i18n';

/**
 * An amount in minor units of `currency` (`digits` after the point: 2 for usd, 0 for jpy, 3 for
 * kwd; docs/decisions/checkout-money.md) as the locale writes money. The integer is split into
 * whole and fraction by string, so no float product ever rounds a cent the wrong way.
 */
export function formatMinor(amount: number, currency: string, digits: number, locale: string): string {
  const code = currency.toUpperCase();
  const sign = amount < 0 ? '-' : '';
  const text = String(Math.abs(Math.trunc(amount))).padStart(digits + 1, '0');
  const decimal = digits > 0 ? `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}` : `${sign}${text}`;
  try {
    // Intl takes a decimal string exactly (ES2023 "Intl.NumberFormat v3").
    return numberFormat(locale, { style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(decimal as unknown as number);
  } catch {
    return `${decimal} ${code}`;
  }
}

/** An amount in major units (the booking's lines, as the API answers them outside `payment`). */
export function formatMajor(amount: number | null, currency: string | null, locale: string): string {
  if (amount === null || currency === null) return '';
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** A moment's day as the locale writes it ("May 2, 2030"), or '' for a missing or bad one. */
export function formatDay(iso: string | null, locale: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return dateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
  } catch {
    return iso.slice(0, 10);
  }
}

/** A moment's day and time as the locale writes them ("May 2, 2030, 10:00 AM"), or '' for a missing or bad one. */
export function formatMoment(iso: string | null, locale: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return iso.slice(0, 16).replace('T', ' ');
  }
}
