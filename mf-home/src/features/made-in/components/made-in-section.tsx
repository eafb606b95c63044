import { breakpoints } from '@hourspace/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCta } from '../../../components/cta-link';
import { SectionFrame, SectionHeader } from '../../../components/section-frame';
import { SectionImage } from '../../../components/section-image';
import type { HomeImage, HomeSection } from '../../../lib/section-model';
import styles from './made-in.module.css';
import { HomeCarousel } from '../../../components/home-carousel';

/** The made-in-Hourspace slider (spec §2): moments booked on Hourspace, each linking to a search like it. */
export function MadeInSection({ section }: { section: HomeSection }) {
  const { t } = useTranslation('mf-home');
  const headingId = useId();
  const heading = section.heading1 || t('sections.madeIn');
  return (
    <SectionFrame name="madeIn" headingId={headingId} muted>
      <SectionHeader id={headingId} heading={heading} kicker={section.heading2} lines={section.lines} />
      {section.images.length > 0 ? (
        <HomeCarousel
          label={t('madeIn.carouselLabel')}
          items={section.images}
          getKey={(image) => image.key}
          autoplay={false}
          slidesPerView={{ base: 1.2, from: { [breakpoints.compact]: 2.2, [breakpoints.desktop]: 3.2 } }}
          slideLabel={(index, count) => t('carousel.slideOf', { index: index + 1, count })}
          previousLabel={t('carousel.previous')}
          nextLabel={t('carousel.next')}
          renderSlide={(moment) => <Moment moment={moment} />}
        />
      ) : null}
      <SectionCta cta={section.cta} />
    </SectionFrame>
  );
}

function Moment({ moment }: { moment: HomeImage }) {
  const body = (
    <>
      <SectionImage image={moment} presentational className={styles.image} />
      {moment.label ? <span className={styles.label}>{moment.label}</span> : null}
      {moment.title ? <span className={styles.title}>{moment.title}</span> : null}
      {moment.location ? <span className={styles.location}>{moment.location}</span> : null}
    </>
  );
  return moment.href ? (
    <a href={moment.href} className={styles.card}>
      {body}
    </a>
  ) : (
    <div className={styles.card}>{body}</div>
  );
}
