import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCta } from '../../../components/cta-link';
import { SectionFrame, SectionHeader } from '../../../components/section-frame';
import { SectionImage } from '../../../components/section-image';
import type { HomeImage, HomeSection } from '../../../lib/section-model';
import styles from './awards.module.css';

/** The image item label the API gives each awards artwork. */
export const AWARDS_VARIANT = { desktop: 'desktop', compact: 'compact' } as const;

/** The desktop and compact artworks of the awards banner (either falls back to the other). */
export function awardsArtwork(images: readonly HomeImage[]): { desktop: HomeImage | null; compact: HomeImage | null } {
  const desktop = images.find((image) => image.label === AWARDS_VARIANT.desktop) ?? images[0] ?? null;
  const compact = images.find((image) => image.label === AWARDS_VARIANT.compact) ?? desktop;
  return { desktop, compact };
}

/**
 * The awards banner (spec §2, §9): the desktop banner, and a compact one at 645 px or less
 * (CSS picks; the hidden artwork is lazy, so it is never fetched).
 */
export function AwardsSection({ section }: { section: HomeSection }) {
  const { t } = useTranslation('mf-home');
  const headingId = useId();
  const { desktop, compact } = awardsArtwork(section.images);
  return (
    <SectionFrame name="awards" headingId={headingId}>
      <div className={styles.banner}>
        <div className={styles.copy}>
          <SectionHeader id={headingId} heading={section.heading1 || t('sections.awards')} kicker={section.heading2} lines={section.lines} className={styles.header} />
          <SectionCta cta={section.cta} variant="secondary" />
        </div>
        {desktop ? (
          <div className={`${styles.media} ${styles.desktopOnly}`}>
            <SectionImage image={desktop} className={styles.image} />
          </div>
        ) : null}
        {compact ? (
          <div className={`${styles.media} ${styles.compactOnly}`}>
            <SectionImage image={compact} className={styles.image} />
          </div>
        ) : null}
      </div>
    </SectionFrame>
  );
}
