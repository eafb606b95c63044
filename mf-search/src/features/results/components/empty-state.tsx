import { Button } from '@hourspace/ui';
import { useTranslation } from 'react-i18next';
import styles from './results.module.css';

/** A change that could bring results back, and the parameters it removes. */
export interface Widening {
  key: 'attendees' | 'price' | 'instantBook' | 'dates' | 'distance';
  remove: Record<string, null>;
}

/** The changes worth suggesting for a search with no results, most likely to help first. */
export function wideningsFor(params: URLSearchParams): Widening[] {
  const list: Widening[] = [];
  if (params.get('instant_book')) list.push({ key: 'instantBook', remove: { instant_book: null } });
  if (params.get('price_min') || params.get('price_max')) list.push({ key: 'price', remove: { price_min: null, price_max: null } });
  if (params.get('attendees')) list.push({ key: 'attendees', remove: { attendees: null } });
  if (params.get('availability_interval')) list.push({ key: 'dates', remove: { availability_interval: null } });
  if (params.get('radius')) list.push({ key: 'distance', remove: { radius: null } });
  return list;
}

/**
 * No results: say so, and offer the changes that could help (each one a button that
 * makes it), then the ones only the person can make (another place or activity).
 */
export function EmptyState({ params, onWiden }: { params: URLSearchParams; onWiden: (remove: Record<string, null>) => void }) {
  const { t } = useTranslation('mf-search');
  const widenings = wideningsFor(params);
  return (
    <section className={styles.empty} aria-labelledby="hs-results-empty">
      <h2 id="hs-results-empty" className={styles.emptyTitle}>
        {t('empty.title')}
      </h2>
      <p>{widenings.length > 0 ? t('empty.leadFilters') : t('empty.lead')}</p>
      {widenings.length > 0 && (
        <ul className={styles.widenings}>
          {widenings.map((w) => (
            <li key={w.key}>
              <Button variant="secondary" size="sm" onClick={() => onWiden(w.remove)}>
                {t(`empty.widen.${w.key}`)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ul className={styles.tips}>
        <li>{t('empty.tipLocation')}</li>
        <li>{t('empty.tipActivity')}</li>
      </ul>
    </section>
  );
}
