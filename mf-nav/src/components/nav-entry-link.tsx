import { useAriaCurrent } from '@hourspace/ui';
import { useTranslation } from 'react-i18next';
import type { NavEntry } from '../lib/nav-items';
import styles from './top-nav.module.css';

export interface NavEntryLinkProps {
  entry: NavEntry;
  /** The inbox's unread count (a badge when above zero). */
  unread?: number | null;
  /** The referral reward for the 'Earn $50' label. */
  referralValue?: number;
  className?: string;
  onNavigate?: () => void;
  onLogout?: () => void;
  loggingOut?: boolean;
}

/** One menu entry: a link (to this site or another of the product's) or the log-out button. */
export function NavEntryLink({ entry, unread, referralValue, className, onNavigate, onLogout, loggingOut = false }: NavEntryLinkProps) {
  const { t } = useTranslation('mf-nav');
  const label = t(`items.${entry.id}`, { value: referralValue });
  const classes = [styles.entry, entry.id === 'referrals' && styles.referral, className].filter(Boolean).join(' ');
  // Hooks before the log-out branch: an entry keeps its kind, but the order must not depend on it.
  const current = useAriaCurrent(entry.href ?? '');
  if (entry.id === 'logout') {
    return (
      <button type="button" className={`${classes} ${styles.entryButton}`} onClick={onLogout} disabled={loggingOut} aria-busy={loggingOut || undefined}>
        {label}
      </button>
    );
  }
  const badge = entry.id === 'inbox' && typeof unread === 'number' && unread > 0 ? unread : null;
  return (
    // The name spells out what the badge only shows.
    <a
      href={entry.href}
      className={classes}
      onClick={onNavigate}
      aria-current={entry.href ? current : undefined}
      aria-label={badge !== null ? t('withUnread', { label, count: badge }) : undefined}
    >
      {label}
      {badge !== null && (
        <span className={styles.badge} aria-hidden="true">
          {badge}
        </span>
      )}
    </a>
  );
}
