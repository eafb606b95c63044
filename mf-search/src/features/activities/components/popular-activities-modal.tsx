import { useShellServices } from '@hourspace/remote';
import { Modal, Spinner } from '@hourspace/ui';
import { lazy, Suspense, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { listenForActivitiesRequests, useActivitiesModalStore } from '../../../events/search-requests';
import styles from './activities.module.css';

const PopularActivitiesList = lazy(() => import('./popular-activities-list'));

/** Removes `#a=activities` from the address, so the same link opens the modal again later. */
function clearActivitiesHash(): void {
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  if (params.get('a') !== 'activities') return;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
}

/** `{prefix}/plan/activities`, the page with the same list. */
function activitiesPagePath(prefix: string): string {
  const clean = prefix.replace(/^\/+|\/+$/g, '');
  return `${clean ? `/${clean}` : ''}/plan/activities`;
}

/**
 * The popular-activities modal of spec §2 (`#a=activities`, the home activities section's
 * call to action): the activities grouped with their plan-page links, as on
 * `/plan/activities`, and a link to that page. It opens on `search:activities`.
 */
export function PopularActivitiesModal() {
  const { t } = useTranslation('mf-search');
  const services = useShellServices();
  const open = useActivitiesModalStore((s) => s.open);
  const close = useActivitiesModalStore((s) => s.close);
  // The bus keeps `search:activities` until this handler subscribes (the shell activates
  // this application when one waits); a layout effect takes it before the first paint.
  useLayoutEffect(() => listenForActivitiesRequests(), []);

  const onClose = () => {
    close();
    clearActivitiesHash();
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={t('popularActivities.title')}
      closeLabel={t('close')}
      footer={
        <a href={activitiesPagePath(services?.prefix ?? '')} className={styles.link}>
          {t('popularActivities.seeAll')}
        </a>
      }
    >
      {open ? (
        <Suspense
          fallback={
            <div className={styles.loading}>
              <Spinner label={t('activities.loading')} size="lg" />
            </div>
          }
        >
          <PopularActivitiesList />
        </Suspense>
      ) : null}
    </Modal>
  );
}
