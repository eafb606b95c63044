import { useShellServices } from '@hourspace/remote';
import { Button, usePageHeadingFocus, usePageTitle } from '@hourspace/ui';
import { isApiError } from '@hourspace/api-client';
import { memo, startTransition, useCallback, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSpaceQuery } from '../../../lib/api/get-space';
import type { SpaceDetail } from '../../../lib/api/get-space';
import type { QuoteRequest } from '../../../lib/api/get-space-quote';
import type { SpaceCard } from '../../../lib/api/search-spaces';
import { useActivities } from '../../../lib/use-activities';
import { formatMoney } from '../lib/money';
import { BookingPanel } from './booking-panel';
import { SaveButton } from '../../../components/save-button/save-button';
import { MessageHost } from './message-host';
import { SpaceDetails } from './space-details';
import { SpaceGallery } from './space-gallery';
import { SpaceReviews } from './space-reviews';
import styles from './space.module.css';

// The parts of the page a booking's hours do not change, rendered again only when the space does:
// a change of the panel's date or time re-renders the panel and the details, not the gallery,
// the reviews or the similar spaces (docs/decisions/hydration-transitions.md, "Interactions").
const Gallery = memo(SpaceGallery);
const Reviews = memo(SpaceReviews);
const HostSection = memo(function HostSection({ space, locale }: { space: SpaceDetail; locale: string }) {
  const { t } = useTranslation('mf-search');
  if (!space.host) return null;
  return (
    <section className={styles.host} aria-labelledby="space-host">
      <h2 id="space-host" className={styles.sectionTitle}>
        {t('space.hostedBy', { name: space.host.first_name })}
      </h2>
      <p>
        {space.host.power_host ? `${t('space.powerHost')} · ` : ''}
        {t('space.hostSince', { year: new Date(space.host.joined).getFullYear() })}
      </p>
      <MessageHost space={space} host={space.host} locale={locale} />
    </section>
  );
});
const SimilarSpaces = memo(function SimilarSpaces({ space, locale, Card }: { space: SpaceDetail; locale: string; Card: SpacePageProps['Card'] }) {
  const { t } = useTranslation('mf-search');
  if (space.similar.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="space-similar">
      <h2 id="space-similar" className={styles.sectionTitle}>
        {t('space.similar')}
      </h2>
      <div className={styles.similar}>
        {space.similar.map((s) => (
          <Card key={s.id} space={s} locale={locale} eager={false} />
        ))}
      </div>
    </section>
  );
});

/** Props of {@link SpacePage}. */
export interface SpacePageProps {
  spaceId: string;
  /** The results card, handed in by app/ (it is the results feature's), for similar spaces. */
  Card: ComponentType<{ space: SpaceCard; locale: string; eager: boolean }>;
}

function Skeleton() {
  const { t } = useTranslation('mf-search');
  return (
    <div className={styles.skeleton} aria-busy="true">
      <span className={styles.visuallyHidden} role="status">
        {t('space.loading')}
      </span>
      <div className={styles.skeletonPhoto} />
      <div className={styles.skeletonLine} />
      <div className={styles.skeletonLineShort} />
    </div>
  );
}

/**
 * The space page (`{prefix}/space/{id}/{slug}`): gallery, title, neighbourhood, capacity,
 * price and minimum hours, details, host, reviews with responses, similar spaces, and the
 * booking request beside them (a tray at 390 px).
 */
export function SpacePage({ spaceId, Card }: SpacePageProps) {
  const { t } = useTranslation('mf-search');
  const services = useShellServices();
  const locale = services?.locale ?? 'en-US';
  const query = useSpaceQuery(spaceId);
  const { catalogue } = useActivities(locale);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The hours the panel prices, so the cancellation section shows their dates (docs/decisions/checkout-flow.md).
  const [quoteRequest, setQuoteRequest] = useState<QuoteRequest | null>(null);
  // In a transition: the panel's own answer to a press comes first, the details' dates after.
  const onQuoteRequest = useCallback((request: QuoteRequest | null) => startTransition(() => setQuoteRequest(request)), []);
  const space = query.data;
  usePageTitle(space?.title ?? t('space.loading'));
  usePageHeadingFocus(headingRef, `space-${spaceId}`);

  if (query.isPending) {
    return (
      <main id="main-content" data-remote="mf-search" className={styles.page}>
        <Skeleton />
      </main>
    );
  }
  if (query.isError || !space) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <main id="main-content" data-remote="mf-search" className={styles.page}>
        <div role="alert" className={styles.errorCard}>
          <h1 className={styles.title}>{missing ? t('space.notFound') : t('errors.unexpected')}</h1>
          {!missing && (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('errors.retry')}
            </Button>
          )}
        </div>
      </main>
    );
  }

  const place = [space.neighbourhood, space.city].filter(Boolean).join(', ');
  return (
    <main id="main-content" data-remote="mf-search" className={styles.page}>
      <Gallery space={space} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <header className={styles.header}>
            <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
              {space.title}
            </h1>
            <SaveButton spaceId={space.id} title={space.title} placement="page" />
            <ul className={styles.facts}>
              {place && <li>{place}</li>}
              <li>{t('space.capacity', { count: space.capacity })}</li>
              <li>{t('space.perHour', { price: formatMoney(space.hourly_price, space.currency, locale) })}</li>
              <li>{t('space.minHours', { count: space.min_hours })}</li>
            </ul>
          </header>
          <HostSection space={space} locale={locale} />
          <SpaceDetails space={space} locale={locale} quoteRequest={quoteRequest} />
          <Reviews space={space} locale={locale} />
        </div>
        <BookingPanel space={space} locale={locale} catalogue={catalogue} onQuoteRequest={onQuoteRequest} />
      </div>
      <SimilarSpaces space={space} locale={locale} Card={Card} />
    </main>
  );
}
