import {
  Button,
  CardRefusedError,
  cardRefusalMessage,
  Checkbox,
  Select,
  Spinner,
  stripeLocaleOf,
  TextField,
  Tray,
  useMediaQuery,
  useShownAfterPaint,
  mediaUp,
  type CardEntryHandle,
  type CardMessages,
} from '@hourspace/ui';
import { ApiErrorCode, isApiError } from '@hourspace/api-client';
import type { TFunction } from 'i18next';
import { buildLocalePath } from '@hourspace/i18n';
import { endTimeOptions, formatLocalDateTime, recompute, selectStart, startTimeOptions, timeAt, timeIndex } from '@hourspace/time';
import { translateMessage, type BookingRequest } from '@hourspace/validation';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityChoice } from '../../../lib/api/get-activities';
import { paymentRefusalReason, type CheckoutBooking } from '../../../lib/api/checkout';
import type { SpaceDetail } from '../../../lib/api/get-space';
import { HOURS_PROBLEMS, useSpaceQuoteQuery, type QuoteRequest, type SpaceQuote } from '../../../lib/api/get-space-quote';
import { messageLanguage } from '../../../lib/message-language';
import { useCheckout, useSavedCardsQuery, type CheckoutStep } from '../api/request-booking';
import { requestSignupToBook, useSession } from '../../../events/session';
import { cardNameError, draftError, saveDraft, takeDraft, type BookingDraft, type DraftField } from '../lib/booking-draft';
import { formatMoney } from '../lib/money';
import { CancellationTimeline } from './cancellation-timeline';
import { cardMessages, NEW_CARD, PaymentChoice } from './payment-choice';
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
  /** The hours being priced (null without a date), so the page can show their cancellation dates. */
  onQuoteRequest?: (request: QuoteRequest | null) => void;
}

/**
 * The booking request (beside the details on desktop, a tray at 390 px): date and start/end
 * time from the spec's time list, attendees, activity, message to the host, the terms
 * checkbox, the price breakdown, the conflict check, the card to hold and the cancellation
 * dates (docs/decisions/checkout-flow.md). Logged out, "Request to book" keeps the draft and
 * opens sign-up (source `book`); signed in, the guest then picks the card and sends.
 */
export function BookingPanel({ space, locale, catalogue, onQuoteRequest }: BookingPanelProps) {
  const { t } = useTranslation('mf-search');
  const wide = useMediaQuery(mediaUp('nav'));
  const [trayOpen, setTrayOpen] = useState(false);
  // The tray opens in the press's frame with its title; the form (the page's heaviest render) after it.
  const formShown = useShownAfterPaint(trayOpen);
  const form = <BookingForm space={space} locale={locale} catalogue={catalogue} {...(onQuoteRequest ? { onQuoteRequest } : {})} />;
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
        {formShown ? form : <Spinner label={t('space.book.opening')} className={styles.trayOpening} />}
      </Tray>
    </div>
  );
}

type Status = { kind: 'idle' } | { kind: 'busy'; step: CheckoutStep } | { kind: 'done'; booking: CheckoutBooking } | { kind: 'failed'; message: string };

function BookingForm({ space, locale, catalogue, onQuoteRequest }: BookingPanelProps) {
  const { t, i18n } = useTranslation('mf-search');
  const language = messageLanguage(i18n.language);
  const checkout = useCheckout();
  const session = useSession();
  const signedIn = Boolean(session?.profile?.SSOid) && (session?.navState === 'NAV_LOGGED_IN_GUEST' || session?.navState === 'NAV_LOGGED_IN_HOST');
  const userId = signedIn ? (session?.profile?.SSOid ?? null) : null;
  const cards = useSavedCardsQuery(userId);
  const [initialDraft] = useState<BookingDraft>(
    () => takeDraft(space.id) ?? { spaceId: space.id, date: '', start: 6, end: 12, attendees: '', activity: space.activities[0] ?? '', message: '', terms: false },
  );
  const [draft, setDraft] = useState(initialDraft);
  const [touched, setTouched] = useState<Partial<Record<DraftField | 'cardName', boolean>>>({});
  const [waitingForSignup, setWaitingForSignup] = useState(false);
  const [signedUpToBook, setSignedUpToBook] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [chosenCard, setChosenCard] = useState<string | null>(null);
  const [cardName, setCardName] = useState('');
  const entry = useRef<CardEntryHandle>(null);
  // Set before the first await, so a second click in the same frame sends nothing.
  const busy = useRef(false);
  const hours = useMemo(() => hoursOf(draft), [draft]);
  const pickedAddOns = useMemo(() => (draft.addOns ?? []).filter((id) => space.add_ons.some((a) => a.id === id)), [draft.addOns, space.add_ons]);
  const quoteRequest = useMemo(() => (hours ? { spaceId: space.id, ...hours, ...(pickedAddOns.length ? { addOns: pickedAddOns } : {}) } : null), [hours, pickedAddOns, space.id]);
  const quote = useSpaceQuoteQuery(quoteRequest);
  const messages = useMemo(() => cardMessages(language, t), [language, t]);
  // The first saved card until the guest picks; a new card when there is none.
  const choice = chosenCard ?? cards.data?.[0]?.id ?? NEW_CARD;
  const sending = status.kind === 'busy';
  const set = (changes: Partial<BookingDraft>) => setDraft((d) => ({ ...d, ...changes }));
  const stateOf = (field: DraftField) => {
    if (!touched[field]) return undefined;
    const error = draftError(field, draft);
    return error ? { status: 'invalid' as const, message: translateMessage(error, language) } : { status: 'valid' as const };
  };
  const blur = (field: DraftField | 'cardName') => () => setTouched((s) => ({ ...s, [field]: true }));
  const nameError = touched.cardName ? cardNameError(cardName) : null;

  useEffect(() => onQuoteRequest?.(quoteRequest), [onQuoteRequest, quoteRequest]);

  // A form closed before it was sent keeps what was chosen and typed: the phone's tray unmounts
  // it when closed, and a guest who leaves the page finds it as left on coming back.
  const unsent = useRef<BookingDraft | null>(null);
  unsent.current = status.kind === 'done' || draft === initialDraft ? null : draft;
  useEffect(
    () => () => {
      if (unsent.current) saveDraft(unsent.current);
    },
    [],
  );

  const send = async () => {
    const handle = entry.current;
    const card = choice !== NEW_CARD ? { saved: choice } : handle ? { entry: handle, name: cardName.trim() } : null;
    if (!hours || !userId || !card || busy.current) return;
    busy.current = true;
    const body: Omit<BookingRequest, 'payment_method'> = {
      space_id: Number(space.id),
      starts_at: hours.startsAt,
      ends_at: hours.endsAt,
      attendees: Number(draft.attendees),
      activity: draft.activity,
      message: draft.message,
      terms: true,
      add_ons: pickedAddOns,
    };
    try {
      const booking = await checkout(
        { body, userId, card, locale: stripeLocaleOf(i18n.language) },
        {
          onStep: (step) => setStatus({ kind: 'busy', step }),
          onCardSaved: (saved) => setChosenCard(saved.id),
        },
      );
      setStatus({ kind: 'done', booking });
    } catch (error) {
      setStatus({ kind: 'failed', message: checkoutErrorMessage(error, { t, messages, space }) });
    } finally {
      busy.current = false;
    }
  };

  // After the sign-up a logged-out request opened, the guest picks the card to hold and sends.
  useEffect(() => {
    if (waitingForSignup && signedIn) {
      setWaitingForSignup(false);
      setSignedUpToBook(true);
    }
  }, [waitingForSignup, signedIn]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    setTouched({ date: true, attendees: true, activity: true, message: true, terms: true });
    if (FIELDS.some((f) => draftError(f, draft) !== null) || !quote.data?.available) return;
    if (!signedIn) {
      saveDraft(draft);
      setWaitingForSignup(true);
      requestSignupToBook();
      return;
    }
    if (choice === NEW_CARD) {
      setTouched((s) => ({ ...s, cardName: true }));
      const cardComplete = entry.current?.check() ?? false;
      if (cardNameError(cardName) !== null || !cardComplete) return;
    }
    void send();
  };

  if (status.kind === 'done') return <Outcome booking={status.booking} space={space} locale={locale} />;

  const startOptions = startTimeOptions(locale).map((o) => ({ value: String(timeIndex(o.value)), label: o.label }));
  const endOptions = endTimeOptions(timeAt(draft.start), locale).map((o) => ({ value: String(timeIndex(o.value)), label: o.label }));
  const activityLabel = (id: string) => catalogue?.find((a) => a.id === id)?.label ?? id.replace(/-/g, ' ');
  const problem = quote.data?.problems[0];
  const instant = quote.data?.instant === true;

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
            {problem ? (
              <p role="alert" className={styles.fieldError}>
                {t(`space.book.problems.${problem}`, { hours: space.min_hours, max: space.capacity })}
              </p>
            ) : (
              <p className={styles.holdNote}>
                {instant
                  ? t('space.book.pay.chargeNow', { total: formatMoney(quote.data.total, quote.data.currency, locale) })
                  : t('space.book.pay.holdNote', { total: formatMoney(quote.data.total, quote.data.currency, locale), name: space.host?.first_name ?? '' })}
              </p>
            )}
            {quote.data.cancellation && (
              <>
                <h3 id="booking-cancellation" className={styles.holdNote}>
                  {t('space.cancellationTimeline.title')}
                </h3>
                <CancellationTimeline terms={quote.data.cancellation} locale={locale} labelledBy="booking-cancellation" />
              </>
            )}
          </>
        )}
      </div>
      {signedIn ? (
        <PaymentChoice
          cards={{ status: cards.status, data: cards.data }}
          choice={choice}
          onChoice={setChosenCard}
          name={cardName}
          onName={setCardName}
          nameState={nameError ? { status: 'invalid', message: translateMessage(nameError, language) } : undefined}
          onNameBlur={blur('cardName')}
          messages={messages}
          disabled={sending}
          onCardChange={() => status.kind === 'failed' && setStatus({ kind: 'idle' })}
          entryRef={entry}
        />
      ) : (
        <p className={styles.holdNote}>{t('space.book.pay.signInToPay')}</p>
      )}
      {status.kind === 'failed' && (
        <p role="alert" className={styles.fieldError}>
          {status.message}
        </p>
      )}
      {waitingForSignup && <p role="status">{t('space.book.afterSignup')}</p>}
      {signedUpToBook && status.kind === 'idle' && <p role="status">{t('space.book.pay.chooseCard')}</p>}
      <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
        {status.kind === 'busy' ? <Spinner label={t(`space.book.pay.steps.${status.step}`)} /> : instant ? t('space.book.submitInstant') : t('space.book.submit')}
      </Button>
    </form>
  );
}

/** What the request became: sent to the host with the card held, or confirmed and charged (instant book). */
function Outcome({ booking, space, locale }: { booking: CheckoutBooking; space: SpaceDetail; locale: string }) {
  const { t } = useTranslation('mf-search');
  const confirmed = booking.status === 'confirmed';
  return (
    <div role="status" className={styles.sent}>
      <h2 id="booking-title" className={styles.sectionTitle}>
        {confirmed ? t('space.book.pay.confirmedTitle') : t('space.book.sentTitle')}
      </h2>
      <p>{confirmed ? t('space.book.pay.confirmed') : t('space.book.sent', { name: space.host?.first_name ?? '' })}</p>
      <p>
        <a href={buildLocalePath(locale, '/bookings')}>{t('space.book.pay.seeBookings')}</a>
      </p>
    </div>
  );
}

/** A failed attempt in words: the card's refusal, the hours' problem, a lost answer (send again: same key), or the unexpected. */
function checkoutErrorMessage(error: unknown, { t, messages, space }: { t: TFunction<'mf-search'>; messages: CardMessages; space: SpaceDetail }): string {
  if (error instanceof CardRefusedError) return cardRefusalMessage(error.stripeError, messages);
  const reason = paymentRefusalReason(error);
  if (reason) return t(`space.book.pay.reasons.${reason}`);
  if (!isApiError(error)) return t('errors.unexpected');
  if (error.code === ApiErrorCode.TIMEOUT || error.code === ApiErrorCode.NETWORK) return t('space.book.pay.noAnswer');
  const code = error.error ?? '';
  if (HOURS_PROBLEMS.includes(code)) return t(`space.book.problems.${code}`, { hours: space.min_hours, max: space.capacity });
  if (code === 'validation' && error.issues.some((issue) => issue.field === 'payment_method')) return t('space.book.pay.cardUnavailable');
  return t('errors.unexpected');
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
