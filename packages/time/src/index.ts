/**
 * @hourspace/time: the 30-minute time list (6:00 to 6:00 overnight), the
 * date/time defaults and moves of spec §4, luxon formatting per locale, the
 * search URL's availability interval and date-picker helpers.
 */
// The luxon-free arithmetic, exported from its own module so a bundle that uses only
// these never includes luxon (the package is side-effect free).
export {
  TIME_STEP_MINUTES,
  TIME_LIST_LENGTH,
  START_LIST_LENGTH,
  timeAt,
  timeIndex,
  sameTime,
  HOME_RESET_PRESET,
  FULL_DAY_PRESET,
  PRODUCTION_PRESET,
  EVENT_PRESET,
  UNSET_PRESET,
  TIME_PRESETS,
  presetSelection,
  resetDateTime,
  selectStart,
  selectEnd,
  type TimeValue,
  type TimeSelection,
  type TimePreset,
} from './time-values';
export { timeLabel, timeList, timeOption, startTimeOptions, endTimeOptions, type TimeOption } from './time-list';
export { recompute, toDay, type DateTimeValue, type DateInput } from './selection';
export { ANYTIME, formatDateTimeSummary, formatShortDate, formatLocalDateTime, availabilityInterval } from './format';
export { isBeforeToday, firstVisibleMonth, isPreviousMonthDisabled, weekStart, weekdayLabels, monthGrid, type PickerOptions, type DayCell, type MonthGrid } from './date-picker';
export { safeLocale } from './locale';
