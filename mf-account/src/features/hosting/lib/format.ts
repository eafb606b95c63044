import { numberFormat, dateTimeFormat } from '@hourspace/i18n';

/** Money in the page's locale, in the space's currency. */
export function money(amount: number, currency: string, locale: string): string {
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** 'YYYY-MM' of a date (UTC fields). */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The month `delta` months from 'YYYY-MM'. */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return monthOf(new Date(Date.UTC(y, m - 1 + delta, 1)));
}

/** The days of a month's grid, Monday first: leading nulls, then 'YYYY-MM-DD' for every day. */
export function monthGrid(month: string): Array<string | null> {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const out: Array<string | null> = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= days; d++) out.push(`${month}-${String(d).padStart(2, '0')}`);
  return out;
}

/** The day `delta` days from 'YYYY-MM-DD'. */
export function addDays(day: string, delta: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + delta * 86_400_000).toISOString().slice(0, 10);
}

/** A local 'YYYY-MM-DD' or stamp read as wall-clock time (formatted in UTC so no time zone moves it). */
const wall = (stamp: string) => new Date(`${stamp.length === 10 ? `${stamp}T00:00:00` : stamp}Z`);

/** 'March 2027' in the page's locale. */
export function monthLabel(month: string, locale: string): string {
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(wall(`${month}-01`));
}

/** 'Thursday, March 4, 2027' in the page's locale. */
export function dayLabel(day: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(wall(day));
}

/** The short weekday names, Monday first, in the page's locale. */
export function weekdayNames(locale: string): string[] {
  const format = dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
}

/** '10:00 AM – 1:00 PM' of two local stamps in the page's locale. */
export function hoursLabel(startsAt: string, endsAt: string, locale: string): string {
  const time = dateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' });
  return `${time.format(wall(startsAt))} – ${time.format(wall(endsAt))}`;
}

/** The full weekday names, Monday first, in the page's locale. */
export function weekdayLongNames(locale: string): string[] {
  const format = dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
}

/** The weekday of 'YYYY-MM-DD', 0 for Monday to 6 for Sunday. */
export function weekdayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}
