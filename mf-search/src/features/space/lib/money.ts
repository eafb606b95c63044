import { numberFormat, dateTimeFormat } from '@hourspace/i18n';

/** An amount in the locale's way of writing money, in the space's currency (cents only when there are any). */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const whole = Number.isInteger(amount);
  try {
    return numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(amount);
  } catch {
    return `${amount.toFixed(whole ? 0 : 2)} ${currency}`;
  }
}

/** A time of day from minutes since midnight (a close past midnight wraps), as the locale writes it. */
export function formatMinutes(minutes: number, locale: string): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  try {
    return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 3, Math.floor(m / 60), m % 60)));
  } catch {
    return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
  }
}
