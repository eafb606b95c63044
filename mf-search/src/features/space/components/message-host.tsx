import { safeHref } from '@hourspace/contracts';
import { buildLocalePath } from '@hourspace/i18n';
import { Button, Modal } from '@hourspace/ui';
import { MessageToHostSchema, translateMessage } from '@hourspace/validation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { SpaceDetail } from '../../../lib/api/get-space';
import { messageLanguage } from '../../../lib/message-language';
import { useMessageHostMutation } from '../api/message-host';
import { requestSignupToMessage, useSession } from '../../../events/session';
import { saveMessageDraft, takeMessageDraft } from '../lib/message-host-draft';
import styles from './message-host.module.css';

type Host = NonNullable<SpaceDetail['host']>;
type Status = { kind: 'writing' | 'sending' } | { kind: 'failed' } | { kind: 'sent'; threadHref: string | null };

/**
 * "Message the host" on the space page. Signed in, a dialog to write to the host (spec §5:
 * 'Please enter a message.'), sent with the space so the API opens or reuses the guest's thread
 * with that host about it; then a link to the thread in `/inbox`. Logged out, it asks mf-auth for
 * sign-up (source `msg`) and opens the dialog once the session is a user's. Not shown to the host.
 */
export function MessageHost({ space, host, locale }: { space: SpaceDetail; host: Host; locale: string }) {
  const { t } = useTranslation('mf-search');
  const session = useSession();
  const SSOid = session?.profile?.SSOid;
  const signedIn = Boolean(SSOid) && (session?.navState === 'NAV_LOGGED_IN_GUEST' || session?.navState === 'NAV_LOGGED_IN_HOST');
  const [open, setOpen] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [initial, setInitial] = useState('');

  // Back from the sign-up or log-in this button opened (also after a reload on the way): the dialog opens.
  useEffect(() => {
    if (!signedIn) return;
    const draft = takeMessageDraft(space.id);
    if (draft || waiting) {
      setWaiting(false);
      setInitial(draft?.message ?? '');
      setOpen(true);
    }
  }, [signedIn, waiting, space.id]);

  if (signedIn && SSOid === host.id) return null;

  const start = () => {
    if (signedIn) {
      setOpen(true);
      return;
    }
    saveMessageDraft({ spaceId: space.id, message: '' });
    setWaiting(true);
    requestSignupToMessage();
  };

  return (
    <>
      <Button variant="secondary" onClick={start}>
        {t('space.contact.open')}
      </Button>
      {waiting && !signedIn && (
        <p role="status" className={styles.waiting}>
          {t('space.contact.afterSignup')}
        </p>
      )}
      <Modal open={open} onClose={() => setOpen(false)} title={t('space.contact.title', { name: host.first_name })} closeLabel={t('space.contact.close')}>
        {open && <MessageForm space={space} host={host} locale={locale} initial={initial} onClose={() => setOpen(false)} />}
      </Modal>
    </>
  );
}

function MessageForm({ space, host, locale, initial, onClose }: { space: SpaceDetail; host: Host; locale: string; initial: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('mf-search');
  const messageHost = useMessageHostMutation();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'writing' });
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (status.kind === 'sent') sentRef.current?.focus();
  }, [status.kind]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = v.safeParse(MessageToHostSchema, text);
    if (!checked.success) {
      setError(translateMessage(checked.issues[0]?.message ?? '', messageLanguage(i18n.language)));
      fieldRef.current?.focus();
      return;
    }
    setError(null);
    setStatus({ kind: 'sending' });
    try {
      const sent = await messageHost.mutateAsync({ to: host.id, space_id: Number(space.id), message: checked.output });
      // The thread id comes from the API: the link is built here and passes the shared link check.
      const path = sent.thread_id ? buildLocalePath(locale, `/inbox?thread=${encodeURIComponent(sent.thread_id)}`) : buildLocalePath(locale, '/inbox');
      setStatus({ kind: 'sent', threadHref: safeHref(path, window.location.href) });
    } catch {
      setStatus({ kind: 'failed' });
    }
  };

  if (status.kind === 'sent') {
    return (
      <div className={styles.sent}>
        <h3 ref={sentRef} tabIndex={-1} className={styles.sentTitle}>
          {t('space.contact.sentTitle')}
        </h3>
        <p>{t('space.contact.sent', { name: host.first_name })}</p>
        <div className={styles.actions}>
          {status.threadHref && (
            <a className={styles.threadLink} href={status.threadHref}>
              {t('space.contact.openThread')}
            </a>
          )}
          <Button variant="ghost" onClick={onClose}>
            {t('space.contact.done')}
          </Button>
        </div>
      </div>
    );
  }

  const fieldId = 'message-host-text';
  const describedBy = [`${fieldId}-hint`, error ? `${fieldId}-error` : null].filter(Boolean).join(' ');
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <label className={styles.label} htmlFor={fieldId}>
        {t('space.contact.label', { name: host.first_name })}
      </label>
      <p id={`${fieldId}-hint`} className={styles.hint}>
        {t('space.contact.hint', { title: space.title })}
      </p>
      <textarea
        id={fieldId}
        ref={fieldRef}
        className={styles.field}
        rows={5}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <p id={`${fieldId}-error`} className={styles.error}>
          {error}
        </p>
      )}
      {status.kind === 'failed' && (
        <p role="alert" className={styles.error}>
          {t('errors.unexpected')}
        </p>
      )}
      <Button type="submit" loading={status.kind === 'sending'}>
        {t('space.contact.send')}
      </Button>
    </form>
  );
}
