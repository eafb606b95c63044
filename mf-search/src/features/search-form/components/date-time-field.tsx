import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { DateScreen } from './date-time-picker';
import { useLazyModule } from '../../../lib/lazy-module';
import { dateTimeSummary } from '../../../lib/lazy-date-time-summary';
import { dateTimePicker } from '../lib/lazy-parts';
import styles from './search-form.module.css';
import { useSearchForm } from '../hooks/use-search-form';

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
 * with its screens main, date, startTime and endTime on phones. The picker and luxon are
 * fetched when the field is first pointed at, focused or opened, never for the first render.
 */
export function DateTimeField({ id, locale, mobile }: DateTimeFieldProps) {
  const { t } = useTranslation('mf-search');
  const state = useSearchForm(useShallow((s) => ({ date: s.date, startTime: s.startTime, endTime: s.endTime })));
  const active = useSearchForm((s) => s.activeField === 'dateTime');
  const setActive = useSearchForm((s) => s.setActive);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [warm, setWarm] = useState(false);
  const [screen, setScreen] = useState<DateScreen>('main');
  const picker = useLazyModule(dateTimePicker, open || warm);
  const summaryText = useLazyModule(dateTimeSummary, state.date !== null);
  // No date needs no luxon: 'Anytime'. A date comes from the picker (which brings the
  // summary with it) or from the results page (which bundles the summary eagerly).
  const summary = state.date === null ? t('anytime') : (summaryText?.summarizeDateTime(state, locale, t('anytime')) ?? '');
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
        onPointerEnter={() => setWarm(true)}
        onFocus={() => setWarm(true)}
      >
        <span id={valueId}>{summary}</span>
      </button>
    </div>
  );

  const panel = picker && (
    <picker.DateTimePicker id={id} locale={locale} mobile={mobile} open={open} screen={screen} onScreenChange={setScreen} hide={hide} triggerRef={triggerRef} />
  );
  if (!mobile) {
    return (
      <div className={styles.popoverAnchor}>
        {trigger}
        {panel}
      </div>
    );
  }
  return (
    <>
      {trigger}
      {panel}
    </>
  );
}
