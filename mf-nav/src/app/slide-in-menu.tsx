import { Modal } from '@hourspace/ui';
import { useTranslation } from 'react-i18next';
import { BrowseMenu } from '../features/browse/components/browse-menu';
import { LocaleSelector } from '../features/locale-selector/components/locale-selector';
import { NavEntryLink } from '../components/nav-entry-link';
import type { NavMenus } from '../lib/nav-items';
import styles from '../components/top-nav.module.css';

export interface SlideInMenuProps {
  open: boolean;
  onClose: () => void;
  menus: NavMenus;
  locale: string;
  prefix: string;
  unread: number | null;
  referralValue?: number;
  onLogout: () => void;
  loggingOut: boolean;
}

/**
 * The menu of screens 992 px wide or less (spec §2 Layout): a panel sliding in from the
 * side, on the ui Modal, so page scroll is locked, focus is trapped, Escape closes and
 * focus returns to the menu button. Following a link closes it (a hash link such as
 * '#a=login' stays on the page and opens its dialog).
 */
export function SlideInMenu({ open, onClose, menus, locale, prefix, unread, referralValue, onLogout, loggingOut }: SlideInMenuProps) {
  const { t } = useTranslation('mf-nav');
  return (
    <Modal open={open} onClose={onClose} title={t('menu.title')} closeLabel={t('menu.close')} className={styles.slideIn}>
      <ul className={styles.slideInList}>
        {menus.browse && (
          <li>
            <BrowseMenu locale={locale} prefix={prefix} variant="inline" triggerClassName={styles.slideInItem} onNavigate={onClose} />
          </li>
        )}
        {menus.slideIn.map((entry) => (
          <li key={entry.id} className={entry.id === 'logout' ? styles.separated : undefined}>
            <NavEntryLink
              entry={entry}
              unread={unread}
              referralValue={referralValue}
              className={styles.slideInItem}
              onNavigate={onClose}
              onLogout={onLogout}
              loggingOut={loggingOut}
            />
          </li>
        ))}
        {menus.localeSelector && (
          <li className={styles.separated}>
            <LocaleSelector locale={locale} uiElement="nav_locale_selector" variant="inline" />
          </li>
        )}
      </ul>
    </Modal>
  );
}
