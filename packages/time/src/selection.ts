import { DateTime } from 'luxon';
import { START_LIST_LENGTH, timeAt, timeIndex, type TimeValue } from './time-list';

/** The chosen start and end times (spec §3 "time selection"). */
export interface TimeSelection {
  startTime: TimeValue;
  endTime: TimeValue;
}

/** A pair of time list positions a context starts with. */
export interface TimePreset {
  readonly startIndex: number;
  readonly endIndex: number;
}

/** Home hero reset: indexes 6 and 22 (9:00 to 17:00). */
export const HOME_RESET_PRESET: TimePreset = Object.freeze({ startIndex: 6, endIndex: 22 });

/** The "another context" defaults of spec §4: 6:00 to 22:00 (indexes 0 and 32). */
export const FULL_DAY_PRESET: TimePreset = Object.freeze({ startIndex: 0, endIndex: 32 });

/** Production defaults, by index: 24 and 32 (18:00 to 22:00). */
export const PRODUCTION_PRESET: TimePreset = Object.freeze({ startIndex: 24, endIndex: 32 });

/**
 * Event defaults: "24th to 32nd slots", read as list indexes 24 and 32
 * (18:00 to 22:00), the same way the production preset counts. See
 * docs/decisions/time-presets.md.
 */
export const EVENT_PRESET: TimePreset = Object.freeze({ startIndex: 24, endIndex: 32 });

/** Defaults when nothing is set: 9:00 to 17:00 (indexes 6 and 22). */
export const UNSET_PRESET: TimePreset = Object.freeze({ startIndex: 6, endIndex: 22 });

/** Every named preset. */
export const TIME_PRESETS = Object.freeze({
  homeReset: HOME_RESET_PRESET,
  fullDay: FULL_DAY_PRESET,
  production: PRODUCTION_PRESET,
  event: EVENT_PRESET,
  unset: UNSET_PRESET,
});

/** The selection a preset stands for. */
export function presetSelection(preset: TimePreset): TimeSelection {
  return { startTime: timeAt(preset.startIndex), endTime: timeAt(preset.endIndex) };
}

/** The date/time state after the home hero's Reset: no date, times at indexes 6 and 22. */
export function resetDateTime(): { date: null } & TimeSelection {
  return { date: null, ...presetSelection(HOME_RESET_PRESET) };
}

/**
 * Picks a start time. A start at or after the current end moves the end to two
 * slots after the start. A start that is not on the start list leaves the
 * selection as it was.
 */
export function selectStart(selection: TimeSelection, start: TimeValue): TimeSelection {
  const startIndex = timeIndex(start);
  if (startIndex === -1 || startIndex >= START_LIST_LENGTH) return selection;
  const endIndex = timeIndex(selection.endTime);
  if (endIndex === -1 || startIndex >= endIndex) {
    return { startTime: timeAt(startIndex), endTime: timeAt(startIndex + 2) };
  }
  return { startTime: timeAt(startIndex), endTime: selection.endTime };
}

/**
 * Picks an end time. The end list only offers times after the start, so an end
 * that is not after the start (or not on the list) leaves the selection as it was.
 */
export function selectEnd(selection: TimeSelection, end: TimeValue): TimeSelection {
  const endIndex = timeIndex(end);
  const startIndex = timeIndex(selection.startTime);
  if (endIndex === -1 || endIndex <= startIndex) return selection;
  return { startTime: selection.startTime, endTime: timeAt(endIndex) };
}

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
export function recompute(
  input: { date: DateInput | null | undefined; startTime?: TimeValue | null; endTime?: TimeValue | null },
  options: { zone?: string } = {},
): DateTimeValue {
  const day = toDay(input.date, options.zone);
  if (day === null) return { startDate: null, endDate: null };
  const fallback = presetSelection(UNSET_PRESET);
  const startTime = timeIndex(input.startTime) === -1 ? fallback.startTime : (input.startTime as TimeValue);
  const endTime = timeIndex(input.endTime) === -1 ? fallback.endTime : (input.endTime as TimeValue);
  return { startDate: at(day, startTime), endDate: at(day, endTime) };
}
