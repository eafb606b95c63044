import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCta } from '../../../components/cta-link';
import { SectionFrame, SectionHeader } from '../../../components/section-frame';
import { SectionImage } from '../../../components/section-image';
import type { HomeImage, HomeSection } from '../../../lib/section-model';
import styles from './why-us.module.css';

/** Spec §2: why-the-product has three numbered points. */
export const WHY_US_POINTS = 3;

/** A point's title without the number the data writes in front of it ("1. Hosts who care"): the list numbers it. */
export function withoutNumber(title: string): string {
  return title.replace(/^\s*\d+\s*[.)]\s*/, '');
}

interface Point {
  key: string;
  title: string;
  text: string;
  image: HomeImage | null;
}

/**
 * Why Hourspace (spec §2): three numbered points. Each point is an image item (title and
 * text); without images, the paragraph's lines are the points.
 */
export function WhyUsSection({ section }: { section: HomeSection }) {
  const { t } = useTranslation('mf-home');
  const headingId = useId();
  const points: Point[] =
    section.images.length > 0
      ? section.images.slice(0, WHY_US_POINTS).map((image) => ({ key: image.key, title: withoutNumber(image.title || image.alt), text: image.label, image }))
      : section.lines.slice(0, WHY_US_POINTS).map((line, i) => ({ key: String(i), title: withoutNumber(line), text: '', image: null }));
  return (
    <SectionFrame name="whyUs" headingId={headingId}>
      <SectionHeader id={headingId} heading={section.heading1 || t('sections.whyUs')} kicker={section.heading2} />
      <ol className={styles.points}>
        {points.map((point, i) => (
          <li key={point.key} className={styles.point}>
            {point.image ? <SectionImage image={point.image} className={styles.image} /> : null}
            <span className={styles.number} aria-hidden="true">
              {i + 1}
            </span>
            <h3 className={styles.title}>{point.title}</h3>
            {point.text ? <p className={styles.text}>{point.text}</p> : null}
          </li>
        ))}
      </ol>
      <SectionCta cta={section.cta} variant="secondary" />
    </SectionFrame>
  );
}
