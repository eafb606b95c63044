import type { ListingDraft, MyListings } from '@hourspace/api-client';
import { safeHref, spaceRest } from '@hourspace/contracts';
import { Button, buttonClassName } from '@hourspace/ui';
import { LISTING_LIMITS, LISTING_STEPS, type ListingStep } from '@hourspace/validation';
import { useTranslation } from 'react-i18next';
import { localHref } from '../../../components/host-only';
import { editHash } from '../lib/edit-target';
import { money } from '../lib/format';
import styles from './hosting.module.css';

/** A published or paused listing as `/mylistings` lists it. */
export type ListedSpace = MyListings['data'][number];

/** The seven steps of a listing, in the wizard's order (docs/decisions/listing-publish.md). */
export const LISTING_STEP_ORDER = Object.keys(LISTING_STEPS) as ListingStep[];

/** The space page's path: `/space/{id}/{slug}` under the prefix (docs/decisions/space-page.md). */
export function spaceHref(id: number, title: string): string {
  return localHref(spaceRest(id, title));
}

/** The wizard's address for a draft: `/app/ps#draft=<id>`, the hash the wizard reads to continue it. */
export function continueHref(draftId: number): string {
  return `${localHref('/app/ps')}#draft=${draftId}`;
}

/** The steps a draft has saved and those it still lacks, in order. */
export function draftProgress(draft: ListingDraft): { done: number; total: number; missing: ListingStep[] } {
  const steps = draft.steps as Partial<Record<ListingStep, boolean>>;
  const missing = LISTING_STEP_ORDER.filter((step) => steps[step] !== true);
  return { done: LISTING_STEP_ORDER.length - missing.length, total: LISTING_STEP_ORDER.length, missing };
}

function Cover({ url, width, height }: { url: string | undefined; width?: number | undefined; height?: number | undefined }) {
  // A photo URL that is no http(s) or same-site URL is never put in an src.
  const photo = url ? safeHref(url, window.location.href) : null;
  if (!photo) return <div className={styles.noPhoto} aria-hidden="true" />;
  return <img className={styles.photo} src={photo} alt="" width={width || undefined} height={height || undefined} loading="lazy" />;
}

/** A draft: its state, cover, price, how far it is from going live, and Continue or Delete. */
export function DraftCard({ draft, locale, onDelete }: { draft: ListingDraft; locale: string; onDelete: (draft: ListingDraft) => void }) {
  const { t } = useTranslation('mf-account');
  const title = draft.title || t('hosting.listings.untitled');
  const progress = draftProgress(draft);
  const cover = draft.photos?.[0];
  const photos = draft.photos?.length ?? 0;
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(progress.missing.map((step) => t(`hosting.edit.steps.${step}`)));
  const titleId = `draft-${draft.id}`;
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <Cover url={cover?.url} width={cover?.width} height={cover?.height} />
      <div className={styles.cardBody}>
        <h3 id={titleId} className={styles.cardTitle}>
          {title}
        </h3>
        <p>
          <span className={styles.badge} data-status="draft">
            {t('hosting.listings.status.draft')}
          </span>
          {draft.city ? ` · ${draft.city}` : null}
        </p>
        <p>
          {draft.hourly_price !== null && draft.currency
            ? t('hosting.listings.price', { price: money(draft.hourly_price, draft.currency, locale) })
            : t('hosting.listings.noPrice')}
        </p>
        <p className={styles.progressLine}>
          <progress className={styles.progress} value={progress.done} max={progress.total} aria-hidden="true" />
          {t('hosting.listings.steps', { done: progress.done, total: progress.total })}
        </p>
        {progress.missing.length > 0 && <p>{t('hosting.listings.toDo', { steps: names })}</p>}
        <p>{t('hosting.listings.photos', { have: photos, need: LISTING_LIMITS.photosMin })}</p>
        <div className={styles.actions}>
          <a className={buttonClassName()} href={continueHref(draft.id)} aria-label={t('hosting.listings.continueOf', { title })}>
            {t('hosting.listings.continue')}
          </a>
          <Button variant="secondary" aria-label={t('hosting.listings.deleteDraftOf', { title })} onClick={() => onDelete(draft)}>
            {t('hosting.listings.deleteDraft')}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** A published or paused listing: state, cover, price and requests; its page, calendar, add-ons; edit, pause or resume. */
export function SpaceCard({
  space,
  locale,
  resuming,
  onPause,
  onResume,
}: {
  space: ListedSpace;
  locale: string;
  resuming: boolean;
  onPause: (space: ListedSpace) => void;
  onResume: (space: ListedSpace) => void;
}) {
  const { t } = useTranslation('mf-account');
  const titleId = `listing-${space.id}`;
  const paused = space.status === 'paused';
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <Cover url={space.photo.url} width={space.photo.width} height={space.photo.height} />
      <div className={styles.cardBody}>
        <h3 id={titleId} className={styles.cardTitle}>
          <a href={spaceHref(space.id, space.title)}>{space.title}</a>
        </h3>
        <p>
          <span className={styles.badge} data-status={space.status}>
            {t(`hosting.listings.status.${space.status}`)}
          </span>
          {space.city ? ` · ${space.city}` : null}
        </p>
        {paused && <p>{t('hosting.listings.pausedNote')}</p>}
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
        <div className={styles.actions}>
          <a className={buttonClassName()} href={editHash(space.id)} data-edit={space.id} aria-label={t('hosting.listings.editOf', { title: space.title })}>
            {t('hosting.listings.edit')}
          </a>
          {paused ? (
            <Button variant="secondary" loading={resuming} aria-label={t('hosting.listings.resumeOf', { title: space.title })} onClick={() => onResume(space)}>
              {t('hosting.listings.resume')}
            </Button>
          ) : (
            <Button variant="secondary" aria-label={t('hosting.listings.pauseOf', { title: space.title })} onClick={() => onPause(space)}>
              {t('hosting.listings.pause')}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
