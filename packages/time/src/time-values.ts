// The time list's arithmetic, with no luxon: a form can hold and move its times on the
// first render and load luxon only when it shows a date or a label.

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
