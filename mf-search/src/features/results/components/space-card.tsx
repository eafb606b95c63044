import { safeHref } from '@hourspace/contracts';
import { BlurhashImage, VisuallyHidden } from '@hourspace/ui';
import { usePageUrl } from '@hourspace/remote';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '@hourspace/contracts';
import type { SpaceCard as Space } from '../../../lib/api/search-spaces';
import { pageBase } from '../../../lib/page-base';
import { spacePath } from '../../../lib/space-path';
import { formatPrice, formatRating } from '../lib/format';
import styles from './results.module.css';
import { SaveButton } from '../../../components/save-button/save-button';

/** Props of {@link SpaceCard}. */
export interface SpaceCardProps {
  space: Space;
  locale: string;
  eager: boolean;
  /** The page's first photo (a phone's LCP): asked for before the others (`fetchpriority="high"`), never lazily. */
  priority?: boolean;
  /** Its pin on the map is hovered or focused (docs/decisions/search-map.md). */
  highlighted?: boolean;
  /** Hovering or focusing the card highlights its pin; leaving it, none. */
  onHighlight?: (id: string | null) => void;
  /** How far it is from the searched point of interest, in words. */
  distance?: string | null;
}

/**
 * One result: photo (its BlurHash first), title, city, capacity, hourly price in the
 * locale's way of writing money, rating and the instant-book mark.
 */
export function SpaceCard({ space, locale, eager, priority = false, highlighted = false, onHighlight, distance = null }: SpaceCardProps) {
  const { t } = useTranslation('mf-search');
  const titleId = useId();
  // The page's address, also when it is rendered on a server (docs/decisions/request-time-ssr.md).
  const { pathname } = usePageUrl();
  const href = spacePath(space.id, space.title, pathname);
  const place = [space.city, space.state].filter(Boolean).join(', ');
  // The photo URL comes from the API: only an http(s) or same-site one is shown (the shared link check).
  const photoUrl = space.photo ? safeHref(space.photo.url, pageBase()) : null;
  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-testid="space-card"
      data-space-id={space.id}
      data-highlighted={highlighted}
      onMouseEnter={onHighlight && (() => onHighlight(space.id))}
      onMouseLeave={onHighlight && (() => onHighlight(null))}
      onFocus={onHighlight && (() => onHighlight(space.id))}
      onBlur={
        onHighlight &&
        ((event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) onHighlight(null);
        })
      }
    >
      <div className={styles.photo}>
        {space.photo && photoUrl ? (
          <BlurhashImage
            src={photoUrl}
            alt={t('card.photoAlt', { title: space.title })}
            width={space.photo.width}
            height={space.photo.height}
            blurHash={space.photo.blurHash}
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            className={styles.photoBox}
          />
        ) : (
          <span className={styles.photoBox} />
        )}
        <SaveButton spaceId={space.id} title={space.title} />
        {space.instant_book && (
          <span className={styles.instant}>
            <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
              <path d="M13 2 4 14h6l-1 8 9-12h-6l1-8Z" />
            </svg>
            {t('card.instantBook')}
          </span>
        )}
      </div>
      <div className={styles.cardBody}>
        <h2 id={titleId} className={styles.cardTitle}>
          {/* A real link (new tab, no script); a plain click moves within the page through single-spa. */}
          <a
            href={href}
            className={styles.cardLink}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
              event.preventDefault();
              navigate(href);
            }}
          >
            {space.title}
          </a>
        </h2>
        {place && <p className={styles.cardPlace}>{place}</p>}
        {distance && (
          <p className={styles.cardDistance} data-testid="space-distance">
            {distance}
          </p>
        )}
        <ul className={styles.facts}>
          {space.capacity !== null && <li>{t('card.capacity', { count: space.capacity })}</li>}
          {space.rating !== null && (
            <li>
              <span aria-hidden="true" className={styles.rating}>
                <svg viewBox="0 0 24 24" width="14" height="14" focusable="false">
                  <path d="m12 2.5 2.9 6 6.6.8-4.9 4.6 1.3 6.6L12 17.2l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8 2.9-6Z" />
                </svg>
                {space.review_count !== null
                  ? t('card.ratingShort', { rating: formatRating(space.rating, locale), count: space.review_count })
                  : formatRating(space.rating, locale)}
              </span>
              <VisuallyHidden>{t('card.rating', { rating: formatRating(space.rating, locale), count: space.review_count ?? 0 })}</VisuallyHidden>
            </li>
          )}
        </ul>
        {space.hourly_price !== null && <p className={styles.price}>{t('card.pricePerHour', { price: formatPrice(space.hourly_price, space.currency, locale) })}</p>}
      </div>
    </article>
  );
}
