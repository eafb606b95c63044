import { useTranslation } from 'react-i18next';
import type { SpaceDetail } from '../../../lib/api/get-space';
import styles from './space.module.css';
import { dateTimeFormat } from '@hourspace/i18n';

/** The latest reviews, each with the host's response when there is one. */
export function SpaceReviews({ space, locale }: { space: SpaceDetail; locale: string }) {
  const { t } = useTranslation('mf-search');
  const date = (iso: string) => dateTimeFormat(locale, { year: 'numeric', month: 'long' }).format(new Date(iso));
  return (
    <section className={styles.section} aria-labelledby="space-reviews">
      <h2 id="space-reviews" className={styles.sectionTitle}>
        {t('space.reviews', { count: space.review_count })}
      </h2>
      {space.reviews.length === 0 ? (
        <p>{t('space.noReviews')}</p>
      ) : (
        <ul className={styles.reviews}>
          {space.reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              <p className={styles.reviewHead}>
                <strong>{review.author_name}</strong> · <span>{t('space.stars', { count: review.rating })}</span> · <span>{date(review.created_at)}</span>
              </p>
              <p>{review.body}</p>
              {review.host_response && (
                <blockquote className={styles.response}>
                  <p className={styles.responseHead}>{t('space.hostResponse', { name: space.host?.first_name ?? '' })}</p>
                  <p>{review.host_response}</p>
                </blockquote>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
