import { useShellServices } from '@hourspace/remote';
import { Button } from '@hourspace/ui';
import { MessageToHostSchema, translateMessage } from '@hourspace/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { ErrorCard } from '../../../components/error-card';
import { Skeleton } from '../../../components/skeleton';
import { useAnswerRequest, useSendMessage, useThreadQuery, useThreadsQuery, type Thread } from '../api/threads';
import styles from './inbox.module.css';

function language(code: string): 'en' | 'fr' | 'es' | 'de' {
  const base = code.split('-')[0];
  return base === 'fr' || base === 'es' || base === 'de' ? base : 'en';
}

function ThreadView({ id, locale }: { id: string; locale: string }) {
  const { t, i18n } = useTranslation('mf-account');
  const query = useThreadQuery(id);
  const send = useSendMessage(query.data);
  const decide = useAnswerRequest(id);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (query.isPending) return <Skeleton />;
  if (query.isError) return <ErrorCard onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const thread: Thread = query.data;
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = v.safeParse(MessageToHostSchema, draft);
    if (!checked.success) {
      setError(translateMessage(checked.issues[0]?.message ?? '', language(i18n.language)));
      return;
    }
    setError(null);
    send.mutate(checked.output, { onSuccess: () => setDraft('') });
  };
  const answer = (bookingId: number, status: 'accepted' | 'declined') => decide.mutate({ id: bookingId, status });
  return (
    <section className={styles.thread} aria-labelledby="thread-title">
      <h2 id="thread-title" className={styles.heading}>
        {t('inboxPage.with', { name: thread.with.first_name })}
      </h2>
      {thread.bookings.map((booking) => (
        <div key={booking.id} className={styles.request} role="group" aria-label={t('inboxPage.request', { title: booking.space.title })}>
          <p className={styles.requestTitle}>{t('inboxPage.request', { title: booking.space.title })}</p>
          <p>
            {booking.starts_at.replace('T', ' ').slice(0, 16)} – {booking.ends_at.slice(11, 16)} ·{' '}
            {t(`bookingsPage.states.${booking.status === 'confirmed' ? 'accepted' : booking.status}`, { defaultValue: booking.status })}
          </p>
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
        {thread.messages.map((message) => (
          <li key={message.id} className={message.from === thread.with.id ? styles.theirs : styles.mine}>
            <p>{message.message}</p>
            <p className={styles.meta}>{time.format(new Date(message.created_at))}</p>
          </li>
        ))}
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

/** `/inbox`: the person's threads (unread counts), one thread's messages and booking requests, reply, and a host's accept or decline. */
export function InboxPage() {
  const { t } = useTranslation('mf-account');
  const locale = useShellServices()?.locale ?? 'en-US';
  const threads = useThreadsQuery();
  const [selected, setSelected] = useState<string | null>(() => new URLSearchParams(window.location.search).get('thread'));
  if (threads.isPending) return <Skeleton />;
  if (threads.isError) return <ErrorCard onRetry={() => void threads.refetch()} retrying={threads.isFetching} />;
  if (threads.data.length === 0) return <p>{t('inboxPage.empty')}</p>;
  const open = selected ?? threads.data[0]?.id ?? null;
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
      {open && <ThreadView key={open} id={open} locale={locale} />}
    </div>
  );
}
