import { Button, Calendar, Popover, Select, Tray, type CalendarLabels } from '@hourspace/ui';
import { endTimeOptions, formatShortDate, sameTime, startTimeOptions, timeAt, timeIndex, timeLabel, type TimeOption } from '@hourspace/time';
import { DateTime } from 'luxon';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useShallow } from 'zustand/react/shallow';
import * as summaryModule from '../../../lib/date-time-summary';
import { dateTimeSummary } from '../../../lib/lazy-date-time-summary';
import styles from './search-form.module.css';
import { useSearchForm } from '../hooks/use-search-form';

// Loading the picker loads the summary with it: the field's text follows a pick at once.
dateTimeSummary.provide(summaryModule);

/** The calendar's month buttons, in the page's language. */
function calendarLabels(t: TFunction<'mf-search'>): CalendarLabels {
  return { previousMonth: t('calendar.previousMonth'), nextMonth: t('calendar.nextMonth') };
}

/** The tray's screens on phones. */
export type DateScreen = 'main' | 'date' | 'startTime' | 'endTime';

function useDateTime() {
  return useSearchForm(
    useShallow((s) => ({
      date: s.date,
      startTime: s.startTime,
      endTime: s.endTime,
      chooseDate: s.chooseDate,
      chooseStart: s.chooseStart,
      chooseEnd: s.chooseEnd,
      reset: s.resetDateTime,
    })),
  );
}

/** Start and end as two selects; both disabled until a day is chosen (spec §4). */
function TimeSelects({ locale, idPrefix }: { locale: string; idPrefix: string }) {
  const { t } = useTranslation('mf-search');
  const { date, startTime, endTime, chooseStart, chooseEnd } = useDateTime();
  const asOptions = (list: readonly TimeOption[]) => list.map((o) => ({ value: String(timeIndex(o.value)), label: o.label }));
  return (
    <div className={styles.timeRow}>
      <Select
        id={`${idPrefix}-start`}
        label={t('dateTime.startTime')}
        options={asOptions(startTimeOptions(locale))}
        value={String(timeIndex(startTime))}
        disabled={date === null}
        onChange={(event) => chooseStart(timeAt(Number(event.target.value)))}
      />
      <Select
        id={`${idPrefix}-end`}
        label={t('dateTime.endTime')}
        options={asOptions(endTimeOptions(startTime, locale))}
        value={String(timeIndex(endTime))}
        disabled={date === null}
        onChange={(event) => chooseEnd(timeAt(Number(event.target.value)))}
      />
    </div>
  );
}

/** A list of times to tap, for the tray's start and end screens. */
function TimeList({ options, selected, onPick, label }: { options: readonly TimeOption[]; selected: TimeOption['value']; onPick: (option: TimeOption) => void; label: string }) {
  return (
    <ul className={styles.timeList} aria-label={label}>
      {options.map((option) => (
        <li key={option.label}>
          <button type="button" className={styles.timeOption} aria-pressed={sameTime(option.value, selected)} onClick={() => onPick(option)}>
            {option.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Props of {@link DateTimePicker}. */
export interface DateTimePickerProps {
  id: string;
  locale: string;
  mobile: boolean;
  open: boolean;
  screen: DateScreen;
  onScreenChange: (screen: DateScreen) => void;
  /** Closes the picker. */
  hide: () => void;
  /** The "When" button: focus goes back to it on Done. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The date and time picker of the "When" field (spec §4): a panel under the field on
 * desktop, the date tray with its screens main, date, startTime and endTime on phones.
 */
export function DateTimePicker({ id, locale, mobile, open, screen, onScreenChange: setScreen, hide, triggerRef }: DateTimePickerProps) {
  const { t } = useTranslation('mf-search');
  const { date, startTime, endTime, chooseDate, chooseStart, chooseEnd, reset } = useDateTime();
  const day = date ? DateTime.fromISO(date) : null;
  const dayText = day?.isValid ? formatShortDate(day, locale) : t('anytime');

  if (!mobile) {
    return (
      <Popover open={open} onClose={hide} anchorRef={triggerRef} label={t('dateTime.title')}>
        <Calendar locale={locale} selected={date} onSelect={chooseDate} labels={calendarLabels(t)} autoFocus />
        <TimeSelects locale={locale} idPrefix={id} />
        <div className={styles.popoverActions}>
          <Button variant="ghost" size="sm" onClick={reset}>
            {t('dateTime.reset')}
          </Button>
          <Button
            size="sm"
            onClick={() => {
              hide();
              triggerRef.current?.focus();
            }}
          >
            {t('dateTime.done')}
          </Button>
        </div>
      </Popover>
    );
  }

  const row = (label: string, value: string, to: DateScreen, disabled = false) => (
    <li>
      <button type="button" className={styles.trayRow} disabled={disabled} onClick={() => setScreen(to)}>
        <span className={styles.trayRowLabel}>{label}</span>
        <span className={styles.trayRowValue}>{value}</span>
      </button>
    </li>
  );
  const noDate = date === null;
  return (
    <>
      <Tray
        open={open}
        onClose={hide}
        closeLabel={t('close')}
        backLabel={t('back')}
        screen={screen}
        onScreenChange={setScreen}
        screens={{
          main: {
            title: t('dateTime.title'),
            content: (
              <ul className={styles.trayRows}>
                {row(t('dateTime.date'), dayText, 'date')}
                {row(t('dateTime.startTime'), noDate ? t('dateTime.pickDateFirst') : timeLabel(startTime, locale), 'startTime', noDate)}
                {row(t('dateTime.endTime'), noDate ? t('dateTime.pickDateFirst') : timeLabel(endTime, locale), 'endTime', noDate)}
              </ul>
            ),
            footer: (
              <>
                <Button variant="ghost" onClick={reset}>
                  {t('dateTime.reset')}
                </Button>
                <Button onClick={hide}>{t('dateTime.done')}</Button>
              </>
            ),
          },
          date: {
            title: t('dateTime.date'),
            back: 'main',
            content: (
              <Calendar
                labels={calendarLabels(t)}
                locale={locale}
                selected={date}
                onSelect={(iso) => {
                  chooseDate(iso);
                  setScreen('main');
                }}
              />
            ),
          },
          startTime: {
            title: t('dateTime.startTime'),
            back: 'main',
            content: (
              <TimeList
                label={t('dateTime.startTime')}
                options={startTimeOptions(locale)}
                selected={startTime}
                onPick={(option) => {
                  chooseStart(option.value);
                  setScreen('main');
                }}
              />
            ),
          },
          endTime: {
            title: t('dateTime.endTime'),
            back: 'main',
            content: (
              <TimeList
                label={t('dateTime.endTime')}
                options={endTimeOptions(startTime, locale)}
                selected={endTime}
                onPick={(option) => {
                  chooseEnd(option.value);
                  setScreen('main');
                }}
              />
            ),
          },
        }}
      />
    </>
  );
}
