import { DateTime } from 'luxon';
import { safeLocale } from './locale';

/** Minutes between two time options (spec §9). */
export const TIME_STEP_MINUTES = 30;

/** The list runs from 6:00 to 6:00 the next morning: 49 options. */
export const TIME_LIST_LENGTH = 49;

/** The start list is the first 36 options (6:00 to 23:30). */
export const START_LIST_LENGTH = 36;

const FIRST_MINUTE = 6 * 60;
const DAY_MINUTES = 24 * 60;

/**
 * A time of day on the list (spec §3). `overnight` marks times after midnight,
 * which fall on the day after the chosen date.
 */
export interface TimeValue {
  h: number;
  m: number;
  overnight: boolean;
}

/** A time list entry: its label in a locale and its value. */
export interface TimeOption {
  label: string;
  value: TimeValue;
}

/** The time value at list position `index` (0 = 6:00, 36 = 0:00 overnight, 48 = 6:00 overnight). */
export function timeAt(index: number): TimeValue {
  if (!Number.isInteger(index) || index < 0 || index >= TIME_LIST_LENGTH) {
    throw new RangeError(`[@hourspace/time] time list index must be a whole number from 0 to ${TIME_LIST_LENGTH - 1}, got ${index}`);
  }
  const minutes = FIRST_MINUTE + index * TIME_STEP_MINUTES;
  return { h: Math.floor(minutes / 60) % 24, m: minutes % 60, overnight: minutes >= DAY_MINUTES };
}

/** The list position of a time value, or -1 when it is not on the list. */
export function timeIndex(value: TimeValue | null | undefined): number {
  if (value === null || value === undefined || typeof value !== 'object') return -1;
  const { h, m, overnight } = value;
  if (!Number.isInteger(h) || !Number.isInteger(m) || h < 0 || h > 23 || m < 0 || m > 59) return -1;
  const minutes = (overnight === true ? DAY_MINUTES : 0) + h * 60 + m - FIRST_MINUTE;
  if (minutes < 0 || minutes % TIME_STEP_MINUTES !== 0) return -1;
  const index = minutes / TIME_STEP_MINUTES;
  return index < TIME_LIST_LENGTH ? index : -1;
}

/** True when both values are the same list entry. */
export function sameTime(a: TimeValue | null | undefined, b: TimeValue | null | undefined): boolean {
  const i = timeIndex(a);
  return i !== -1 && i === timeIndex(b);
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
