import { Button, Select, Tray } from '@hourspace/ui';
import { endTimeOptions, formatDateTimeSummary, formatShortDate, recompute, sameTime, startTimeOptions, timeAt, timeIndex, timeLabel, type TimeOption } from '@hourspace/time';
import { DateTime } from 'luxon';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { Calendar } from './calendar';
import { Popover } from './popover';
import styles from './search-form.module.css';
import { useSearchForm } from './use-search-form';

type DateScreen = 'main' | 'date' | 'startTime' | 'endTime';

function useDateTime(locale: string) {
  const { t } = useTranslation('mf-search');
  const state = useSearchForm(
    useShallow((s) => ({ date: s.date, startTime: s.startTime, endTime: s.endTime, chooseDate: s.chooseDate, chooseStart: s.chooseStart, chooseEnd: s.chooseEnd, reset: s.resetDateTime })),
  );
  const summary = formatDateTimeSummary(recompute({ date: state.date, startTime: state.startTime, endTime: state.endTime }), locale, t('anytime'));
  return { ...state, summary };
}

/** Start and end as two selects; both disabled until a day is chosen (spec §4). */
function TimeSelects({ locale, idPrefix }: { locale: string; idPrefix: string }) {
  const { t } = useTranslation('mf-search');
  const { date, startTime, endTime, chooseStart, chooseEnd } = useDateTime(locale);
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

/** Props of {@link DateTimeField}. */
export interface DateTimeFieldProps {
  id: string;
  locale: string;
  /** Below 1120 px the picker is a bottom tray; from there up, a panel under the field. */
  mobile: boolean;
}

/**
 * The "When" field: 'Anytime' with no date, otherwise the short date and the start and
 * end times (spec §4). Opens the date and time picker: a panel on desktop, the date tray
 * with its screens main, date, startTime and endTime on phones.
 */
export function DateTimeField({ id, locale, mobile }: DateTimeFieldProps) {
  const { t } = useTranslation('mf-search');
  const { date, startTime, endTime, chooseDate, chooseStart, chooseEnd, reset, summary } = useDateTime(locale);
  const active = useSearchForm((s) => s.activeField === 'dateTime');
  const setActive = useSearchForm((s) => s.setActive);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [screen, setScreen] = useState<DateScreen>('main');
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;

  const show = () => {
    setScreen('main');
    setOpen(true);
    setActive('dateTime');
  };
  const hide = () => {
    setOpen(false);
    setActive(null);
  };

  const day = date ? DateTime.fromISO(date) : null;
  const dayText = day?.isValid ? formatShortDate(day, locale) : t('anytime');
  const trigger = (
    <div className={styles.dateField} data-state={active ? 'focused' : 'read-only'}>
      <span id={labelId} className={styles.fieldLabel}>
        {t('fields.when')}
      </span>
      <button
        ref={triggerRef}
        id={id}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${labelId} ${valueId}`}
        onClick={() => (open ? hide() : show())}
      >
        <span id={valueId}>{summary}</span>
      </button>
    </div>
  );

  if (!mobile) {
    return (
      <div className={styles.popoverAnchor}>
        {trigger}
        <Popover open={open} onClose={hide} anchorRef={triggerRef} label={t('dateTime.title')}>
          <Calendar locale={locale} selected={date} onSelect={chooseDate} autoFocus />
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
      </div>
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
      {trigger}
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
