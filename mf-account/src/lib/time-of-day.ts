import { dateTimeFormat } from '@hourspace/i18n';

/**
 * 'HH:MM' of the space's opening hours as a time of day in the page's locale. A seeded space's
 * close past midnight comes as '25:00' (docs/decisions/listing-publish.md), which is 1:00 AM.
 */
export function timeOfDay(hhmm: string, locale: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  const minutes = (Number(match[1]) * 60 + Number(match[2])) % 1440;
  return dateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1, 0, minutes)));
}
