import { RemoteParcel } from '@hourspace/remote';
import { VisuallyHidden } from '@hourspace/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CtaLink } from '../../../components/cta-link';
import { Lines } from '../../../components/section-frame';
import { searchHref } from '../../../lib/links';
import { usePageLocale } from '../../../lib/use-page-locale';
import type { HomeContent } from '../../../lib/section-model';
import { HeroCarousel } from './hero-carousel';
import styles from './hero.module.css';

/**
 * The intro hero (spec §2 Home): the page's one h1 and its lines, mf-search's search form
 * (the `hero-search` parcel, with a plain link to the search modal when mf-search is down)
 * and the auto-advancing photo carousel whose first photo is the page's LCP element.
 * The search form mounts at once, before the section data arrives, and every part has
 * its box from the first paint, so nothing moves when the data or the form arrives.
 */
export function Hero({ content, loading }: { content: HomeContent | undefined; loading: boolean }) {
  const { t } = useTranslation('mf-home');
  const { prefix } = usePageLocale();
  const headingId = useId();
  const intro = content?.sections.intro;
  return (
    <section data-section="intro" aria-labelledby={loading ? undefined : headingId} aria-busy={loading || undefined} className={styles.hero}>
      <div className={styles.inner}>
        {loading ? (
          <div role="status" className={`${styles.text} ${styles.skeleton}`}>
            <VisuallyHidden>{t('loading')}</VisuallyHidden>
            <span className={styles.skeletonTitle} aria-hidden="true" />
            <span className={styles.skeletonLead} aria-hidden="true" />
          </div>
        ) : (
          <div className={styles.text}>
            <h1 id={headingId} className={styles.title}>
              {intro?.heading1 || t('title')}
            </h1>
            {(intro ? intro.heading2 : t('lead')) ? <p className={styles.lead}>{intro ? intro.heading2 : t('lead')}</p> : null}
            {intro ? <Lines lines={intro.lines} className={styles.lines} /> : null}
          </div>
        )}
        <RemoteParcel
          name="hero-search"
          className={styles.search}
          fallback={
            <div className={styles.search}>
              <CtaLink href={searchHref(prefix)} text={t('hero.searchFallback')} className={styles.searchFallback} />
            </div>
          }
        />
        <div className={styles.media}>
          {intro && intro.images.length > 0 ? <HeroCarousel images={intro.images} /> : <div className={styles.mediaPlaceholder} aria-hidden="true" />}
        </div>
      </div>
    </section>
  );
}
