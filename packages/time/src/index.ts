/**
 * @hourspace/time: the 30-minute time list (6:00 to 6:00 overnight), the
 * date/time defaults and moves of spec §4, luxon formatting per locale, the
 * search URL's availability interval and date-picker helpers.
 */
export {
  TIME_STEP_MINUTES,
  TIME_LIST_LENGTH,
  START_LIST_LENGTH,
  timeAt,
  timeIndex,
  sameTime,
  timeLabel,
  timeList,
  timeOption,
  startTimeOptions,
  endTimeOptions,
  type TimeValue,
  type TimeOption,
} from './time-list';
export {
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
  recompute,
  toDay,
  type TimeSelection,
  type TimePreset,
  type DateTimeValue,
  type DateInput,
} from './selection';
export { ANYTIME, formatDateTimeSummary, formatShortDate, formatLocalDateTime, availabilityInterval } from './format';
export {
  isBeforeToday,
  firstVisibleMonth,
  isPreviousMonthDisabled,
  weekStart,
  weekdayLabels,
  monthGrid,
  type PickerOptions,
  type DayCell,
  type MonthGrid,
} from './date-picker';
export { safeLocale } from './locale';
