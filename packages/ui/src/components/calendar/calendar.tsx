import { firstVisibleMonth, isPreviousMonthDisabled, monthGrid, weekdayLabels, type DayCell } from '@hourspace/time';
import { DateTime } from 'luxon';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import '../../tokens/tokens.css';
import styles from './calendar.module.css';

/** Props of {@link Calendar}. */
export interface CalendarProps {
  locale: string;
  /** The chosen day, 'YYYY-MM-DD', or null. */
  selected: string | null;
  onSelect: (isoDate: string) => void;
  /** Put focus on the day to choose when the calendar appears. */
  autoFocus?: boolean;
  /** The month buttons' accessible names, translated by the app. */
  labels: CalendarLabels;
}

/** The texts of a {@link Calendar} (the month and the days are formatted in `locale`). */
export interface CalendarLabels {
  previousMonth: string;
  nextMonth: string;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'left' ? 'm15 5-7 7 7 7' : 'm9 5 7 7-7 7'} />
    </svg>
  );
}

const MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A month of days to pick one from: days before today are disabled and the
 * first month shown is the current one (or the chosen day's). One day is in the tab
 * order; arrows move between days and across months, Home/End to the week's ends.
 */
export function Calendar({ locale, selected, onSelect, autoFocus = false, labels }: CalendarProps) {
  const titleId = useId();
  const chosen = selected ? DateTime.fromISO(selected) : null;
  const [month, setMonth] = useState(() => (chosen?.isValid && chosen >= firstVisibleMonth() ? chosen.startOf('month') : firstVisibleMonth()));
  const grid = useMemo(() => monthGrid(month, locale), [month, locale]);
  const days = grid.weeks.flat().filter((cell) => cell.inMonth);
  const firstOpen = days.find((cell) => !cell.disabled);
  const [focusIso, setFocusIso] = useState<string | null>(null);
  const tabbable = days.find((c) => c.iso === focusIso && !c.disabled) ?? days.find((c) => c.iso === selected && !c.disabled) ?? days.find((c) => c.isToday) ?? firstOpen;
  const gridRef = useRef<HTMLTableElement>(null);
  const moved = useRef(autoFocus);

  useEffect(() => {
    if (!moved.current || !tabbable) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-iso="${tabbable.iso}"]`)?.focus();
  }, [tabbable]);

  const previousDisabled = isPreviousMonthDisabled(month);

  const moveFocus = (from: DayCell, days: number) => {
    const target = from.date.plus({ days });
    if (target < DateTime.local().startOf('day')) return;
    const iso = target.toISODate() ?? '';
    if (!target.hasSame(month, 'month')) setMonth(target.startOf('month'));
    moved.current = true;
    setFocusIso(iso);
  };

  const onKeyDown = (cell: DayCell) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = MOVES[event.key];
    if (step !== undefined) {
      event.preventDefault();
      moveFocus(cell, step);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      const weekday = grid.weeks.find((week) => week.some((c) => c.iso === cell.iso))?.findIndex((c) => c.iso === cell.iso) ?? 0;
      moveFocus(cell, event.key === 'Home' ? -weekday : 6 - weekday);
    }
  };

  const weekdayLong = weekdayLabels(locale, 'long');
  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <button type="button" className={styles.monthButton} aria-label={labels.previousMonth} disabled={previousDisabled} onClick={() => setMonth((m) => m.minus({ months: 1 }))}>
          <Chevron direction="left" />
        </button>
        <h3 id={titleId} className={styles.title} aria-live="polite">
          {grid.title}
        </h3>
        <button type="button" className={styles.monthButton} aria-label={labels.nextMonth} onClick={() => setMonth((m) => m.plus({ months: 1 }))}>
          <Chevron direction="right" />
        </button>
      </div>
      <table ref={gridRef} className={styles.grid} aria-labelledby={titleId}>
        <thead>
          <tr>
            {weekdayLabels(locale, 'narrow').map((day, i) => (
              <th key={`${day}-${i}`} scope="col" abbr={weekdayLong[i]}>
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.weeks.map((week) => (
            <tr key={week[0]?.iso}>
              {week.map((cell) => (
                <td key={cell.iso}>
                  {cell.inMonth && (
                    <button
                      type="button"
                      data-iso={cell.iso}
                      className={[styles.day, cell.isToday && styles.today, cell.iso === selected && styles.daySelected].filter(Boolean).join(' ')}
                      aria-label={cell.date.setLocale(locale).toLocaleString(DateTime.DATE_HUGE)}
                      aria-pressed={cell.iso === selected}
                      aria-current={cell.isToday ? 'date' : undefined}
                      disabled={cell.disabled}
                      tabIndex={cell.iso === tabbable?.iso ? 0 : -1}
                      onClick={() => onSelect(cell.iso)}
                      onKeyDown={onKeyDown(cell)}
                      onFocus={() => setFocusIso(cell.iso)}
                    >
                      {cell.day}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
