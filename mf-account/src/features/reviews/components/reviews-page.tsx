import type { GuestReview, HostReview } from '@hourspace/api-client';
import { useShellServices } from '@hourspace/remote';
import { Button } from '@hourspace/ui';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Confirmation, ErrorCard } from '../../../components/error-card';
import { Skeleton } from '../../../components/skeleton';
import { useSession } from '../../../events/session';
import { useRespondToReview, useReviewsAboutMe } from '../api/reviews';
import { ReviewResponseForm } from './review-response-form';
import styles from './reviews.module.css';
import { dateTimeFormat } from '@hourspace/i18n';

type Tab = 'host' | 'guest';
const TABS: readonly Tab[] = ['host', 'guest'];

/** A date of the API ('2026-11-20T10:00:00.000Z') in the page's locale. */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('mf-account');
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p>
      <span className={styles.stars} aria-hidden="true">
        {'★'.repeat(full)}
        {'☆'.repeat(5 - full)}
      </span>{' '}
      <span>{t('reviewsPage.rating', { rating })}</span>
    </p>
  );
}

function HostReviewItem({ review, locale }: { review: HostReview; locale: string }) {
  const { t } = useTranslation('mf-account');
  const respond = useRespondToReview();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const headingId = `review-host-${review.id}`;
  return (
    <li className={styles.item} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {t('reviewsPage.space', { title: review.space.title })}
      </h3>
      <p className={styles.meta}>{t('reviewsPage.byOn', { name: review.author_name, date: formatDate(review.created_at, locale) })}</p>
      <Stars rating={review.rating} />
      <p className={styles.body}>{review.body}</p>
      {review.host_response !== null && !editing && (
        <div className={styles.response}>
          <h4>{t('reviewsPage.yourResponse')}</h4>
          <p className={styles.body}>{review.host_response}</p>
          {review.responded_at && <p className={styles.meta}>{t('reviewsPage.respondedOn', { date: formatDate(review.responded_at, locale) })}</p>}
        </div>
      )}
      {saved && !editing && <Confirmation>{t('reviewsPage.saved')}</Confirmation>}
      {editing ? (
        <ReviewResponseForm
          authorName={review.author_name}
          initial={review.host_response ?? ''}
          busy={respond.isPending}
          error={respond.error}
          onCancel={() => {
            setEditing(false);
            respond.reset();
            requestAnimationFrame(() => toggle.current?.focus());
          }}
          onSubmit={(response) =>
            respond.mutate(
              { id: review.id, response },
              {
                onSuccess: () => {
                  setEditing(false);
                  setSaved(true);
                  requestAnimationFrame(() => toggle.current?.focus());
                },
              },
            )
          }
        />
      ) : (
        <div className={styles.actions}>
          <Button
            ref={toggle}
            variant="secondary"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {review.host_response === null ? t('reviewsPage.respond', { name: review.author_name }) : t('reviewsPage.edit', { name: review.author_name })}
          </Button>
        </div>
      )}
    </li>
  );
}

function GuestReviewItem({ review, locale }: { review: GuestReview; locale: string }) {
  const { t } = useTranslation('mf-account');
  const headingId = `review-guest-${review.id}`;
  return (
    <li className={styles.item} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {t('reviewsPage.from', { name: review.author_name })}
      </h3>
      <p className={styles.meta}>
        {review.space ? t('reviewsPage.stayAtOn', { title: review.space.title, date: formatDate(review.created_at, locale) }) : formatDate(review.created_at, locale)}
      </p>
      <Stars rating={review.rating} />
      <p className={styles.body}>{review.body}</p>
    </li>
  );
}

function Summary({ total, average, shown }: { total: number; average: number | null; shown: number }) {
  const { t } = useTranslation('mf-account');
  if (total === 0 || average === null) return null;
  return (
    <p className={styles.summary}>
      {t('reviewsPage.summary', { count: total, rating: average })}
      {shown < total && ` ${t('reviewsPage.shown', { count: shown })}`}
    </p>
  );
}

/**
 * `/reviews/about-you` (spec §2; docs/decisions/reviews-and-listing-drafts.md): what guests wrote about the person's
 * spaces, with the host's public response to each (spec §5 review_response, 5 to 1500), and
 * what hosts wrote about them as a guest, in two tabs.
 */
export function ReviewsPage() {
  const { t } = useTranslation('mf-account');
  const locale = useShellServices()?.locale ?? 'en-US';
  const isHost = useSession()?.navState === 'NAV_LOGGED_IN_HOST';
  const query = useReviewsAboutMe();
  const [chosen, setChosen] = useState<Tab | null>(null);
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ host: null, guest: null });

  if (query.isPending) return <Skeleton lines={4} />;
  if (query.isError) return <ErrorCard onRetry={() => void query.refetch()} retrying={query.isFetching} />;

  const { as_host: asHost, as_guest: asGuest } = query.data;
  const tab: Tab = chosen ?? (isHost || asHost.total > 0 ? 'host' : 'guest');

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab);
    const next = event.key === 'ArrowRight' ? TABS[(index + 1) % TABS.length] : event.key === 'ArrowLeft' ? TABS[(index + TABS.length - 1) % TABS.length] : undefined;
    if (!next) return;
    event.preventDefault();
    setChosen(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={styles.page}>
      <div role="tablist" aria-label={t('reviewsPage.tabs.label')} className={styles.tabs}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`reviews-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`reviews-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => setChosen(name)}
            onKeyDown={onKeyDown}
          >
            {t(`reviewsPage.tabs.${name}`)}
          </button>
        ))}
      </div>
      <section role="tabpanel" id={`reviews-panel-${tab}`} aria-labelledby={`reviews-tab-${tab}`} className={styles.page}>
        {tab === 'host' ? (
          <>
            <Summary total={asHost.total} average={asHost.average_rating} shown={asHost.data.length} />
            {asHost.data.length === 0 ? (
              <p>{t('reviewsPage.empty.host')}</p>
            ) : (
              <ul className={styles.list}>
                {asHost.data.map((review) => (
                  <HostReviewItem key={review.id} review={review} locale={locale} />
                ))}
              </ul>
            )}
          </>
        ) : (
          <>
            <Summary total={asGuest.total} average={asGuest.average_rating} shown={asGuest.data.length} />
            {asGuest.data.length === 0 ? (
              <p>{t('reviewsPage.empty.guest')}</p>
            ) : (
              <ul className={styles.list}>
                {asGuest.data.map((review) => (
                  <GuestReviewItem key={review.id} review={review} locale={locale} />
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </div>
  );
}
