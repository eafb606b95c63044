import { isApiError } from '@hourspace/api-client';
import { navigate, safeHref } from '@hourspace/contracts';
import { buildLocalePath, parseLocalePath, numberFormat } from '@hourspace/i18n';
import { useShellServices } from '@hourspace/remote';
import { BlurhashImage, Button, Modal } from '@hourspace/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Confirmation, ErrorCard } from '../../../components/error-card';
import { Skeleton } from '../../../components/skeleton';
import { useBoardQuery, useDeleteBoard, useRemoveSpace, useUpdateBoard, type Board } from '../api/boards';
import { BoardForm } from './board-form';
import { followLink, useBoardName } from './boards-page';
import styles from './boards.module.css';

/** The only paths a saved space may link to: its page, `/space/{id}/{slug}`. */
const SPACE_PATH = /^\/space\/\d{1,9}(?:\/[a-z0-9-]{0,80})?$/;

/** The board id `/boards/{id}` names, or null. */
export function boardIdOf(pathname: string): number | null {
  const match = /^\/boards\/(\d{1,9})\/?$/.exec(parseLocalePath(pathname).rest);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function money(amount: number, currency: string, locale: string): string {
  try {
    return numberFormat(locale, { style: 'currency', currency, maximumFractionDigits: amount % 1 === 0 ? 0 : 2 }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

function NotFound({ locale }: { locale: string }) {
  const { t } = useTranslation('mf-account');
  const href = buildLocalePath(locale, '/boards');
  return (
    <div className={styles.empty} role="alert">
      <h2 className={styles.emptyTitle}>{t('boardsPage.notFound')}</h2>
      <a className={styles.textLink} href={href} onClick={(e) => followLink(e, href)}>
        {t('boardsPage.back')}
      </a>
    </div>
  );
}

/** `/boards/{id}`: a board's spaces as cards linking to their pages; rename and describe, delete (after a confirmation), take a space off. */
export function BoardPage() {
  const locale = useShellServices()?.locale ?? 'en-US';
  const id = boardIdOf(window.location.pathname);
  if (id === null) return <NotFound locale={locale} />;
  return <BoardView id={id} locale={locale} />;
}

function BoardView({ id, locale }: { id: number; locale: string }) {
  const query = useBoardQuery(id);
  if (query.isPending) return <Skeleton lines={4} />;
  if (query.isError) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return missing ? <NotFound locale={locale} /> : <ErrorCard onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <BoardContent board={query.data} locale={locale} />;
}

function BoardContent({ board, locale }: { board: Board; locale: string }) {
  const { t } = useTranslation('mf-account');
  const boardName = useBoardName();
  const update = useUpdateBoard(board.id);
  const remove = useDeleteBoard(board.id);
  const removeSpace = useRemoveSpace(board.id);
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const listHref = buildLocalePath(locale, '/boards');
  const name = boardName(board);

  return (
    <div className={styles.page}>
      <a className={styles.textLink} href={listHref} onClick={(e) => followLink(e, listHref)}>
        {t('boardsPage.back')}
      </a>
      <header className={styles.boardHeader}>
        <h2 className={styles.boardTitle}>{name}</h2>
        {board.description && <p className={styles.description}>{board.description}</p>}
        <p className={styles.count}>{t('boardsPage.count', { count: board.space_count })}</p>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => {
              update.reset();
              setDialog('edit');
            }}
          >
            {t('boardsPage.edit')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              remove.reset();
              setDialog('delete');
            }}
          >
            {t('boardsPage.delete')}
          </Button>
        </div>
      </header>
      {notice && <Confirmation>{notice}</Confirmation>}
      {removeSpace.isError && (
        <p role="alert" className={styles.error}>
          {t('common.unexpected')}
        </p>
      )}
      {board.spaces.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('boardsPage.boardEmpty')}</p>
          <a className={styles.textLink} href={buildLocalePath(locale, '/')} onClick={(e) => followLink(e, buildLocalePath(locale, '/'))}>
            {t('boardsPage.findSpaces')}
          </a>
        </div>
      ) : (
        <ul className={styles.grid} aria-label={t('boardsPage.spacesLabel', { name })}>
          {board.spaces.map((space) => {
            // The path comes from the API: it goes under the page's prefix and through the shared link check.
            const href = SPACE_PATH.test(space.path) ? safeHref(buildLocalePath(locale, space.path), window.location.href) : null;
            const photo = safeHref(space.photo.url, window.location.href);
            const place = [space.city, space.state].filter(Boolean).join(', ');
            return (
              <li key={space.id} className={styles.spaceCard}>
                {photo ? (
                  <BlurhashImage
                    src={photo}
                    alt={t('boardsPage.photoAlt', { title: space.title })}
                    width={space.photo.width || 400}
                    height={space.photo.height || 300}
                    blurHash={space.photo.blurHash}
                    loading="lazy"
                    className={styles.cover}
                  />
                ) : (
                  <span className={styles.coverEmpty} aria-hidden="true" />
                )}
                <h3 className={styles.spaceTitle}>
                  {href ? (
                    <a className={styles.spaceLink} href={href} onClick={(e) => followLink(e, href)}>
                      {space.title}
                    </a>
                  ) : (
                    space.title
                  )}
                </h3>
                {place && <p className={styles.meta}>{place}</p>}
                <p className={styles.meta}>{t('boardsPage.perHour', { price: money(space.hourly_price, space.currency, locale) })}</p>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('boardsPage.removeSpace', { title: space.title })}
                  onClick={() => removeSpace.mutate(space.id, { onSuccess: () => setNotice(t('boardsPage.removed', { title: space.title })) })}
                >
                  {t('boardsPage.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Modal open={dialog === 'edit'} onClose={() => setDialog(null)} title={t('boardsPage.editTitle')} closeLabel={t('boardsPage.close')} size="sm">
        {dialog === 'edit' && (
          <BoardForm
            initial={{ name: board.name || name, description: board.description }}
            submitLabel={t('boardsPage.save')}
            busy={update.isPending}
            failed={update.isError}
            onCancel={() => setDialog(null)}
            onSubmit={(body) =>
              update.mutate(body, {
                onSuccess: () => {
                  setDialog(null);
                  setNotice(t('boardsPage.saved'));
                },
              })
            }
          />
        )}
      </Modal>
      <Modal
        open={dialog === 'delete'}
        onClose={() => setDialog(null)}
        title={t('boardsPage.deleteTitle', { name })}
        description={t('boardsPage.deleteBody')}
        closeLabel={t('boardsPage.close')}
        size="sm"
        footer={
          <div className={styles.actions}>
            <Button loading={remove.isPending} onClick={() => remove.mutate(undefined, { onSuccess: () => navigate(listHref) })}>
              {t('boardsPage.deleteConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setDialog(null)}>
              {t('boardsPage.cancel')}
            </Button>
          </div>
        }
      >
        {remove.isError && (
          <p role="alert" className={styles.error}>
            {t('common.unexpected')}
          </p>
        )}
      </Modal>
    </div>
  );
}
