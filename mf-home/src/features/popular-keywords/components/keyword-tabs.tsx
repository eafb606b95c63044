import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CtaLink } from '../../../components/cta-link';
import { trackKeywordLocation, trackKeywordTab } from '../../../events/analytics';
import type { KeywordTab } from '../../../lib/section-model';
import styles from './popular-keywords.module.css';

/** An index kept within 0…count-1 (spec §4: one selected index, no wrapping at the ends). */
export function clampIndex(index: number, count: number): number {
  return Math.min(Math.max(index, 0), Math.max(count - 1, 0));
}

/**
 * The popular keyword tabs (spec §4): one selected index; previous and next buttons,
 * disabled at the ends; arrow keys, Home and End on the tabs (ARIA tabs pattern, automatic
 * activation). The panel has the keyword's `{prefix}/plan/{keyword}` button and its
 * location links. Choosing a tab and following a location are reported to analytics.
 */
export function KeywordTabs({ tabs, label }: { tabs: readonly KeywordTab[]; label: string }) {
  const { t } = useTranslation('mf-home');
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const baseId = useId();
  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = `${baseId}-panel`;
  const current = clampIndex(selected, tabs.length);
  const tab = tabs[current];

  const choose = (index: number, { focus = false } = {}) => {
    const next = clampIndex(index, tabs.length);
    const element = tabRefs.current[next];
    if (focus) element?.focus();
    // Keep the chosen tab in view inside the scrolling tab row, without moving the page.
    if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    if (next === current) return;
    setSelected(next);
    const keyword = tabs[next]?.keyword;
    if (keyword) trackKeywordTab(keyword);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target, { focus: true });
  };

  if (!tab) return null;
  return (
    <div className={styles.tabs}>
      <div className={styles.tabBar}>
        <button type="button" className={styles.arrow} aria-label={t('keywords.previous')} disabled={current === 0} onClick={() => choose(current - 1)}>
          <Chevron direction="previous" />
        </button>
        <div role="tablist" aria-label={label} className={styles.tablist} onKeyDown={onKeyDown}>
          {tabs.map((item, i) => (
            <button
              key={item.keyword}
              ref={(element) => {
                tabRefs.current[i] = element;
              }}
              type="button"
              role="tab"
              id={tabId(i)}
              aria-selected={i === current}
              aria-controls={panelId}
              tabIndex={i === current ? 0 : -1}
              className={styles.tab}
              onClick={() => choose(i)}
            >
              {item.label}
            </button>
          ))}
        </div>
        <button type="button" className={styles.arrow} aria-label={t('keywords.next')} disabled={current === tabs.length - 1} onClick={() => choose(current + 1)}>
          <Chevron direction="next" />
        </button>
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(current)} className={styles.panel}>
        <CtaLink href={tab.href} text={t('keywords.browseAll', { keyword: tab.label })} />
        {tab.locations.length > 0 ? (
          <ul className={styles.locations}>
            {tab.locations.map((location) => (
              <li key={location.href}>
                <a href={location.href} className={styles.location} onClick={() => trackKeywordLocation(tab.keyword, location.city, location.permalink)}>
                  {t('keywords.inLocation', { keyword: tab.label, location: location.label })}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20" className={styles.chevron}>
      <path d={direction === 'previous' ? 'M12.5 4l-6 6 6 6' : 'M7.5 4l6 6-6 6'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </svg>
  );
}
