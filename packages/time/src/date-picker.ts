import { DateTime, Info } from 'luxon';
import { safeLocale } from './locale';

/** Options shared by the date-picker helpers: `now` is injectable for tests. */
export interface PickerOptions {
  now?: DateTime;
}

function today(day: DateTime, now: DateTime | undefined): DateTime {
  return (now ?? DateTime.local()).setZone(day.zone).startOf('day');
}

/** True when `day` is before today: the picker disables it (spec §5). */
export function isBeforeToday(day: DateTime, options: PickerOptions = {}): boolean {
  if (!day.isValid) return true;
  return day.startOf('day') < today(day, options.now);
}

/** The first month the picker shows: the current month (spec §5). */
export function firstVisibleMonth(options: PickerOptions = {}): DateTime {
  return (options.now ?? DateTime.local()).startOf('month');
}

/** True when the picker may not go back from `visibleMonth` (it never shows months before the current one). */
export function isPreviousMonthDisabled(visibleMonth: DateTime, options: PickerOptions = {}): boolean {
  return visibleMonth.startOf('month') <= firstVisibleMonth(options).setZone(visibleMonth.zone).startOf('month');
}

/** First day of the week in `locale`, luxon numbering: 1 = Monday … 7 = Sunday (en-US: 7, en-GB: 1). */
export function weekStart(locale: string): number {
  return Info.getStartOfWeek({ locale: safeLocale(locale) });
}

/** Weekday names in display order for `locale`, starting on its first day of the week. */
export function weekdayLabels(locale: string, length: 'narrow' | 'short' | 'long' = 'short'): string[] {
  const tag = safeLocale(locale);
  const mondayFirst = Info.weekdays(length, { locale: tag });
  const first = weekStart(tag) - 1;
  return [...mondayFirst.slice(first), ...mondayFirst.slice(0, first)];
}

/** One day cell of the month grid. */
export interface DayCell {
  date: DateTime;
  /** 'YYYY-MM-DD', handy as a React key and for tests. */
  iso: string;
  day: number;
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
  isToday: boolean;
  /** Before today: not selectable. */
  disabled: boolean;
}

/** A month as weeks of seven days. */
export interface MonthGrid {
  /** The first day of the month. */
  month: DateTime;
  /** Month and year as a heading in the locale, e.g. 'November 2025'. */
  title: string;
  weeks: DayCell[][];
}

/**
 * The weeks of a month for the date picker, starting on `locale`'s first day of
 * the week, padded with the neighbouring months' days to whole weeks.
 */
export function monthGrid(month: DateTime | { year: number; month: number }, locale: string, options: PickerOptions = {}): MonthGrid {
  const tag = safeLocale(locale);
  const first = (DateTime.isDateTime(month) ? month : DateTime.fromObject({ year: month.year, month: month.month, day: 1 })).startOf('month');
  if (!first.isValid) throw new RangeError('[@hourspace/time] monthGrid needs a valid month');
  const now = today(first, options.now);
  const lead = (first.weekday - weekStart(tag) + 7) % 7;
  const gridStart = first.minus({ days: lead });
  const last = first.endOf('month').startOf('day');
  const weeks: DayCell[][] = [];
  for (let cursor = gridStart; cursor <= last;) {
    const week: DayCell[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push({
        date: cursor,
        iso: cursor.toISODate() ?? '',
        day: cursor.day,
        inMonth: cursor.month === first.month,
        isToday: cursor.hasSame(now, 'day'),
        disabled: cursor < now,
      });
      cursor = cursor.plus({ days: 1 });
    }
    weeks.push(week);
  }
  return { month: first, title: first.setLocale(tag).toLocaleString({ month: 'long', year: 'numeric' }), weeks };
}
