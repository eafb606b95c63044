import { useTranslation } from 'react-i18next';
import { requestSignupToSave, useSession } from '../../../events/session';
import styles from './results.module.css';
import { useSavedSpaces } from '../stores/saved-spaces-store';

/**
 * The heart on a card. Logged out, it opens sign-up with source `fav` (spec §2); signed
 * in, it saves or un-saves the space; while the session is still loading it waits.
 */
export function SaveButton({ spaceId, title }: { spaceId: string; title: string }) {
  const { t } = useTranslation('mf-search');
  const session = useSession();
  const user = session?.profile?.SSOid ?? null;
  const signedIn = user !== null && (session?.navState === 'NAV_LOGGED_IN_GUEST' || session?.navState === 'NAV_LOGGED_IN_HOST');
  const loggedOut = session?.navState === 'NAV_LOGGED_OUT';
  const saved = useSavedSpaces((s) => (signedIn && user ? s.isSaved(user, spaceId) : false));
  const toggle = useSavedSpaces((s) => s.toggle);

  return (
    <button
      type="button"
      className={styles.save}
      aria-label={t('card.save', { title })}
      aria-pressed={signedIn ? saved : undefined}
      aria-disabled={!signedIn && !loggedOut ? true : undefined}
      data-saved={saved}
      onClick={() => {
        if (loggedOut) requestSignupToSave();
        else if (signedIn && user) toggle(user, spaceId);
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 20.3 10.6 19C5.6 14.5 2.5 11.7 2.5 8.2 2.5 5.4 4.7 3.2 7.5 3.2c1.6 0 3.1.7 4.5 2 1.4-1.3 2.9-2 4.5-2 2.8 0 5 2.2 5 5 0 3.5-3.1 6.3-8.1 10.8L12 20.3Z" />
      </svg>
    </button>
  );
}
