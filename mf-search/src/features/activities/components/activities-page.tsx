import { usePageTitle } from '@hourspace/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivityGroups } from '../hooks/use-activity-groups';
import { ActivitiesPending } from './activities-pending';
import { ActivityGroupList } from './activity-group-list';
import styles from './activities.module.css';

/**
 * `/plan/activities` (docs/decisions/popular-activities-modal.md): every activity of the locale's catalogue with its link to
 * its plan page, grouped by use type. The browse menu's 'see all' entries land on a group
 * (`#event`, `#meeting`, `#production`): once the list is there the page scrolls to it.
 */
export function ActivitiesPage() {
  const { t } = useTranslation('mf-search');
  const { query, groups, prefix } = useActivityGroups();
  const scrolled = useRef(false);
  usePageTitle(t('activities.title'));

  useEffect(() => {
    if (!groups || scrolled.current) return;
    scrolled.current = true;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id || !groups.some((group) => group.id === id)) return;
    const section = document.getElementById(id);
    section?.scrollIntoView?.({ block: 'start' });
    section?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [groups]);

  return (
    <main id="main-content" data-remote="mf-search" className={styles.page}>
      <h1 className={styles.title}>{t('activities.title')}</h1>
      <p className={styles.intro}>{t('activities.intro')}</p>
      {query.isError || !groups ? (
        <ActivitiesPending query={query} />
      ) : groups.length === 0 ? (
        <p>{t('activities.none')}</p>
      ) : (
        <>
          <nav aria-label={t('activities.groupsLabel')} className={styles.jump}>
            <ul className={styles.jumpList}>
              {groups.map((group) => (
                <li key={group.id}>
                  <a href={`#${group.id}`} className={styles.jumpLink}>
                    {group.label ?? t('activities.other')}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <ActivityGroupList groups={groups} prefix={prefix} otherLabel={t('activities.other')} />
        </>
      )}
    </main>
  );
}
