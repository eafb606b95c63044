import { useShellServices } from '@hourspace/remote';
import { isApiError } from '@hourspace/api-client';
import { Button } from '@hourspace/ui';
import { messageLanguage, MessageToHostSchema, translateMessage } from '@hourspace/validation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { ErrorCard } from '../../../components/error-card';
import { Skeleton } from '../../../components/skeleton';
import { publishInboxChanged } from '../../../events/inbox';
import { useSession } from '../../../events/session';
import { canEdit, useAnswerRequest, useEditMessage, useMarkThread, useSendMessage, useThreadQuery, useThreadsQuery, type Thread } from '../api/threads';
import { BookingOffer } from './booking-offer';
import styles from './inbox.module.css';
import { dateTimeFormat } from '@hourspace/i18n';

type ThreadMessage = Thread['messages'][number];

/** One's own message, edited in place (within 15 minutes; the API has the last word). */
function EditMessage({ message, threadId, onDone }: { message: ThreadMessage; threadId: string; onDone: (saved: boolean) => void }) {
  const { t, i18n } = useTranslation('mf-account');
  const edit = useEditMessage(threadId);
  const [text, setText] = useState(message.message);
  const [error, setError] = useState<string | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => fieldRef.current?.focus(), []);
  const fieldId = `edit-${message.id}`;
  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = v.safeParse(MessageToHostSchema, text);
    if (!checked.success) {
      setError(translateMessage(checked.issues[0]?.message ?? '', messageLanguage(i18n.language)));
      return;
    }
    setError(null);
    edit.mutate(
      { id: message.id, message: checked.output },
      {
        onSuccess: () => onDone(true),
        onError: (failure) => setError(isApiError(failure) && failure.error === 'edit_window_closed' ? t('inboxPage.editClosed') : t('common.loadFailed')),
      },
    );
  };
  return (
    <form
      className={styles.editForm}
      onSubmit={save}
      noValidate
      onKeyDown={(e) => {
        if (e.key === 'Escape') onDone(false);
      }}
    >
      <label htmlFor={fieldId}>{t('inboxPage.editField')}</label>
      <textarea
        id={fieldId}
        ref={fieldRef}
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
      />
      {error && (
        <p id={`${fieldId}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" size="sm" loading={edit.isPending}>
          {t('inboxPage.save')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onDone(false)}>
          {t('inboxPage.cancel')}
        </Button>
      </div>
    </form>
  );
}

function ThreadView({ id, locale }: { id: string; locale: string }) {
  const { t, i18n } = useTranslation('mf-account');
  const [markedUnread, setMarkedUnread] = useState(false);
  const query = useThreadQuery(id, !markedUnread);
  const send = useSendMessage(query.data);
  const decide = useAnswerRequest(id);
  const mark = useMarkThread(id);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  if (query.isPending) return <Skeleton />;
  if (query.isError) return <ErrorCard onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const thread: Thread = query.data;
  const time = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const now = Date.now();
  const lastToMe = [...thread.messages].reverse().find((m) => m.from === thread.with.id);
  const doneEditing = (messageId: string) => (saved: boolean) => {
    setEditing(null);
    setNotice(saved ? t('inboxPage.edited') : null);
    // Back to the message's Edit button (still there unless the window closed meanwhile).
    requestAnimationFrame(() => editButtons.current.get(messageId)?.focus());
  };
  const toggleRead = () => {
    const done = (unread: boolean) => () => {
      setMarkedUnread(unread);
      setNotice(t(unread ? 'inboxPage.markedUnread' : 'inboxPage.markedRead'));
    };
    if (markedUnread) mark.mutate({ read: true }, { onSuccess: done(false) });
    else if (lastToMe) mark.mutate({ read: false, messageId: lastToMe.id }, { onSuccess: done(true) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = v.safeParse(MessageToHostSchema, draft);
    if (!checked.success) {
      setError(translateMessage(checked.issues[0]?.message ?? '', messageLanguage(i18n.language)));
      return;
    }
    setError(null);
    send.mutate(checked.output, { onSuccess: () => setDraft('') });
  };
  const answer = (bookingId: number, status: 'accepted' | 'declined') => decide.mutate({ id: bookingId, status });
  return (
    <section className={styles.thread} aria-labelledby="thread-title">
      <div className={styles.threadHeader}>
        <h2 id="thread-title" className={styles.heading}>
          {t('inboxPage.with', { name: thread.with.first_name })}
        </h2>
        {lastToMe && (
          <Button variant="secondary" size="sm" onClick={toggleRead} loading={mark.isPending}>
            {markedUnread ? t('inboxPage.markRead') : t('inboxPage.markUnread')}
          </Button>
        )}
      </div>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {mark.isError && (
        <p role="alert" className={styles.error}>
          {t('common.loadFailed')}
        </p>
      )}
      {thread.bookings.map((booking) => (
        <div key={booking.id} className={styles.request} role="group" aria-label={t('inboxPage.request', { title: booking.space.title })}>
          <p className={styles.requestTitle}>{t('inboxPage.request', { title: booking.space.title })}</p>
          <p>
            {booking.starts_at.replace('T', ' ').slice(0, 16)} – {booking.ends_at.slice(11, 16)} · {t(`bookingsPage.states.${booking.status}`, { defaultValue: booking.status })}
          </p>
          <BookingOffer booking={booking} role={thread.role} />
          {thread.role === 'host' && booking.status === 'requested' && (
            <div className={styles.actions}>
              <Button onClick={() => answer(booking.id, 'accepted')} loading={decide.isPending}>
                {t('inboxPage.accept')}
              </Button>
              <Button variant="secondary" onClick={() => answer(booking.id, 'declined')}>
                {t('bookingsPage.decline')}
              </Button>
            </div>
          )}
        </div>
      ))}
      <ol className={styles.messages}>
        {thread.messages.map((message) => {
          const mine = message.from !== thread.with.id;
          const sentAt = time.format(new Date(message.created_at));
          return (
            <li key={message.id} className={mine ? styles.mine : styles.theirs}>
              {editing === message.id ? (
                <EditMessage message={message} threadId={thread.id} onDone={doneEditing(message.id)} />
              ) : (
                <>
                  <p>{message.message}</p>
                  <p className={styles.meta}>
                    {sentAt}
                    {mine && canEdit(message.created_at, now) && (
                      <>
                        {' · '}
                        <button
                          type="button"
                          className={styles.editButton}
                          aria-label={t('inboxPage.editLabel', { time: sentAt })}
                          ref={(el) => {
                            if (el) editButtons.current.set(message.id, el);
                            else editButtons.current.delete(message.id);
                          }}
                          onClick={() => {
                            setNotice(null);
                            setEditing(message.id);
                          }}
                        >
                          {t('inboxPage.edit')}
                        </button>
                      </>
                    )}
                  </p>
                </>
              )}
            </li>
          );
        })}
      </ol>
      <form className={styles.composer} onSubmit={submit} noValidate>
        <label htmlFor="inbox-message">{t('inboxPage.reply', { name: thread.with.first_name })}</label>
        <textarea
          id="inbox-message"
          rows={3}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'inbox-message-error' : undefined}
        />
        {error && (
          <p id="inbox-message-error" className={styles.error}>
            {error}
          </p>
        )}
        {send.isError && (
          <p role="alert" className={styles.error}>
            {t('common.loadFailed')}
          </p>
        )}
        <Button type="submit" loading={send.isPending}>
          {t('inboxPage.send')}
        </Button>
      </form>
    </section>
  );
}

/**
 * `/inbox`: the person's threads (unread counts), one thread's messages and booking requests,
 * reply, edit one's own message for 15 minutes, mark the thread unread or read, and a host's
 * accept or decline. Every change to what is unread tells mf-nav (`account:inbox-changed`).
 */
export function InboxPage() {
  const { t } = useTranslation('mf-account');
  const locale = useShellServices()?.locale ?? 'en-US';
  const threads = useThreadsQuery();
  const SSOid = useSession()?.profile?.SSOid;
  const [selected, setSelected] = useState<string | null>(() => new URLSearchParams(window.location.search).get('thread'));
  // A refresh that finds the unread total changed (a message arrived, a thread was read): the nav's badge follows.
  const unreadTotal = threads.data?.reduce((sum, thread) => sum + thread.unread, 0);
  const lastTotal = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (unreadTotal === undefined) return;
    if (lastTotal.current !== undefined && lastTotal.current !== unreadTotal) publishInboxChanged(SSOid);
    lastTotal.current = unreadTotal;
  }, [unreadTotal, SSOid]);
  if (threads.isPending) return <Skeleton />;
  if (threads.isError) return <ErrorCard onRetry={() => void threads.refetch()} retrying={threads.isFetching} />;
  if (threads.data.length === 0) return <p>{t('inboxPage.empty')}</p>;
  // No conversation opens by itself: opening one marks it read, so the unread badges in the
  // list would vanish before the person saw them. `?thread=` (links from the nav, the space
  // page and the calendar) opens one.
  const open = selected;
  return (
    <div className={styles.layout}>
      <nav aria-label={t('inboxPage.threads')}>
        <ul className={styles.list}>
          {threads.data.map((thread) => (
            <li key={thread.id}>
              <button type="button" className={styles.threadButton} aria-current={thread.id === open ? 'true' : undefined} onClick={() => setSelected(thread.id)}>
                <span className={styles.name}>{thread.with.first_name}</span>
                {thread.space && <span className={styles.space}>{thread.space.title}</span>}
                {thread.last_message && <span className={styles.preview}>{thread.last_message.message}</span>}
                {thread.unread > 0 && <span className={styles.badge}>{t('inboxPage.unread', { count: thread.unread })}</span>}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {open ? <ThreadView key={open} id={open} locale={locale} /> : <p className={styles.choose}>{t('inboxPage.choose')}</p>}
    </div>
  );
}
