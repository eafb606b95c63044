import { safeHref } from '@hourspace/contracts';
import type { BrowseNode } from '@hourspace/api-client';
import { Spinner, useDisclosure } from '@hourspace/ui';
import { useTranslation } from 'react-i18next';
import { ChevronIcon } from '../../../components/icons';
import { sitePath } from '../../../lib/site-links';
import { useBrowseTreeQuery } from '../api/get-browse-tree';
import menus from '../../../components/menus.module.css';
import styles from './browse-menu.module.css';

export interface BrowseMenuProps {
  locale: string;
  prefix: string;
  /** `dropdown`: a panel under the bar (wide screens); `inline`: opens in place (slide-in menu). */
  variant: 'dropdown' | 'inline';
  triggerClassName?: string;
  onNavigate?: () => void;
}

function BrowseLink({ node, onNavigate, className }: { node: BrowseNode; onNavigate?: () => void; className?: string }) {
  const classes = [className, node.see_all && styles.seeAll].filter(Boolean).join(' ');
  // The path comes from the API: only an http(s) or same-site one becomes a link.
  const href = safeHref(node.path, window.location.href);
  if (!href) return <span className={classes}>{node.label}</span>;
  return (
    <a href={href} className={classes} onClick={onNavigate}>
      {node.label}
    </a>
  );
}

/**
 * 'Browse spaces' for logged-out visitors (spec §2): the API's tree of browse paths, a
 * group per kind of space; 'see all' entries are styled apart. When the tree cannot be
 * read, the entry is a plain link to all activities instead.
 */
export function BrowseMenu({ locale, prefix, variant, triggerClassName, onNavigate }: BrowseMenuProps) {
  const { t } = useTranslation('mf-nav');
  const tree = useBrowseTreeQuery(locale, true);
  const disclosure = useDisclosure();

  if (tree.isError) {
    return (
      <a href={sitePath(prefix, '/plan/activities')} className={triggerClassName} onClick={onNavigate}>
        {t('items.browse')}
      </a>
    );
  }

  const navigate = () => {
    disclosure.close();
    onNavigate?.();
  };

  return (
    <div className={[styles.root, styles[variant]].join(' ')} {...disclosure.rootProps}>
      <button {...disclosure.buttonProps} className={[styles.trigger, triggerClassName].filter(Boolean).join(' ')}>
        {t('items.browse')}
        <ChevronIcon className={disclosure.open ? menus.chevronOpen : menus.chevron} />
      </button>
      <div {...disclosure.panelProps} className={styles.panel}>
        {tree.isSuccess ? (
          <ul className={styles.groups}>
            {tree.data.map((group) => (
              <li key={`${group.label}:${group.path ?? ''}`} className={styles.group}>
                <BrowseLink node={group} onNavigate={navigate} className={styles.groupLink} />
                {group.children && group.children.length > 0 && (
                  <ul className={styles.children}>
                    {group.children.map((child) => (
                      <li key={`${child.label}:${child.path ?? ''}`}>
                        <BrowseLink node={child} onNavigate={navigate} className={styles.childLink} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <Spinner size="sm" label={t('browse.loading')} />
        )}
      </div>
    </div>
  );
}
