import { DateTime } from 'luxon';
import { presetSelection, timeIndex, UNSET_PRESET, type TimeValue } from './time-values';

/** Start and end as date-times (spec §3 "date-time value"); both null when no date is chosen. */
export interface DateTimeValue {
  startDate: DateTime | null;
  endDate: DateTime | null;
}

/** A chosen day: a luxon DateTime, a JS Date, or an ISO date 'YYYY-MM-DD'. */
export type DateInput = DateTime | Date | string;

/** Turns a day input into the start of that day, or null when it is missing or not a date. */
export function toDay(date: DateInput | null | undefined, zone?: string): DateTime | null {
  let day: DateTime;
  if (date === null || date === undefined || date === '') return null;
  if (DateTime.isDateTime(date)) day = zone === undefined ? date : date.setZone(zone, { keepLocalTime: true });
  else if (date instanceof Date) day = DateTime.fromJSDate(date, zone === undefined ? {} : { zone });
  else if (typeof date === 'string') day = DateTime.fromISO(date, zone === undefined ? {} : { zone });
  else return null;
  return day.isValid ? day.startOf('day') : null;
}

function at(day: DateTime, time: TimeValue): DateTime {
  const base = time.overnight ? day.plus({ days: 1 }) : day;
  return base.set({ hour: time.h, minute: time.m, second: 0, millisecond: 0 });
}

/**
 * Recomputes start and end date-times after the date or a time changed (spec §4).
 * Times after midnight (`overnight`) fall on the next day. Missing or unknown
 * times take the unset defaults, 9:00 and 17:00. `zone` is the IANA zone of the
 * chosen day (default: the day's own zone, local for strings and Dates).
 */
export function recompute(input: { date: DateInput | null | undefined; startTime?: TimeValue | null; endTime?: TimeValue | null }, options: { zone?: string } = {}): DateTimeValue {
  const day = toDay(input.date, options.zone);
  if (day === null) return { startDate: null, endDate: null };
  const fallback = presetSelection(UNSET_PRESET);
  const startTime = timeIndex(input.startTime) === -1 ? fallback.startTime : (input.startTime as TimeValue);
  const endTime = timeIndex(input.endTime) === -1 ? fallback.endTime : (input.endTime as TimeValue);
  return { startDate: at(day, startTime), endDate: at(day, endTime) };
}
