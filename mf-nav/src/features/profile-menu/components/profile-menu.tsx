import type { BusProfile } from '@hourspace/bus';
import { safeHref } from '@hourspace/contracts';
import { useTranslation } from 'react-i18next';
import { ChevronIcon } from '../../../components/icons';
import { useDisclosure } from '@hourspace/ui';
import { NavEntryLink } from '../../../components/nav-entry-link';
import type { NavEntry } from '../../../lib/nav-items';
import menus from '../../../components/menus.module.css';
import styles from './profile-menu.module.css';

export interface ProfileMenuProps {
  /** Null while the session is loading: the button shows, busy, with nothing to open. */
  profile: BusProfile | null;
  entries: NavEntry[];
  unread: number | null;
  referralValue?: number;
  onLogout: () => void;
  loggingOut: boolean;
}

function Avatar({ profile }: { profile: BusProfile | null }) {
  // The URL is the person's data: only an http(s) or same-site one is used (the shared link check).
  // No profile (the loading menu, also when rendered ahead on a server): no avatar to check.
  const avatar = profile?.avatar_url ? safeHref(profile.avatar_url, window.location.href) : null;
  if (avatar) return <img className={styles.avatar} src={avatar} alt="" width={32} height={32} />;
  const initial = profile?.first_name?.trim().charAt(0).toUpperCase() ?? '';
  return (
    <span className={styles.avatar} aria-hidden="true">
      {initial}
    </span>
  );
}

/**
 * The profile menu of wide screens: the avatar and first name opening the account links.
 * The entries spec §2 shows in the bar on wide screens (inbox, bookings, boards) are
 * left out here.
 */
export function ProfileMenu({ profile, entries, unread, referralValue, onLogout, loggingOut }: ProfileMenuProps) {
  const { t } = useTranslation('mf-nav');
  const disclosure = useDisclosure();

  if (!profile) {
    return (
      <button type="button" className={styles.trigger} aria-label={t('profileMenu.loading')} aria-busy="true" disabled>
        <span className={`${styles.avatar} ${styles.placeholder}`} aria-hidden="true" />
      </button>
    );
  }

  const name = profile.first_name?.trim();
  const shown = entries.filter((entry) => !entry.wideHidden);
  return (
    <div className={styles.root} {...disclosure.rootProps}>
      <button {...disclosure.buttonProps} className={styles.trigger} aria-label={name ? t('profileMenu.labelNamed', { name }) : t('profileMenu.label')}>
        <Avatar profile={profile} />
        {name && <span className={styles.name}>{name}</span>}
        <ChevronIcon className={disclosure.open ? menus.chevronOpen : menus.chevron} />
      </button>
      <ul {...disclosure.panelProps} className={styles.panel} aria-labelledby={disclosure.buttonProps.id}>
        {shown.map((entry) => (
          <li key={entry.id} className={entry.id === 'logout' ? styles.separated : undefined}>
            <NavEntryLink
              entry={entry}
              unread={unread}
              referralValue={referralValue}
              className={styles.item}
              onNavigate={disclosure.close}
              onLogout={onLogout}
              loggingOut={loggingOut}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
