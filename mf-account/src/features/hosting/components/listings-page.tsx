import { useShellServices } from '@hourspace/remote';
import { safeHref, spaceRest } from '@hourspace/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../../components/error-card';
import { HostOnly, localHref, useIsHost } from '../../../components/host-only';
import { Skeleton } from '../../../components/skeleton';
import { useHostSpacesQuery } from '../api/hosting';
import { money } from '../lib/format';
import styles from './hosting.module.css';

/** The space page's path: `/space/{id}/{slug}` under the prefix (docs/decisions/space-page.md). */
export function spaceHref(id: number, title: string): string {
  return localHref(spaceRest(id, title));
}

function Listings() {
  const { t } = useTranslation('mf-account');
  const locale = useShellServices()?.locale ?? 'en-US';
  const query = useHostSpacesQuery(useIsHost());
  if (query.isPending) return <Skeleton />;
  if (query.isError) return <ErrorCard onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.data.length === 0)
    return (
      <p>
        {t('hosting.listings.empty')} <a href={localHref('/host')}>{t('hosting.hostOnly.cta')}</a>
      </p>
    );
  return (
    <ul className={styles.cards}>
      {query.data.map((space) => {
        const photo = safeHref(space.photo.url, window.location.href);
        return (
          <li key={space.id} className={styles.card} aria-labelledby={`listing-${space.id}`}>
            {photo && <img className={styles.photo} src={photo} alt="" width={space.photo.width || undefined} height={space.photo.height || undefined} loading="lazy" />}
            <div className={styles.cardBody}>
              <h2 id={`listing-${space.id}`} className={styles.cardTitle}>
                <a href={spaceHref(space.id, space.title)}>{space.title}</a>
              </h2>
              <p>
                <span className={styles.badge}>{t(`hosting.listings.states.${space.state || 'listed'}`, { defaultValue: t('hosting.listings.states.listed') })}</span> ·{' '}
                {space.city}
              </p>
              <p>{t('hosting.listings.price', { price: money(space.hourly_price, space.currency, locale) })}</p>
              <p>{t('hosting.listings.capacity', { count: space.capacity })}</p>
              {space.pending_requests > 0 && <p className={styles.pending}>{t('hosting.listings.pending', { count: space.pending_requests })}</p>}
              <p className={styles.links}>
                <a href={localHref(`/calendar?space=${space.id}`)} aria-label={t('hosting.listings.calendarOf', { title: space.title })}>
                  {t('hosting.listings.calendar')}
                </a>
                <a href={localHref(`/hosting/add-ons?space=${space.id}`)} aria-label={t('hosting.listings.addOnsOf', { title: space.title })}>
                  {t('hosting.listings.addOns')}
                </a>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** `/mylistings`: the host's spaces with their state, photo, price and open requests, linked to the space page, its calendar and its add-ons. */
export function ListingsPage() {
  return (
    <HostOnly strings="hosting.hostOnly">
      <Listings />
    </HostOnly>
  );
}
