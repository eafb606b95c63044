import { VisuallyHidden } from '@hourspace/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCta } from '../../components/cta-link';
import { LoadFailed } from '../../components/load-failed';
import { SectionFrame, SectionHeader } from '../../components/section-frame';
import type { HomeSection } from '../home-data/section-model';
import { useKeywordTabs } from '../home-data/use-keyword-tabs';
import { KeywordTabs } from './keyword-tabs';
import styles from './popular-keywords.module.css';

/** Popular keywords of the locale's country (spec §2, §3), as tabs. */
export function PopularKeywordsSection({ section }: { section: HomeSection }) {
  const { t } = useTranslation('mf-home');
  const headingId = useId();
  const { resource, retry } = useKeywordTabs();
  const heading = section.heading1 || t('sections.popularKeywords');
  return (
    <SectionFrame name="popularKeywords" headingId={headingId}>
      <SectionHeader id={headingId} heading={heading} kicker={section.heading2} lines={section.lines} />
      {resource.status === 'loading' ? (
        <div role="status" className={styles.reserve}>
          <VisuallyHidden>{t('loading')}</VisuallyHidden>
        </div>
      ) : resource.status === 'error' ? (
        <LoadFailed onRetry={retry} />
      ) : resource.data.length > 0 ? (
        <KeywordTabs tabs={resource.data} label={heading} />
      ) : null}
      <SectionCta cta={section.cta} variant="secondary" />
    </SectionFrame>
  );
}
