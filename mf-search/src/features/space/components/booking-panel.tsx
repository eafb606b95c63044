import { Button, Checkbox, Select, Spinner, TextField, Tray, useMediaQuery, mediaUp } from '@hourspace/ui';
import { endTimeOptions, formatLocalDateTime, recompute, selectStart, startTimeOptions, timeAt, timeIndex } from '@hourspace/time';
import { translateMessage, type BookingRequest } from '@hourspace/validation';
import { isApiError } from '@hourspace/api-client';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityChoice } from '../../../lib/api/get-activities';
import type { SpaceDetail } from '../../../lib/api/get-space';
import { useSpaceQuoteQuery, type SpaceQuote } from '../../../lib/api/get-space-quote';
import { messageLanguage } from '../../../lib/message-language';
import { useRequestBookingMutation } from '../api/request-booking';
import { requestSignupToBook, useSession } from '../../../events/session';
import { draftError, saveDraft, takeDraft, type BookingDraft, type DraftField } from '../lib/booking-draft';
import { formatMoney } from '../lib/money';
import styles from './space.module.css';

const FIELDS: DraftField[] = ['date', 'attendees', 'activity', 'message', 'terms'];

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** starts_at and ends_at of a draft (an overnight end moves to the next day), or null without a date. */
function hoursOf(draft: BookingDraft): { startsAt: string; endsAt: string } | null {
  if (!draft.date) return null;
  const { startDate, endDate } = recompute({ date: draft.date, startTime: timeAt(draft.start), endTime: timeAt(draft.end) });
  if (!startDate || !endDate) return null;
  return { startsAt: formatLocalDateTime(startDate), endsAt: formatLocalDateTime(endDate) };
}

/** Props of {@link BookingPanel}. */
export interface BookingPanelProps {
  space: SpaceDetail;
  locale: string;
  catalogue: readonly ActivityChoice[] | null;
}

/**
 * The booking request (beside the details on desktop, a tray at 390 px): date and start/end
 * time from the spec's time list, attendees, activity, message to the host, the terms
 * checkbox, the price breakdown and the conflict check. Logged out, "Request to book" keeps
 * the draft, opens sign-up (source `book`) and sends once the session is a user's.
 */
export function BookingPanel({ space, locale, catalogue }: BookingPanelProps) {
  const { t } = useTranslation('mf-search');
  const wide = useMediaQuery(mediaUp('nav'));
  const [trayOpen, setTrayOpen] = useState(false);
  const form = <BookingForm space={space} locale={locale} catalogue={catalogue} />;
  if (wide)
    return (
      <aside className={styles.panel} aria-labelledby="booking-title">
        {form}
      </aside>
    );
  return (
    <div className={styles.trayBar}>
      <p className={styles.trayPrice}>{t('space.perHour', { price: formatMoney(space.hourly_price, space.currency, locale) })}</p>
      <Button onClick={() => setTrayOpen(true)}>{t('space.book.open')}</Button>
      <Tray open={trayOpen} onClose={() => setTrayOpen(false)} title={t('space.book.title')} closeLabel={t('space.book.close')}>
        {form}
      </Tray>
    </div>
  );
}

function BookingForm({ space, locale, catalogue }: BookingPanelProps) {
  const { t, i18n } = useTranslation('mf-search');
  const language = messageLanguage(i18n.language);
  const requestBooking = useRequestBookingMutation();
  const session = useSession();
  const signedIn = Boolean(session?.profile?.SSOid) && (session?.navState === 'NAV_LOGGED_IN_GUEST' || session?.navState === 'NAV_LOGGED_IN_HOST');
  const [draft, setDraft] = useState<BookingDraft>(
    () => takeDraft(space.id) ?? { spaceId: space.id, date: '', start: 6, end: 12, attendees: '', activity: space.activities[0] ?? '', message: '', terms: false },
  );
  const [touched, setTouched] = useState<Partial<Record<DraftField, boolean>>>({});
  const [waitingForSignup, setWaitingForSignup] = useState(false);
  const [status, setStatus] = useState<{ kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  const resumed = useRef(false);
  const hours = useMemo(() => hoursOf(draft), [draft]);
  const pickedAddOns = useMemo(() => (draft.addOns ?? []).filter((id) => space.add_ons.some((a) => a.id === id)), [draft.addOns, space.add_ons]);
  const quote = useSpaceQuoteQuery(hours ? { spaceId: space.id, ...hours, ...(pickedAddOns.length ? { addOns: pickedAddOns } : {}) } : null);
  const set = (changes: Partial<BookingDraft>) => setDraft((d) => ({ ...d, ...changes }));
  const stateOf = (field: DraftField) => {
    if (!touched[field]) return undefined;
    const error = draftError(field, draft);
    return error ? { status: 'invalid' as const, message: translateMessage(error, language) } : { status: 'valid' as const };
  };
  const blur = (field: DraftField) => () => setTouched((s) => ({ ...s, [field]: true }));

  const send = async () => {
    if (!hours) return;
    const body: BookingRequest = {
      space_id: Number(space.id),
      starts_at: hours.startsAt,
      ends_at: hours.endsAt,
      attendees: Number(draft.attendees),
      activity: draft.activity,
      message: draft.message,
      terms: true,
      add_ons: pickedAddOns,
    };
    setStatus({ kind: 'sending' });
    try {
      await requestBooking.mutateAsync(body);
      setStatus({ kind: 'sent' });
    } catch (error) {
      const code = isApiError(error) ? (error.error ?? '') : '';
      const known = ['conflict', 'min_hours', 'closed', 'past', 'capacity'].includes(code);
      setStatus({ kind: 'failed', message: known ? t(`space.book.problems.${code}`, { hours: space.min_hours, max: space.capacity }) : t('errors.unexpected') });
    }
  };

  // After the sign-up a logged-out request opened, the request goes on its own.
  useEffect(() => {
    if (waitingForSignup && signedIn && !resumed.current) {
      resumed.current = true;
      setWaitingForSignup(false);
      void send();
    }
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ date: true, attendees: true, activity: true, message: true, terms: true });
    if (FIELDS.some((f) => draftError(f, draft) !== null) || !quote.data?.available) return;
    if (!signedIn) {
      saveDraft(draft);
      setWaitingForSignup(true);
      requestSignupToBook();
      return;
    }
    void send();
  };

  if (status.kind === 'sent') {
    return (
      <div role="status" className={styles.sent}>
        <h2 id="booking-title" className={styles.sectionTitle}>
          {t('space.book.sentTitle')}
        </h2>
        <p>{t('space.book.sent', { name: space.host?.first_name ?? '' })}</p>
      </div>
    );
  }

  const startOptions = startTimeOptions(locale).map((o) => ({ value: String(timeIndex(o.value)), label: o.label }));
  const endOptions = endTimeOptions(timeAt(draft.start), locale).map((o) => ({ value: String(timeIndex(o.value)), label: o.label }));
  const activityLabel = (id: string) => catalogue?.find((a) => a.id === id)?.label ?? id.replace(/-/g, ' ');
  const problem = quote.data?.problems[0];

  return (
    <form className={styles.bookingForm} onSubmit={submit} noValidate aria-labelledby="booking-title">
      <h2 id="booking-title" className={styles.sectionTitle}>
        {t('space.book.title')}
      </h2>
      <p className={styles.panelPrice}>
        {t('space.perHour', { price: formatMoney(space.hourly_price, space.currency, locale) })} · {t('space.minHours', { count: space.min_hours })}
      </p>
      <TextField
        label={t('space.book.date')}
        type="date"
        min={today()}
        value={draft.date}
        onChange={(e) => set({ date: e.target.value })}
        onBlur={blur('date')}
        state={stateOf('date')}
      />
      <div className={styles.times}>
        <Select
          label={t('space.book.start')}
          options={startOptions}
          value={String(draft.start)}
          disabled={!draft.date}
          onChange={(e) => {
            const next = selectStart({ startTime: timeAt(draft.start), endTime: timeAt(draft.end) }, timeAt(Number(e.target.value)));
            set({ start: timeIndex(next.startTime), end: timeIndex(next.endTime) });
          }}
        />
        <Select label={t('space.book.end')} options={endOptions} value={String(draft.end)} disabled={!draft.date} onChange={(e) => set({ end: Number(e.target.value) })} />
      </div>
      <TextField
        label={t('space.book.attendees')}
        inputMode="numeric"
        value={draft.attendees}
        onChange={(e) => set({ attendees: e.target.value })}
        onBlur={blur('attendees')}
        state={stateOf('attendees')}
      />
      <Select
        label={t('space.book.activity')}
        options={space.activities.map((id) => ({ value: id, label: activityLabel(id) }))}
        value={draft.activity}
        onChange={(e) => set({ activity: e.target.value })}
        onBlur={blur('activity')}
        state={stateOf('activity')}
      />
      <label className={styles.messageLabel} htmlFor="booking-message">
        {t('space.book.message', { name: space.host?.first_name ?? '' })}
      </label>
      <textarea
        id="booking-message"
        className={styles.message}
        rows={4}
        value={draft.message}
        onChange={(e) => set({ message: e.target.value })}
        onBlur={blur('message')}
        aria-invalid={stateOf('message')?.status === 'invalid' || undefined}
        aria-describedby={stateOf('message')?.status === 'invalid' ? 'booking-message-error' : undefined}
      />
      {stateOf('message')?.status === 'invalid' && (
        <p id="booking-message-error" className={styles.fieldError}>
          {translateMessage(draftError('message', draft) ?? '', language)}
        </p>
      )}
      <Checkbox
        label={t('space.book.terms')}
        checked={draft.terms}
        onChange={(e) => {
          set({ terms: e.target.checked });
          setTouched((s) => ({ ...s, terms: true }));
        }}
        state={touched.terms && draftError('terms', { ...draft }) ? { status: 'invalid', message: translateMessage(draftError('terms', draft) ?? '', language) } : undefined}
      />
      {space.add_ons.length > 0 && (
        <fieldset className={styles.addOnPicker}>
          <legend>{t('space.addOns.pick')}</legend>
          {space.add_ons.map((addOn) => (
            <Checkbox
              key={addOn.id}
              label={t(`space.addOns.option.${addOn.unit}`, { name: addOn.name, price: formatMoney(addOn.price, space.currency, locale) })}
              checked={pickedAddOns.includes(addOn.id)}
              onChange={(e) => set({ addOns: e.target.checked ? [...pickedAddOns, addOn.id] : pickedAddOns.filter((id) => id !== addOn.id) })}
            />
          ))}
        </fieldset>
      )}
      <div className={styles.breakdown} aria-live="polite">
        {!hours ? (
          <p>{t('space.book.pickDate')}</p>
        ) : quote.isPending ? (
          <Spinner label={t('space.book.pricing')} />
        ) : quote.isError || !quote.data ? (
          <p role="alert">{t('errors.unexpected')}</p>
        ) : (
          <>
            <dl className={styles.lines}>
              <dt>{t('space.book.hoursLine', { price: formatMoney(quote.data.hourly_price, quote.data.currency, locale), count: quote.data.hours })}</dt>
              <dd>{formatMoney(quote.data.subtotal, quote.data.currency, locale)}</dd>
              {quote.data.add_ons.map((line) => (
                <AddOnLine key={line.id} line={line} currency={quote.data.currency} locale={locale} />
              ))}
              <dt>{t('space.book.fee', { percent: quote.data.guest_fee_percent })}</dt>
              <dd>{formatMoney(quote.data.guest_fee, quote.data.currency, locale)}</dd>
              {quote.data.tax && (
                <>
                  <dt>{t(`space.book.${quote.data.tax.name}`, { percent: quote.data.tax.percent })}</dt>
                  <dd>{formatMoney(quote.data.tax.amount, quote.data.currency, locale)}</dd>
                </>
              )}
              <dt className={styles.total}>{t('space.book.total')}</dt>
              <dd className={styles.total}>{formatMoney(quote.data.total, quote.data.currency, locale)}</dd>
            </dl>
            {problem && (
              <p role="alert" className={styles.fieldError}>
                {t(`space.book.problems.${problem}`, { hours: space.min_hours, max: space.capacity })}
              </p>
            )}
          </>
        )}
      </div>
      {status.kind === 'failed' && (
        <p role="alert" className={styles.fieldError}>
          {status.message}
        </p>
      )}
      {waitingForSignup && <p role="status">{t('space.book.afterSignup')}</p>}
      <Button type="submit" disabled={status.kind === 'sending'} aria-busy={status.kind === 'sending' || undefined}>
        {status.kind === 'sending' ? <Spinner label={t('space.book.sending')} /> : t('space.book.submit')}
      </Button>
    </form>
  );
}

/** One add-on row of the price breakdown: its name (× hours when priced per hour) and its amount. */
function AddOnLine({ line, currency, locale }: { line: SpaceQuote['add_ons'][number]; currency: string; locale: string }) {
  const { t } = useTranslation('mf-search');
  return (
    <>
      <dt>{line.unit === 'hour' ? t('space.addOns.lineHours', { name: line.name, count: line.quantity }) : line.name}</dt>
      <dd>{formatMoney(line.amount, currency, locale)}</dd>
    </>
  );
}
