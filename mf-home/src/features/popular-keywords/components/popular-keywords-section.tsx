import { VisuallyHidden } from '@hourspace/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCta } from '../../../components/cta-link';
import { LoadFailed } from '../../../components/load-failed';
import { SectionFrame, SectionHeader } from '../../../components/section-frame';
import type { HomeSection } from '../../../lib/section-model';
import { usePopularKeywordsQuery } from '../../../lib/api/get-popular-keywords';
import { KeywordTabs } from './keyword-tabs';
import styles from './popular-keywords.module.css';

/** Popular keywords of the locale's country (spec §2, §3), as tabs. */
export function PopularKeywordsSection({ section }: { section: HomeSection }) {
  const { t } = useTranslation('mf-home');
  const headingId = useId();
  const keywords = usePopularKeywordsQuery();
  const tabs = keywords.data;
  // A failed load that is being tried again shows as loading, as before.
  const failed = !tabs && keywords.isError && !keywords.isFetching;
  const heading = section.heading1 || t('sections.popularKeywords');
  return (
    <SectionFrame name="popularKeywords" headingId={headingId}>
      <SectionHeader id={headingId} heading={heading} kicker={section.heading2} lines={section.lines} />
      {tabs ? (
        tabs.length > 0 ? (
          <KeywordTabs tabs={tabs} label={heading} />
        ) : null
      ) : failed ? (
        <LoadFailed onRetry={() => void keywords.refetch()} />
      ) : (
        <div role="status" className={styles.reserve}>
          <VisuallyHidden>{t('loading')}</VisuallyHidden>
        </div>
      )}
      <SectionCta cta={section.cta} variant="secondary" />
    </SectionFrame>
  );
}
