import type { ListingDraft } from '@hourspace/api-client';
import { useShellServices } from '@hourspace/remote';
import { buttonClassName } from '@hourspace/ui';
import { useMessageLanguage } from '@hourspace/validation/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import cardStyles from '../../../components/cards.module.css';
import { Confirmation, ErrorCard } from '../../../components/error-card';
import { localHref, useIsHost } from '../../../components/host-only';
import { Skeleton } from '../../../components/skeleton';
import { callErrorMessage } from '../../../lib/call-error';
import { useDeleteDraft, useMyListingsQuery, useSetListingStatus } from '../api/hosting';
import { leaveEditView, useEditTarget } from '../lib/edit-target';
import { ConfirmDialog } from './confirm-dialog';
import { DraftCard, SpaceCard, type ListedSpace } from './listing-cards';
import { ListingEditor, type ListingPhotoManager, type ListingStepForms } from './listing-editor';
import styles from './hosting.module.css';

type Asking = { kind: 'pause'; space: ListedSpace } | { kind: 'delete'; draft: ListingDraft } | null;

/** The list: drafts in progress first, then the published and paused spaces; `returnTo` is the space whose edit view just closed. */
function Listings({ returnTo }: { returnTo: number | null }) {
  const { t } = useTranslation('mf-account');
  const locale = useShellServices()?.locale ?? 'en-US';
  const language = useMessageLanguage();
  const isHost = useIsHost();
  const query = useMyListingsQuery();
  const status = useSetListingStatus();
  const remove = useDeleteDraft();
  const [asking, setAsking] = useState<Asking>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);

  // Back from the edit view, the focus goes back to the link that opened it.
  useEffect(() => {
    if (returnTo !== null) list.current?.querySelector<HTMLElement>(`[data-edit="${returnTo}"]`)?.focus();
  }, [returnTo, query.isSuccess]);

  if (query.isPending) return <Skeleton />;
  if (query.isError) return <ErrorCard onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const { data: spaces, drafts } = query.data;
  const failure = (error: unknown) => (error ? callErrorMessage(error, language, t('common.unexpected')) : null);

  if (spaces.length === 0 && drafts.length === 0) {
    if (!isHost)
      return (
        <section className={cardStyles.section} aria-labelledby="listings-become-host">
          <h2 id="listings-become-host" className={cardStyles.sectionTitle}>
            {t('hosting.hostOnly.title')}
          </h2>
          <p>{t('hosting.hostOnly.body')}</p>
          <p>
            <a className={buttonClassName()} href={localHref('/host')}>
              {t('hosting.hostOnly.cta')}
            </a>
          </p>
        </section>
      );
    return (
      <p>
        {t('hosting.listings.empty')} <a href={localHref('/app/ps')}>{t('hosting.listings.add')}</a>
      </p>
    );
  }

  const pause = (space: ListedSpace) => {
    status.reset();
    setNotice(null);
    setAsking({ kind: 'pause', space });
  };
  const resume = (space: ListedSpace) => {
    setNotice(null);
    status.mutate({ spaceId: space.id, action: 'resume' }, { onSuccess: () => setNotice(t('hosting.listings.resumed', { title: space.title })) });
  };
  const askDelete = (draft: ListingDraft) => {
    remove.reset();
    setNotice(null);
    setAsking({ kind: 'delete', draft });
  };

  return (
    <div ref={list} className={styles.page}>
      <p>
        <a className={buttonClassName({ variant: 'secondary' })} href={localHref('/app/ps')}>
          {t('hosting.listings.add')}
        </a>
      </p>
      {notice && <Confirmation>{notice}</Confirmation>}
      {!asking && status.isError && (
        <p role="alert" className={styles.error}>
          {failure(status.error)}
        </p>
      )}
      {drafts.length > 0 && (
        <section className={styles.section} aria-labelledby="listings-drafts">
          <h2 id="listings-drafts" className={styles.sectionTitle}>
            {t('hosting.listings.draftsTitle')}
          </h2>
          <ul className={styles.cards}>
            {drafts.map((draft) => (
              <DraftCard key={draft.id} draft={draft} locale={locale} onDelete={askDelete} />
            ))}
          </ul>
        </section>
      )}
      {spaces.length > 0 && (
        <section className={styles.section} aria-labelledby="listings-spaces">
          <h2 id="listings-spaces" className={styles.sectionTitle}>
            {t('hosting.listings.spacesTitle')}
          </h2>
          <ul className={styles.cards}>
            {spaces.map((space) => (
              <SpaceCard key={space.id} space={space} locale={locale} resuming={status.isPending && status.variables.spaceId === space.id} onPause={pause} onResume={resume} />
            ))}
          </ul>
        </section>
      )}
      {asking?.kind === 'pause' && (
        <ConfirmDialog
          title={t('hosting.listings.pauseTitle', { title: asking.space.title })}
          body={t('hosting.listings.pauseBody')}
          confirmLabel={t('hosting.listings.pauseConfirm')}
          pending={status.isPending}
          failure={failure(status.error)}
          onClose={() => setAsking(null)}
          onConfirm={() =>
            status.mutate(
              { spaceId: asking.space.id, action: 'pause' },
              {
                onSuccess: () => {
                  setAsking(null);
                  setNotice(t('hosting.listings.paused', { title: asking.space.title }));
                },
              },
            )
          }
        />
      )}
      {asking?.kind === 'delete' && (
        <ConfirmDialog
          title={t('hosting.listings.deleteTitle')}
          body={t('hosting.listings.deleteBody', { title: asking.draft.title || t('hosting.listings.untitled') })}
          confirmLabel={t('hosting.listings.deleteConfirm')}
          pending={remove.isPending}
          failure={failure(remove.error)}
          onClose={() => setAsking(null)}
          onConfirm={() =>
            remove.mutate(asking.draft.id, {
              onSuccess: () => {
                setAsking(null);
                setNotice(t('hosting.listings.deleted', { title: asking.draft.title || t('hosting.listings.untitled') }));
              },
            })
          }
        />
      )}
    </div>
  );
}

/**
 * `/mylistings`: the person's drafts (state, cover, price, go-live progress; continue in the
 * wizard or delete) and published or paused spaces (state, cover, price, open requests; the space
 * page, its calendar and add-ons; edit, pause or resume). Someone with only drafts is not a host
 * yet and still sees them. `#edit=<spaceId>` shows the edit view of one listing instead
 * (docs/decisions/my-listings-page.md).
 */
export function ListingsPage({
  loadStepForms,
  loadPhotoManager,
}: {
  loadStepForms: () => Promise<ListingStepForms>;
  loadPhotoManager?: () => Promise<ListingPhotoManager | null>;
}) {
  const editing = useEditTarget();
  const [returnTo, setReturnTo] = useState<number | null>(null);
  const last = useRef<number | null>(null);
  useEffect(() => {
    if (editing !== null) last.current = editing;
    else if (last.current !== null) {
      setReturnTo(last.current);
      last.current = null;
    }
  }, [editing]);
  if (editing !== null)
    return <ListingEditor key={editing} spaceId={editing} loadStepForms={loadStepForms} {...(loadPhotoManager ? { loadPhotoManager } : {})} onBack={leaveEditView} />;
  return <Listings returnTo={returnTo} />;
}
