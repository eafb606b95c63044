import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCta } from '../../../components/cta-link';
import { SectionFrame, SectionHeader } from '../../../components/section-frame';
import { SectionImage } from '../../../components/section-image';
import type { HomeSection } from '../../../lib/section-model';
import styles from './cities.module.css';

/** The cities list (spec §2): each city's photo, name, location and link. */
export function CitiesSection({ section }: { section: HomeSection }) {
  const { t } = useTranslation('mf-home');
  const headingId = useId();
  return (
    <SectionFrame name="cities" headingId={headingId} muted>
      <SectionHeader id={headingId} heading={section.heading1 || t('sections.cities')} kicker={section.heading2} lines={section.lines} />
      <ul className={styles.grid}>
        {section.images.map((city) => {
          const body = (
            <>
              <SectionImage image={city} presentational className={styles.image} />
              <span className={styles.name}>{city.title || city.location}</span>
              {city.location && city.location !== city.title ? <span className={styles.location}>{city.location}</span> : null}
              {city.label ? <span className={styles.count}>{city.label}</span> : null}
            </>
          );
          return (
            <li key={city.key}>
              {city.href ? (
                <a href={city.href} className={styles.card}>
                  {body}
                </a>
              ) : (
                <div className={styles.card}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
      <SectionCta cta={section.cta} variant="secondary" />
    </SectionFrame>
  );
}
