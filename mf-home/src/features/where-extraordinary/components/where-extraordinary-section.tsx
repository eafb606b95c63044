import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CtaLink } from '../../../components/cta-link';
import { SectionFrame, SectionHeader } from '../../../components/section-frame';
import { SectionImage } from '../../../components/section-image';
import { searchHref } from '../../../lib/links';
import { usePageLocale } from '../../../lib/use-page-locale';
import type { HomeSection } from '../../../lib/section-model';
import styles from './where-extraordinary.module.css';

/**
 * Where extraordinary begins (spec §2): a banner whose button goes to `{prefix}#a=search`
 * on this page, which the shell turns into the find-a-space modal.
 */
export function WhereExtraordinarySection({ section }: { section: HomeSection }) {
  const { t } = useTranslation('mf-home');
  const { prefix } = usePageLocale();
  const headingId = useId();
  const photo = section.images[0];
  return (
    <SectionFrame name="whereExtraordinary" headingId={headingId}>
      <div className={styles.banner}>
        {photo ? (
          <div className={styles.media}>
            <SectionImage image={photo} className={styles.image} />
          </div>
        ) : null}
        <div className={styles.copy}>
          <SectionHeader id={headingId} heading={section.heading1 || t('sections.whereExtraordinary')} kicker={section.heading2} lines={section.lines} />
          <CtaLink href={searchHref(prefix)} text={section.cta?.text || t('whereExtraordinary.cta')} />
        </div>
      </div>
    </SectionFrame>
  );
}
