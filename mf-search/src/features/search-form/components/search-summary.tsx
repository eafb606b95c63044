import { useShellServices } from '@hourspace/remote';
import { resetDateTime } from '@hourspace/time';
import { Tray, VisuallyHidden } from '@hourspace/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocationPrefillQuery } from '../../../lib/api/get-location-prefill';
import { dateTimeSummary } from '../../../lib/lazy-date-time-summary';
import { useLazyModule } from '../../../lib/lazy-module';
import type { SearchFormInitial } from '../../../lib/search-form-initial';
import { SearchForm } from './search-form';
import styles from './search-form.module.css';

/** The URL's times, where it has them (the form's defaults otherwise). */
function pick({ startTime, endTime }: SearchFormInitial) {
  return { ...(startTime ? { startTime } : {}), ...(endTime ? { endTime } : {}) };
}

/** The place as people say it in a line: 'New York' of 'New York, NY'. */
function placeName(label: string): string {
  return label.split(',')[0]?.trim() ?? '';
}

/**
 * The results and plan pages' search on a phone (below 744 px): one line saying the search
 * the page ran ('Party · New York · Anytime') as a button that opens the whole form in a
 * bottom tray, so the first result starts on the first screen
 * (docs/decisions/phone-layout-and-text-zoom.md). Searching from the tray closes it.
 */
export function SearchSummary({ initial }: { initial: SearchFormInitial }) {
  const { t } = useTranslation('mf-search');
  const services = useShellServices();
  const locale = services?.locale ?? 'en-US';
  const [open, setOpen] = useState(false);
  const date = initial.date ?? null;
  const summaryText = useLazyModule(dateTimeSummary, date !== null);
  const when = date === null ? t('anytime') : (summaryText?.summarizeDateTime({ ...resetDateTime(), date, ...pick(initial) }, locale, t('anytime')) ?? '');
  const activity = (initial.activity?.label ?? initial.activityText ?? '').trim();
  const label = (initial.location?.label ?? initial.locationText ?? '').trim();
  // A plan page without a place searches near the locale's own (search-results-page.md), which its form shows too.
  const prefill = useLocationPrefillQuery(locale, label === '');
  const parts = [activity, placeName(label || (prefill.data?.label ?? '')), when].filter((part) => part !== '');

  return (
    <>
      <button type="button" className={styles.summary} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <svg className={styles.summaryIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {/* The visible line is the end of the button's name (WCAG 2.5.3: the name holds the text shown). */}
        <VisuallyHidden>{t('summary.edit')} </VisuallyHidden>
        <span className={styles.summaryText}>{parts.join(' · ')}</span>
      </button>
      <Tray open={open} onClose={() => setOpen(false)} title={t('summary.title')} closeLabel={t('close')}>
        {open && <SearchForm variant="modal" initial={initial} onSearched={() => setOpen(false)} />}
      </Tray>
    </>
  );
}
