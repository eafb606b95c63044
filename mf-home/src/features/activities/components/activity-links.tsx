import { useRef, type FocusEvent } from 'react';
import type { HomeImage } from '../../../lib/section-model';
import { useLineClamp } from '../hooks/use-line-clamp';
import styles from './activities.module.css';

/** Spec §9: the activities list wraps to at most 5 lines. */
export const ACTIVITY_MAX_LINES = 5;

/**
 * The activity links as a wrapping list cut after 5 lines (the call to action below leads
 * to all of them). Pointing at or focusing a link selects its photo (`onPoint` with the
 * item's index); `onLeave` when the pointer and focus have left the list.
 */
export function ActivityLinks({
  items,
  selected,
  label,
  onPoint,
  onLeave,
}: {
  items: readonly HomeImage[];
  selected: number;
  label: string;
  onPoint: (index: number) => void;
  onLeave: () => void;
}) {
  const measure = useRef<HTMLUListElement>(null);
  const shown = useLineClamp(measure, ACTIVITY_MAX_LINES, items.length);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) onLeave();
  };
  return (
    <div className={styles.linksBox} onMouseLeave={onLeave} onBlur={onBlur}>
      <ul className={styles.links} aria-label={label}>
        {items.slice(0, shown).map((item, index) => (
          <li key={item.key}>
            {item.href ? (
              <a href={item.href} className={styles.link} data-selected={index === selected} onMouseEnter={() => onPoint(index)} onFocus={() => onPoint(index)}>
                {item.title || item.label}
              </a>
            ) : (
              <span className={styles.link} data-selected={index === selected} onMouseEnter={() => onPoint(index)}>
                {item.title || item.label}
              </span>
            )}
          </li>
        ))}
      </ul>
      <ul ref={measure} className={`${styles.links} ${styles.measure}`} aria-hidden="true">
        {items.map((item) => (
          <li key={item.key}>
            <span className={styles.link}>{item.title || item.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
