import { navigate, safeHref } from '@hourspace/contracts';
import { buildLocalePath } from '@hourspace/i18n';
import { useShellServices } from '@hourspace/remote';
import { BlurhashImage, Button, Modal } from '@hourspace/ui';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Confirmation, ErrorCard } from '../../../components/error-card';
import { Skeleton } from '../../../components/skeleton';
import { useBoardsQuery, useCreateBoard, type BoardSummary } from '../api/boards';
import { BoardForm } from './board-form';
import styles from './boards.module.css';

/** A plain click moves within the page through single-spa; a modified one opens as the browser would. */
export function followLink(event: MouseEvent<HTMLAnchorElement>, href: string): void {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  event.preventDefault();
  navigate(href);
}

/** A board's cover: the newest save's photo (its BlurHash first), or a plain block when it is empty. */
export function Cover({ photo, alt }: { photo: BoardSummary['cover']; alt: string }) {
  // The photo URL comes from the API: only an http(s) or same-site one is shown (the shared link check).
  const src = photo ? safeHref(photo.url, window.location.href) : null;
  if (!photo || !src) return <span className={styles.coverEmpty} aria-hidden="true" />;
  return <BlurhashImage src={src} alt={alt} width={photo.width || 400} height={photo.height || 300} blurHash={photo.blurHash} loading="lazy" className={styles.cover} />;
}

/** The name a person sees: the default board is "Saved spaces" in their language until they rename it. */
export function useBoardName() {
  const { t } = useTranslation('mf-account');
  return (board: Pick<BoardSummary, 'name' | 'is_default'>) => board.name || t('boardsPage.defaultName');
}

/** `/boards`: the person's boards (cover, name, count), "Create a board", and what to do when there are none. */
export function BoardsPage() {
  const { t } = useTranslation('mf-account');
  const locale = useShellServices()?.locale ?? 'en-US';
  const boardName = useBoardName();
  const query = useBoardsQuery();
  const create = useCreateBoard();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);

  const open = () => {
    create.reset();
    setCreating(true);
  };

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <p className={styles.lead}>{t('boardsPage.lead')}</p>
        <Button onClick={open}>{t('boardsPage.create')}</Button>
      </div>
      {created && <Confirmation>{t('boardsPage.created', { name: created })}</Confirmation>}
      {query.isPending && <Skeleton />}
      {query.isError && <ErrorCard onRetry={() => void query.refetch()} retrying={query.isFetching} />}
      {query.data && query.data.length === 0 && (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>{t('boardsPage.emptyTitle')}</h2>
          <p>{t('boardsPage.empty')}</p>
          <a className={styles.textLink} href={buildLocalePath(locale, '/')} onClick={(e) => followLink(e, buildLocalePath(locale, '/'))}>
            {t('boardsPage.findSpaces')}
          </a>
        </div>
      )}
      {query.data && query.data.length > 0 && (
        <ul className={styles.grid} aria-label={t('boardsPage.listLabel')}>
          {query.data.map((board) => {
            const href = buildLocalePath(locale, `/boards/${board.id}`);
            const name = boardName(board);
            return (
              <li key={board.id} className={styles.boardCard}>
                <a className={styles.boardLink} href={href} onClick={(e) => followLink(e, href)}>
                  <Cover photo={board.cover} alt="" />
                  <span className={styles.boardName}>{name}</span>
                  <span className={styles.count}>{t('boardsPage.count', { count: board.space_count })}</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
      <Modal open={creating} onClose={() => setCreating(false)} title={t('boardsPage.createTitle')} closeLabel={t('boardsPage.close')} size="sm">
        {creating && (
          <BoardForm
            submitLabel={t('boardsPage.createSubmit')}
            busy={create.isPending}
            failed={create.isError}
            onCancel={() => setCreating(false)}
            onSubmit={(body) =>
              create.mutate(body, {
                onSuccess: (board) => {
                  setCreating(false);
                  setCreated(board.name);
                },
              })
            }
          />
        )}
      </Modal>
    </div>
  );
}
