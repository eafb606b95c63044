import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { ChunkBoundary } from '../components/chunk-boundary';
import { LoadFailed } from '../components/load-failed';
import { ActivitiesSection } from '../features/activities/activities-section';
import { Hero } from '../features/hero/hero';
import { useHomeSections } from '../features/home-data/use-home-sections';
import { useHostPhonePrompt } from '../features/phone-prompt/use-host-phone-prompt';
import styles from './home-page.module.css';

const loadBelowTheFold = () => import(/* webpackChunkName: "below-the-fold" */ './below-the-fold');

/**
 * Every home section in spec order. The hero and activities (the first view) render from
 * this chunk; the rest comes in a chunk fetched while the section data loads. Until the data
 * is there, the space below the hero stays reserved so the footer does not jump.
 */
export function HomePage() {
  useHostPhonePrompt();
  const { resource, retry } = useHomeSections();
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
      <Hero resource={resource} />
      {resource.status === 'loading' ? <div className={styles.reserve} /> : null}
      {resource.status === 'error' ? (
        <div className={styles.inner}>
          <LoadFailed onRetry={retry} />
        </div>
      ) : null}
      {resource.status === 'ready' ? (
        <>
          {resource.data.sections.activities ? <ActivitiesSection section={resource.data.sections.activities} /> : null}
          <ChunkBoundary
            key={attempt}
            fallback={() => (
              <div className={styles.inner}>
                <LoadFailed onRetry={() => setAttempt((n) => n + 1)} />
              </div>
            )}
          >
            <Suspense fallback={<div className={styles.reserve} />}>
              <BelowTheFold content={resource.data} />
            </Suspense>
          </ChunkBoundary>
        </>
      ) : null}
    </>
  );
}
