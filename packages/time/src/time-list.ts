import { DateTime } from 'luxon';
import { safeLocale } from './locale';
import { TIME_LIST_LENGTH, START_LIST_LENGTH, timeAt, timeIndex, type TimeValue } from './time-values';

/** A time list entry: its label in a locale and its value. */
export interface TimeOption {
  label: string;
  value: TimeValue;
}

function isTwelveHour(locale: string): boolean {
  return locale === 'en-US';
}

/**
 * The label of an hour and minute in `locale`: '6:00 AM' in en-US, the
 * locale's own 24-hour form elsewhere ('06:00' in en-GB, '6:00' in es-ES,
 * '06 h 00' in fr-CA).
 */
export function timeLabel(value: Pick<TimeValue, 'h' | 'm'>, locale: string): string {
  const tag = safeLocale(locale);
  // A fixed UTC day: no DST gap can move the hour.
  const at = DateTime.fromObject({ year: 2000, month: 1, day: 3, hour: value.h, minute: value.m }, { zone: 'utc', locale: tag });
  // toFormat keeps a plain space before AM/PM (Intl now puts U+202F there).
  return isTwelveHour(tag) ? at.toFormat('h:mm a') : at.toLocaleString(DateTime.TIME_24_SIMPLE);
}

const lists = new Map<string, readonly TimeOption[]>();

/** The whole time list (49 entries) with labels in `locale`. Cached and frozen. */
export function timeList(locale: string): readonly TimeOption[] {
  const tag = safeLocale(locale);
  let list = lists.get(tag);
  if (list === undefined) {
    list = Object.freeze(
      Array.from({ length: TIME_LIST_LENGTH }, (_, index) => {
        const value = Object.freeze(timeAt(index));
        return Object.freeze({ label: timeLabel(value, tag), value });
      }),
    );
    lists.set(tag, list);
  }
  return list;
}

/** The start list: the first 36 entries (6:00 to 23:30). */
export function startTimeOptions(locale: string): readonly TimeOption[] {
  return timeList(locale).slice(0, START_LIST_LENGTH);
}

/** The end list: every entry after `start` (the whole list after 6:00 when `start` is not on it). */
export function endTimeOptions(start: TimeValue | null | undefined, locale: string): readonly TimeOption[] {
  const index = timeIndex(start);
  return timeList(locale).slice((index === -1 ? 0 : index) + 1);
}

/** The option for a value in `locale`, or undefined when the value is not on the list. */
export function timeOption(value: TimeValue | null | undefined, locale: string): TimeOption | undefined {
  const index = timeIndex(value);
  return index === -1 ? undefined : timeList(locale)[index];
}
