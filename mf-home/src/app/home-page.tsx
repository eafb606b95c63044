import { useNearViewport, usePageTitle } from '@hourspace/ui';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
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
 * this chunk; the rest comes in a chunk fetched while the section data loads, and is rendered
 * once it may be seen: within a screen and a quarter of the viewport, or at the reader's first
 * scroll, key or press (`useNearViewport`). On a wide screen that is at once; on a phone it is
 * more than a screen down, so its render and its photos stay out of the page's load
 * (docs/decisions/below-the-fold-on-approach.md). Until then, the space below stays reserved
 * so the footer does not jump.
 */
export function HomePage() {
  const { t } = useTranslation('mf-home');
  usePageTitle(t('title'));
  useHostPhonePrompt();
  const sections = useHomeSectionsQuery();
  // The data's arrival renders the whole page below the hero's skeleton: in a transition, so in
  // React's time slices rather than one long task
  // (docs/decisions/render-in-time-slices.md).
  const content = useDeferredValue(sections.data);
  // A failed load that is being tried again (retry, remount) shows as loading, as before.
  const failed = !content && sections.isError && !sections.isFetching;
  const loading = !content && !failed;
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React keeps a failed import's rejection otherwise.
  const BelowTheFold = useMemo(() => lazy(loadBelowTheFold), [attempt]);
  const below = useRef<HTMLDivElement>(null);
  const near = useNearViewport(below);
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
      {/* A boundary of its own: hydrated in a pass after the hero's, so neither commit is one long
          task (docs/decisions/hydration-transitions.md). */}
      {content?.sections.activities ? (
        <Suspense fallback={null}>
          <ActivitiesSection section={content.sections.activities} />
        </Suspense>
      ) : null}
      {/* Always in the page, so `useNearViewport` watches one element from the first commit on. */}
      <div ref={below}>
        {content ? (
          <ChunkBoundary
            key={attempt}
            fallback={() => (
              <div className={styles.inner}>
                <LoadFailed onRetry={() => setAttempt((n) => n + 1)} />
              </div>
            )}
          >
            {/* Not in the markup rendered ahead (the first screen only): `near` turns true after hydration. */}
            {near ? (
              <Suspense fallback={<div className={styles.reserve} />}>
                <BelowTheFold content={content} />
              </Suspense>
            ) : (
              <div className={styles.reserve} />
            )}
          </ChunkBoundary>
        ) : null}
      </div>
    </>
  );
}
