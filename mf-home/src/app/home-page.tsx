import { ClientOnly } from '@hourspace/remote';
import { usePageTitle } from '@hourspace/ui';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkBoundary } from '../components/chunk-boundary';
import { LoadFailed } from '../components/load-failed';
import { ActivitiesSection } from '../features/activities/components/activities-section';
import { Hero } from '../features/hero/components/hero';
import { useHomeSectionsQuery } from '../lib/api/get-home-sections';
import { useHostPhonePrompt } from '../features/phone-prompt/hooks/use-host-phone-prompt';
import styles from './home-page.module.css';

const loadBelowTheFold = () => import(/* webpackChunkName: "below-the-fold" */ './below-the-fold');

/**
 * Every home section in spec order. The hero and activities (the first view) render from
 * this chunk; the rest comes in a chunk fetched while the section data loads. Until the data
 * is there, the space below the hero stays reserved so the footer does not jump.
 */
export function HomePage() {
  const { t } = useTranslation('mf-home');
  usePageTitle(t('title'));
  useHostPhonePrompt();
  const sections = useHomeSectionsQuery();
  // The data's arrival renders the whole page below the hero's skeleton: in a transition, so in
  // React's time slices rather than one long task (issue 15: no task over 50 ms).
  const content = useDeferredValue(sections.data);
  // A failed load that is being tried again (retry, remount) shows as loading, as before.
  const failed = !content && sections.isError && !sections.isFetching;
  const loading = !content && !failed;
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React keeps a failed import's rejection otherwise.
  const BelowTheFold = useMemo(() => lazy(loadBelowTheFold), [attempt]);
  useEffect(() => {
    loadBelowTheFold().catch(() => {
      // Rendering the lazy part reports the failure and offers a retry.
    });
  }, []);

  return (
    <>
      <Hero content={content} loading={loading} />
      {loading ? <div className={styles.reserve} /> : null}
      {failed ? (
        <div className={styles.inner}>
          <LoadFailed onRetry={() => void sections.refetch()} />
        </div>
      ) : null}
      {content ? (
        <>
          {content.sections.activities ? <ActivitiesSection section={content.sections.activities} /> : null}
          <ChunkBoundary
            key={attempt}
            fallback={() => (
              <div className={styles.inner}>
                <LoadFailed onRetry={() => setAttempt((n) => n + 1)} />
              </div>
            )}
          >
            {/* Not in the markup rendered ahead (the first screen only): added once the page is hydrated. */}
            <ClientOnly fallback={<div className={styles.reserve} />}>
              <Suspense fallback={<div className={styles.reserve} />}>
                <BelowTheFold content={content} />
              </Suspense>
            </ClientOnly>
          </ChunkBoundary>
        </>
      ) : null}
    </>
  );
}
