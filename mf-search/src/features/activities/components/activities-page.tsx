import { useShellServices } from '@hourspace/remote';
import { Button, Spinner, usePageTitle } from '@hourspace/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivitiesQuery } from '../../../lib/api/get-activities';
import { activityPath, groupActivities, type ActivityGroup } from '../lib/activity-groups';
import styles from './activities.module.css';

function GroupSection({ group, prefix, heading }: { group: ActivityGroup; prefix: string; heading: string }) {
  const headingId = `activities-${group.id}-heading`;
  return (
    <section id={group.id} aria-labelledby={headingId} className={styles.group}>
      <h2 id={headingId} tabIndex={-1} className={styles.groupTitle}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {group.activities.map((activity) => (
          <li key={activity.id}>
            <a href={activityPath(prefix, activity)} className={styles.link}>
              {activity.plural ?? activity.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * `/plan/activities` (issue 13): every activity of the locale's catalogue with its link to
 * its plan page, grouped by use type. The browse menu's 'see all' entries land on a group
 * (`#event`, `#meeting`, `#production`): once the list is there the page scrolls to it.
 */
export function ActivitiesPage() {
  const { t } = useTranslation('mf-search');
  const services = useShellServices();
  const locale = services?.locale ?? 'en-US';
  const prefix = services?.prefix ?? '';
  const query = useActivitiesQuery(locale);
  const groups = useMemo(() => (query.data ? groupActivities(query.data) : null), [query.data]);
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
      {query.isError ? (
        <div role="alert" className={styles.failure}>
          <p>{t('errors.unexpected')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('errors.retry')}
          </Button>
        </div>
      ) : !groups ? (
        <div className={styles.loading}>
          <Spinner label={t('activities.loading')} size="lg" />
        </div>
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
          {groups.map((group) => (
            <GroupSection key={group.id} group={group} prefix={prefix} heading={group.label ?? t('activities.other')} />
          ))}
        </>
      )}
    </main>
  );
}
