import { navigate } from '@hourspace/contracts';
import { parseLocalePath } from '@hourspace/i18n';
import { usePageUrl } from '@hourspace/remote';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { requestSignupToSave, useSession } from '../../events/session';
import { useSaveSpaceMutation, useSavedSpaceIdsQuery, useUnsaveSpaceMutation } from '../../lib/api/boards';
import { rememberPendingSave, takePendingSave } from '../../lib/pending-save';
import { SaveDialog } from './save-dialog';
import styles from './save-button.module.css';

/** What the toast says after a heart press. */
type Notice = { kind: 'saved'; board: string } | { kind: 'removed' } | { kind: 'failed' };

const NOTICE_MS = 6000;

/**
 * The heart on a results card, a keyword page's card and the space page. Logged out, it
 * remembers the space for this tab and opens sign-up with source `fav` (spec §2); once the
 * session is a user's, the space is saved on the default board. Signed in, an empty heart
 * opens "Save to a board" (the person's boards, or a new one); a filled heart takes the space
 * off every board. While the session is loading it waits. See docs/decisions/search-saved-spaces.md.
 */
export function SaveButton({ spaceId, title, placement = 'card' }: { spaceId: string; title: string; placement?: 'card' | 'page' }) {
  const { t } = useTranslation('mf-search');
  const session = useSession();
  // The page's address, also when it is rendered on a server (docs/decisions/request-time-ssr.md).
  const { pathname } = usePageUrl();
  const profileId = session?.profile?.SSOid ?? null;
  const signedIn = profileId !== null && (session?.navState === 'NAV_LOGGED_IN_GUEST' || session?.navState === 'NAV_LOGGED_IN_HOST');
  const loggedOut = session?.navState === 'NAV_LOGGED_OUT';
  const user = signedIn ? profileId : null;
  const id = Number(spaceId);
  const savedIds = useSavedSpaceIdsQuery(user);
  const save = useSaveSpaceMutation(user ?? '');
  const unsave = useUnsaveSpaceMutation(user ?? '');
  const saved = user !== null && (savedIds.data?.includes(id) ?? false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Back from the sign-up or log-in the heart opened (also after a reload): the save is made.
  useEffect(() => {
    if (user === null || !takePendingSave(spaceId)) return;
    save.mutate(
      { board: 'default', spaceId: id },
      { onSuccess: (answer) => setNotice({ kind: 'saved', board: answer.board_name || t('save.defaultBoard') }), onError: () => setNotice({ kind: 'failed' }) },
    );
    // Only a new signed-in user starts it (`save` is a new object on every render).
  }, [user, spaceId]);

  // The toast stays while the pointer or the focus is on it (its link must stay reachable), else it goes after 6 s.
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!notice || held) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice, held]);

  const press = () => {
    if (loggedOut) {
      rememberPendingSave(spaceId);
      requestSignupToSave();
      return;
    }
    if (user === null || savedIds.isPending) return;
    if (saved) {
      unsave.mutate(id, { onSuccess: () => setNotice({ kind: 'removed' }), onError: () => setNotice({ kind: 'failed' }) });
    } else {
      setDialogOpen(true);
    }
  };

  const { prefix } = parseLocalePath(pathname);
  const boardsHref = `${prefix ? `/${prefix}` : ''}/boards`;
  const waiting = !signedIn && !loggedOut;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={placement === 'card' ? styles.heart : `${styles.heart} ${styles.onPage}`}
        aria-label={t('card.save', { title })}
        aria-pressed={signedIn ? saved : undefined}
        aria-disabled={waiting || (signedIn && savedIds.isPending) ? true : undefined}
        data-saved={saved}
        onClick={press}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M12 20.3 10.6 19C5.6 14.5 2.5 11.7 2.5 8.2 2.5 5.4 4.7 3.2 7.5 3.2c1.6 0 3.1.7 4.5 2 1.4-1.3 2.9-2 4.5-2 2.8 0 5 2.2 5 5 0 3.5-3.1 6.3-8.1 10.8L12 20.3Z" />
        </svg>
        {placement === 'page' && <span className={styles.pageLabel}>{saved ? t('save.savedLabel') : t('save.saveLabel')}</span>}
      </button>
      {user !== null && dialogOpen && (
        <SaveDialog
          user={user}
          spaceId={id}
          title={title}
          onClose={() => setDialogOpen(false)}
          onSaved={(board) => {
            setDialogOpen(false);
            setNotice({ kind: 'saved', board });
          }}
        />
      )}
      {notice &&
        createPortal(
          <div
            className={styles.toast}
            role="status"
            onMouseEnter={() => setHeld(true)}
            onMouseLeave={() => setHeld(false)}
            onFocus={() => setHeld(true)}
            onBlur={() => setHeld(false)}
          >
            <span>{notice.kind === 'saved' ? t('save.saved', { board: notice.board }) : notice.kind === 'removed' ? t('save.removed') : t('save.failed')}</span>
            {notice.kind === 'saved' && (
              <a
                className={styles.toastLink}
                href={boardsHref}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
                  event.preventDefault();
                  setNotice(null);
                  setHeld(false);
                  navigate(boardsHref);
                }}
              >
                {t('save.viewBoards')}
              </a>
            )}
            <button
              type="button"
              className={styles.toastClose}
              aria-label={t('save.dismiss')}
              onClick={() => {
                setNotice(null);
                setHeld(false);
              }}
            >
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>,
          document.body,
        )}
    </>
  );
}
