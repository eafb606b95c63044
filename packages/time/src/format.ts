import { DateTime } from 'luxon';
import { safeLocale } from './locale';
import type { DateTimeValue } from './selection';
import { timeLabel } from './time-list';

/** The word shown when no date is chosen, before translation. */
export const ANYTIME = 'Anytime';

const joiners = new Map<string, string>();

// The text a locale puts between a short date and a time ('Nov 24, 9:00 AM'),
// read from Intl itself so each locale gets its own ', ' or ' ' or ' à '.
function dateTimeJoiner(locale: string): string {
  let joiner = joiners.get(locale);
  if (joiner === undefined) {
    joiner = ', ';
    const parts = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).formatToParts(
      Date.UTC(2000, 10, 24, 9, 0),
    );
    const firstTime = parts.findIndex((p) => p.type === 'hour');
    const lastDate = parts.reduce((last, p, i) => (p.type === 'month' || p.type === 'day' ? i : last), -1);
    if (firstTime !== -1 && lastDate !== -1 && firstTime > lastDate) {
      const between = parts.slice(lastDate + 1, firstTime);
      const literal = between.map((p) => p.value).join('');
      if (literal !== '' && between.every((p) => p.type === 'literal')) joiner = literal;
    }
    joiners.set(locale, joiner);
  }
  return joiner;
}

/** Short month and day in `locale`: 'Nov 24' (en-US), '24 nov.' (fr-FR), '24. Nov.' (de-DE). */
export function formatShortDate(date: DateTime, locale: string): string {
  return date.setLocale(safeLocale(locale)).toLocaleString({ month: 'short', day: 'numeric' });
}

/**
 * The date/time field's text (spec §4): 'Anytime' with no date, otherwise the
 * short month and day, the start label, ' - ' and the end label, e.g.
 * 'Nov 24, 9:00 AM - 5:00 PM' in en-US. `anytime` is the translated word, or a
 * function (such as i18next's `t`) that translates 'Anytime'.
 */
export function formatDateTimeSummary(value: DateTimeValue | null | undefined, locale: string, anytime: string | ((word: typeof ANYTIME) => string) = ANYTIME): string {
  const start = value?.startDate;
  if (start === null || start === undefined || !start.isValid) return typeof anytime === 'function' ? anytime(ANYTIME) : anytime;
  const tag = safeLocale(locale);
  const startText = `${formatShortDate(start, tag)}${dateTimeJoiner(tag)}${timeLabel({ h: start.hour, m: start.minute }, tag)}`;
  const end = value?.endDate;
  if (end === null || end === undefined || !end.isValid) return startText;
  return `${startText} - ${timeLabel({ h: end.hour, m: end.minute }, tag)}`;
}

/** Local wall time as the search URL wants it: 'YYYY-MM-DDTHH:mm:00'. */
export function formatLocalDateTime(date: DateTime): string {
  return date.toFormat("yyyy-MM-dd'T'HH:mm:00");
}

function toDateTime(date: DateTime | Date | null | undefined): DateTime | null {
  if (date === null || date === undefined) return null;
  const value = DateTime.isDateTime(date) ? date : date instanceof Date ? DateTime.fromJSDate(date) : null;
  return value !== null && value.isValid ? value : null;
}

function toCoordinate(value: number | string, limit: number): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/**
 * The search URL's `availability_interval` (spec §2): 'lat,lng,start,end' with
 * local times 'YYYY-MM-DDTHH:mm:00'. Null when a coordinate or a date is
 * missing or invalid, so the caller can log the warning spec §5 asks for.
 */
export function availabilityInterval(
  latitude: number | string,
  longitude: number | string,
  startDate: DateTime | Date | null | undefined,
  endDate: DateTime | Date | null | undefined,
): string | null {
  const lat = toCoordinate(latitude, 90);
  const lng = toCoordinate(longitude, 180);
  const start = toDateTime(startDate);
  const end = toDateTime(endDate);
  if (lat === null || lng === null || start === null || end === null) return null;
  return `${lat},${lng},${formatLocalDateTime(start)},${formatLocalDateTime(end)}`;
}
