import { Button, Checkbox, Select, TextField } from '@hourspace/ui';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messageLanguage } from '../../../lib/message-language';
import { currencySymbol } from '../lib/format';
import styles from './results.module.css';
import { SORTS, activeFilterCount, checkFilters, type FilterIssues, type Filters, type Sort } from '../lib/results-query';

/** Props of {@link ResultsFilters}. */
export interface ResultsFiltersProps {
  filters: Filters;
  sort: Sort;
  /** Whether the search has a centre, so "Distance" can sort. */
  canSortByDistance: boolean;
  locale: string;
  /** The results' currency (ISO code), which the price filter is in; null: the locale's. */
  currency?: string | null;
  onApply: (filters: Filters) => void;
  onSort: (sort: Sort) => void;
}

/** Keys that move a closed select's choice without opening it: the sort waits for Enter or leaving it. */
const BROWSING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

const sameFilters = (a: Filters, b: Filters) => a.attendees === b.attendees && a.priceMin === b.priceMin && a.priceMax === b.priceMax && a.instantBook === b.instantBook;

/**
 * Attendees (spec §5 rule), price range and instant book, applied together; the sort
 * applies when a choice is made (a click, Enter, or leaving the select after arrow keys),
 * not on each arrow key. A filter that does not pass its check marks its field and is not
 * sent. The form stays mounted across the navigations it makes, so focus stays where it
 * was; filters changed from elsewhere (back, the empty state) replace the draft.
 */
export function ResultsFilters({ filters, sort, canSortByDistance, locale, currency = null, onApply, onSort }: ResultsFiltersProps) {
  const { t, i18n } = useTranslation('mf-search');
  const [draft, setDraft] = useState(filters);
  const [applied, setApplied] = useState(filters);
  if (!sameFilters(applied, filters)) {
    setApplied(filters);
    setDraft(filters);
  }
  const [sortDraft, setSortDraft] = useState<Sort>(sort);
  const [shownSort, setShownSort] = useState<Sort>(sort);
  if (shownSort !== sort) {
    setShownSort(sort);
    setSortDraft(sort);
  }
  const browsing = useRef(false);
  const applySort = (next: Sort) => {
    browsing.current = false;
    if (next !== sort) onSort(next);
  };
  const sortKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === 'Enter') applySort(sortDraft);
    else if (BROWSING_KEYS.has(event.key) || (event.key.length === 1 && event.key !== ' ')) browsing.current = true;
  };
  const [issues, setIssues] = useState<FilterIssues>({});
  // Phones show the filters on request, so the results are not pushed below the fold.
  const [expanded, setExpanded] = useState(false);
  const language = messageLanguage(i18n.language);
  const currencyLabel = currencySymbol(locale, currency);

  const set = <K extends keyof Filters>(name: K, value: Filters[K]) => {
    setDraft((d) => ({ ...d, [name]: value }));
    if (name !== 'instantBook') setIssues((i) => ({ ...i, [name]: undefined }));
  };
  const check = (name: 'attendees' | 'priceMin' | 'priceMax') => {
    const found = checkFilters(draft, language);
    setIssues((i) => ({ ...i, [name]: found[name] }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkFilters(draft, language);
    setIssues(found);
    const first = (['attendees', 'priceMin', 'priceMax'] as const).find((name) => found[name]);
    if (first) {
      document.getElementById(`hs-filter-${first}`)?.focus();
      return;
    }
    onApply(draft);
  };
  const clear = () => {
    const empty: Filters = { attendees: '', priceMin: '', priceMax: '', instantBook: false };
    setDraft(empty);
    setIssues({});
    onApply(empty);
  };
  const state = (message: string | undefined) => (message ? { status: 'invalid' as const, message } : undefined);
  const count = activeFilterCount(filters);

  return (
    <div className={styles.toolbar}>
      <Button variant="secondary" size="sm" className={styles.filtersToggle} aria-expanded={expanded} aria-controls="hs-results-filters" onClick={() => setExpanded((e) => !e)}>
        {count > 0 ? t('filters.toggleCount', { count }) : t('filters.label')}
      </Button>
      <form
        id="hs-results-filters"
        className={[styles.filters, !expanded && styles.filtersCollapsed].filter(Boolean).join(' ')}
        aria-label={t('filters.label')}
        noValidate
        onSubmit={submit}
      >
        <TextField
          id="hs-filter-attendees"
          className={styles.filterNumber}
          label={t('filters.attendees')}
          inputMode="numeric"
          value={draft.attendees}
          state={state(issues.attendees)}
          onChange={(event) => set('attendees', event.target.value)}
          onBlur={() => check('attendees')}
        />
        <TextField
          id="hs-filter-priceMin"
          className={styles.filterNumber}
          label={t('filters.priceMin', { currency: currencyLabel })}
          inputMode="decimal"
          value={draft.priceMin}
          state={state(issues.priceMin && t(issues.priceMin))}
          onChange={(event) => set('priceMin', event.target.value)}
          onBlur={() => check('priceMin')}
        />
        <TextField
          id="hs-filter-priceMax"
          className={styles.filterNumber}
          label={t('filters.priceMax', { currency: currencyLabel })}
          inputMode="decimal"
          value={draft.priceMax}
          state={state(issues.priceMax && t(issues.priceMax))}
          onChange={(event) => set('priceMax', event.target.value)}
          onBlur={() => check('priceMax')}
        />
        <Checkbox className={styles.filterCheck} label={t('filters.instantBook')} checked={draft.instantBook} onChange={(event) => set('instantBook', event.target.checked)} />
        <div className={styles.filterActions}>
          <Button type="submit" variant="secondary">
            {t('filters.apply')}
          </Button>
          {count > 0 && (
            <Button variant="link" onClick={clear}>
              {t('filters.clear', { count })}
            </Button>
          )}
        </div>
      </form>
      <Select
        className={styles.sort}
        label={t('sort.label')}
        value={sortDraft}
        options={SORTS.filter((s) => s !== 'distance' || canSortByDistance).map((value) => ({ value, label: t(`sort.${value}`) }))}
        onKeyDown={sortKeyDown}
        onMouseDown={() => (browsing.current = false)}
        onChange={(event) => {
          const next = event.target.value as Sort;
          setSortDraft(next);
          // A choice made in the open list or with the pointer applies; arrow keys on the closed select only browse.
          if (!browsing.current) applySort(next);
        }}
        onBlur={() => applySort(sortDraft)}
      />
    </div>
  );
}
