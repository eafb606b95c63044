import { Button } from '@hourspace/ui';
import { useTranslation } from 'react-i18next';
import { notice } from '../lib/notices';
import type { FlowDeps } from '../lib/flow-deps';
import { fail, type Outcome } from '../lib/views';
import { startAppleSignIn } from '../lib/social/apple';
import { signInWithFacebook } from '../lib/social/facebook';
import { signInWithGoogle } from '../lib/social/google';
import { continueWithSocial, providerFailedNotice, type SocialIntent } from '../lib/social/social-flow';
import styles from './social-buttons.module.css';

type Run = (what: string, step: (deps: FlowDeps) => Promise<Outcome | null>) => Promise<void>;

/** Props of {@link SocialButtons}. */
export interface SocialButtonsProps {
  intent: SocialIntent;
  /** The flow runner of the modal the buttons sit in (one step at a time, one message area). */
  run: Run;
  busy: string | null;
  /** Google shows unless this is false (sign-up hides it unless Google sign-up is enabled). */
  showGoogle: boolean;
  /** The marketing opt-out a social sign-up sends. */
  unsubscribe: boolean;
  dest?: string | undefined;
  source?: string | undefined;
}

/** The Google, Apple and Facebook buttons of the sign-up and log-in modals. */
export function SocialButtons({ intent, run, busy, showGoogle, unsubscribe, dest, source }: SocialButtonsProps) {
  const { t } = useTranslation('mf-auth');
  const disabled = busy !== null;

  const google = () =>
    run('google', async (deps) => {
      let identity;
      try {
        identity = await signInWithGoogle(deps.api, intent);
      } catch (error) {
        console.warn('[mf-auth] Google sign-in failed', error);
        return fail(providerFailedNotice('google'));
      }
      return identity ? continueWithSocial(deps, identity, { intent, unsubscribe, dest }) : { kind: 'stay' };
    });

  const facebook = () =>
    run('facebook', async (deps) => {
      let identity;
      try {
        identity = await signInWithFacebook();
      } catch (error) {
        console.warn('[mf-auth] Facebook sign-in failed', error);
        return fail(providerFailedNotice('facebook'));
      }
      return identity ? continueWithSocial(deps, identity, { intent, unsubscribe, dest }) : { kind: 'stay' };
    });

  const apple = () =>
    run('apple', async (deps) => {
      try {
        await startAppleSignIn(deps.api, { intent, source });
        return { kind: 'left' };
      } catch (error) {
        console.warn('[mf-auth] Apple sign-in could not start', error);
        return fail(notice('appleFailed'));
      }
    });

  return (
    <div className={styles.buttons}>
      {showGoogle && (
        <Button variant="secondary" fullWidth onClick={google} loading={busy === 'google'} disabled={disabled}>
          <span className={styles.label}>
            <GoogleMark />
            {t('social.google')}
          </span>
        </Button>
      )}
      <Button variant="secondary" fullWidth onClick={apple} loading={busy === 'apple'} disabled={disabled}>
        <span className={styles.label}>
          <AppleMark />
          {t('social.apple')}
        </span>
      </Button>
      <Button variant="secondary" fullWidth onClick={facebook} loading={busy === 'facebook'} disabled={disabled}>
        <span className={styles.label}>
          <FacebookMark />
          {t('social.facebook')}
        </span>
      </Button>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 48 48">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z" />
      <path fill="#FBBC05" d="M10.6 28.6A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.6l-7.9-6.1A24 24 0 0 0 0 24c0 3.9.9 7.5 2.7 10.7l7.9-6.1z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.2-8.5 2.2-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z" />
    </svg>
  );
}

function AppleMark() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.5 1.3-.1 1.7-.8 3.3-.8 1.5 0 1.9.8 3.3.8 1.4 0 2.2-1.2 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.6-1-2.5-4zM13.9 4.9c.7-.8 1.2-2 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4z"
      />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
      <path
        fill="#1877F2"
        d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z"
      />
    </svg>
  );
}
