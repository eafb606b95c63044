import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCta } from '../../../components/cta-link';
import { SectionFrame, SectionHeader } from '../../../components/section-frame';
import { SectionImage } from '../../../components/section-image';
import type { HomeSection } from '../../../lib/section-model';
import styles from './hosts.module.css';

/** The hosts section (spec §2): why to host, a call to action, and hosts' own words. */
export function HostsSection({ section }: { section: HomeSection }) {
  const { t } = useTranslation('mf-home');
  const headingId = useId();
  return (
    <SectionFrame name="hosts" headingId={headingId}>
      <div className={styles.layout}>
        <div className={styles.copy}>
          <SectionHeader id={headingId} heading={section.heading1 || t('sections.hosts')} kicker={section.heading2} />
          {section.lines.length > 0 ? (
            <ul className={styles.points}>
              {section.lines.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          ) : null}
          <SectionCta cta={section.cta} />
        </div>
        {section.images.length > 0 ? (
          <ul className={styles.stories}>
            {section.images.map((story) => (
              <li key={story.key}>
                <figure className={styles.story}>
                  <SectionImage image={story} className={styles.image} />
                  {story.title ? (
                    <blockquote className={styles.quote}>
                      <p>{story.title}</p>
                    </blockquote>
                  ) : null}
                  <figcaption className={styles.cite}>
                    {story.label ? <span className={styles.name}>{story.label}</span> : null}
                    {story.location ? <span>{story.location}</span> : null}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </SectionFrame>
  );
}
