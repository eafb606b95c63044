import { useTranslation } from 'react-i18next';
import { SectionImage } from '../../../components/section-image';
import { chunk } from '../../../lib/chunk';
import type { HomeImage } from '../../../lib/section-model';
import styles from './activities.module.css';
import { HomeCarousel } from '../../../components/home-carousel';

/** Spec §9: the activities slider groups 5 per column. */
export const ACTIVITIES_PER_COLUMN = 5;

/** The activity links under 1120 px: a slider whose slides are columns of 5 links. */
export function ActivityColumns({ items, label }: { items: readonly HomeImage[]; label: string }) {
  const { t } = useTranslation('mf-home');
  const columns = chunk(items, ACTIVITIES_PER_COLUMN);
  return (
    <div className={styles.columns}>
      <HomeCarousel
        label={label}
        items={columns}
        getKey={(column) => column.map((item) => item.key).join('|')}
        autoplay={false}
        slidesPerView={{ base: 1.25, from: { 645: 2.2 } }}
        slideLabel={(index, count) => t('carousel.slideOf', { index: index + 1, count })}
        previousLabel={t('carousel.previous')}
        nextLabel={t('carousel.next')}
        renderSlide={(column) => (
          <ul className={styles.column}>
            {column.map((item) => (
              <li key={item.key}>
                {item.href ? (
                  <a href={item.href} className={styles.row}>
                    <SectionImage image={item} presentational className={styles.thumb} />
                    <span>{item.title || item.label}</span>
                  </a>
                ) : (
                  <span className={styles.row}>
                    <SectionImage image={item} presentational className={styles.thumb} />
                    <span>{item.title || item.label}</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      />
    </div>
  );
}
