import { mediaUp, useMediaQuery } from '@hourspace/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCta } from '../../../components/cta-link';
import { isActivitiesPage, openPopularActivities } from '../../../events/activities';
import { usePageLocale } from '../../../lib/use-page-locale';
import { SectionFrame, SectionHeader } from '../../../components/section-frame';
import { SectionImage } from '../../../components/section-image';
import type { HomeImage, HomeSection } from '../../../lib/section-model';
import { ActivityColumns } from './activity-columns';
import { ActivityLinks } from './activity-links';
import styles from './activities.module.css';
import { HomeCarousel } from '../../../components/home-carousel';

/** Spec §4/§9: the activities carousel moves on every 5000 ms. */
export const ACTIVITIES_INTERVAL_MS = 5000;

/**
 * The activities list (spec §2 Home): a link per activity and a call to action, beside a
 * photo carousel that advances every 5 s. From 1120 px the links wrap (at most 5 lines)
 * and pointing at one shows its photo and holds the carousel; below, they sit in a
 * slider of 5-link columns. The call to action opens the popular-activities modal.
 */
export function ActivitiesSection({ section }: { section: HomeSection }) {
  const { t } = useTranslation('mf-home');
  const headingId = useId();
  const desktop = useMediaQuery(mediaUp('desktop'));
  const [selected, setSelected] = useState(0);
  const [pointing, setPointing] = useState(false);
  const { prefix } = usePageLocale();
  // The CTA goes to /plan/activities (it works without scripts); a plain click opens the
  // popular-activities modal with the same list instead.
  const onCta = section.cta && isActivitiesPage(section.cta.href, prefix) ? openPopularActivities : undefined;
  const heading = section.heading1 || t('sections.activities');
  const header = <SectionHeader id={headingId} heading={heading} kicker={section.heading2} lines={section.lines} />;
  const photos =
    section.images.length > 0 ? (
      <HomeCarousel
        label={t('activities.photosLabel')}
        items={section.images}
        getKey={(image) => image.key}
        index={selected}
        onSelect={setSelected}
        autoplay={!pointing}
        intervalMs={ACTIVITIES_INTERVAL_MS}
        slideLabel={(index, count) => t('carousel.slideOf', { index: index + 1, count })}
        previousLabel={t('carousel.previous')}
        nextLabel={t('carousel.next')}
        rotationLabels={{ pause: t('carousel.pause'), play: t('carousel.play') }}
        renderSlide={(image) => <ActivityPhoto image={image} />}
      />
    ) : null;

  if (desktop) {
    return (
      <SectionFrame name="activities" headingId={headingId} className={styles.section}>
        <div className={styles.layout}>
          <div className={styles.copy}>
            {header}
            <ActivityLinks
              items={section.images}
              selected={selected}
              label={t('activities.linksLabel')}
              onPoint={(index) => {
                setSelected(index);
                setPointing(true);
              }}
              onLeave={() => setPointing(false)}
            />
            <SectionCta cta={section.cta} variant="secondary" onClick={onCta} />
          </div>
          <div className={styles.media}>{photos}</div>
        </div>
      </SectionFrame>
    );
  }
  return (
    <SectionFrame name="activities" headingId={headingId} className={styles.section}>
      {header}
      <div className={styles.media}>{photos}</div>
      <ActivityColumns items={section.images} label={t('activities.linksLabel')} />
      <SectionCta cta={section.cta} variant="secondary" onClick={onCta} />
    </SectionFrame>
  );
}

function ActivityPhoto({ image }: { image: HomeImage }) {
  return (
    <figure className={styles.photo}>
      <SectionImage image={image} className={styles.photoImage} />
      {image.label ? <figcaption className={styles.photoCaption}>{image.label}</figcaption> : null}
    </figure>
  );
}
