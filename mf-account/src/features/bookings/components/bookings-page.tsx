import { useShellServices } from '@hourspace/remote';
import { Button } from '@hourspace/ui';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Confirmation, ErrorCard } from '../../../components/error-card';
import { Skeleton } from '../../../components/skeleton';
import { useSession } from '../../../events/session';
import { useDecideBooking } from '../api/decide-booking';
import { useFinishPayment } from '../api/finish-payment';
import { useReviewBooking } from '../api/review-booking';
import { useBookingsQuery, type Booking, type BookingRole } from '../api/get-bookings';
import { formatMajor, formatMinor, formatMoment } from '../lib/money';
import styles from './bookings.module.css';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { ReviewBookingDialog } from './review-booking-dialog';
import { Receipt } from './receipt';
import { dateTimeFormat } from '@hourspace/i18n';

/**
 * The state a booking is listed under (docs/decisions/checkout-flow.md): 'past' for an accepted
 * or confirmed one that has ended, 'cancelledByHost' for a booking the host cancelled, else its
 * status ('accepted' remains for bookings made before checkout).
 */
export function stateOf(booking: Booking): string {
  if (booking.past) return 'past';
  return booking.status === 'cancelled' && booking.cancelled_by === 'host' ? 'cancelledByHost' : booking.status;
}

/** Whether the guest may still cancel: a request (held or awaiting 3-D Secure), an offer, or a booking that has not ended (the API's rule). */
export function guestCanCancel(booking: Booking): boolean {
  return !booking.past && ['payment_pending', 'requested', 'offered', 'accepted', 'confirmed'].includes(booking.status);
}

/** Whether the host may cancel: a confirmed booking that has not ended, refunded in full. */
export function hostCanCancel(booking: Booking): boolean {
  return !booking.past && booking.status === 'confirmed';
}

function when(booking: Booking, locale: string): string {
  const start = new Date(`${booking.starts_at}Z`);
  const end = new Date(`${booking.ends_at}Z`);
  const day = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(start);
  const time = dateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' });
  return `${day}, ${time.format(start)} – ${time.format(end)}`;
}

/** The booking's total: what the card holds or was charged (minor units) when there is a payment. */
function totalOf(booking: Booking, locale: string): string {
  const payment = booking.payment;
  if (payment) return formatMinor(payment.amount, payment.currency, payment.minor_digits, locale);
  return formatMajor(booking.total, booking.currency, locale);
}

/**
 * While a request waits for the host (docs/decisions/checkout-flow.md, `expires_at`): the guest
 * reads that the card is held until then, the host by when to answer.
 */
function deadlineText(booking: Booking, role: BookingRole, locale: string, t: TFunction<'mf-account'>): string {
  const date = formatMoment(booking.expires_at, locale);
  if (role === 'host') return t('bookingsPage.answerBy', { date });
  const payment = booking.payment;
  return payment
    ? t('bookingsPage.heldUntil', { amount: formatMinor(payment.amount, payment.currency, payment.minor_digits, locale), date })
    : t('bookingsPage.answerExpected', { date });
}

function BookingList({ role, locale }: { role: BookingRole; locale: string }) {
  const { t } = useTranslation('mf-account');
  const query = useBookingsQuery(role);
  const decide = useDecideBooking();
  const cancel = useDecideBooking();
  const finish = useFinishPayment(locale);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [cancelled, setCancelled] = useState<string | null>(null);
  const review = useReviewBooking();
  const [reviewing, setReviewing] = useState<Booking | null>(null);
  const [reviewed, setReviewed] = useState(false);
  const openReview = (booking: Booking) => {
    review.reset();
    setReviewed(false);
    setReviewing(booking);
  };
  const sendReview = (body: { rating: number; text: string }) => {
    if (!reviewing) return;
    review.mutate(
      { id: reviewing.id, body },
      {
        onSuccess: () => {
          setReviewing(null);
          setReviewed(true);
        },
      },
    );
  };
  const openCancel = (booking: Booking) => {
    cancel.reset();
    setCancelled(null);
    setCancelling(booking);
  };
  const keep = () => {
    if (!cancel.isPending) setCancelling(null);
  };
  const confirmCancel = () => {
    if (!cancelling) return;
    const booking = cancelling;
    cancel.mutate(
      { id: booking.id, status: 'cancelled' },
      {
        onSuccess: () => {
          setCancelling(null);
          setCancelled(booking.space.title);
        },
      },
    );
  };
  if (query.isPending) return <Skeleton />;
  if (query.isError) return <ErrorCard onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.data.length === 0 && !cancelled) return <p>{t(`bookingsPage.empty.${role}`)}</p>;
  return (
    <>
      {cancelled && <Confirmation>{t(role === 'host' ? 'bookingsPage.cancelDialog.hostDone' : 'bookingsPage.cancelDialog.done', { title: cancelled })}</Confirmation>}
      {reviewed && <Confirmation>{t('bookingsPage.reviewDialog.sent')}</Confirmation>}
      <ReviewBookingDialog
        key={reviewing?.id ?? 'closed'}
        booking={reviewing}
        role={role}
        busy={review.isPending}
        error={review.error}
        onSubmit={sendReview}
        onClose={() => {
          if (!review.isPending) setReviewing(null);
        }}
      />
      <CancelBookingDialog
        booking={cancelling}
        role={role}
        locale={locale}
        when={cancelling ? when(cancelling, locale) : ''}
        busy={cancel.isPending}
        failed={cancel.isError}
        onConfirm={confirmCancel}
        onKeep={keep}
      />
      <ul className={styles.list}>
        {query.data.map((booking) => {
          const state = stateOf(booking);
          return (
            <li key={booking.id} className={styles.item} aria-labelledby={`booking-${role}-${booking.id}`}>
              <h3 id={`booking-${role}-${booking.id}`} className={styles.title}>
                {booking.space.title}
              </h3>
              <p>{when(booking, locale)}</p>
              <p>
                <span className={styles.state} data-state={state}>
                  {t(`bookingsPage.states.${state}`, { defaultValue: state })}
                </span>
                {booking.attendees !== null && ` · ${t('bookingsPage.attendees', { count: booking.attendees })}`}
                {(booking.payment !== null || booking.total !== null) && ` · ${totalOf(booking, locale)}`}
              </p>
              {booking.expires_at && <p>{deadlineText(booking, role, locale, t)}</p>}
              <Receipt booking={booking} locale={locale} headingId={`receipt-${role}-${booking.id}`} />
              {role === 'host' && booking.status === 'requested' && (
                <div className={styles.actions}>
                  <Button onClick={() => decide.mutate({ id: booking.id, status: 'accepted' })} loading={decide.isPending && decide.variables?.id === booking.id}>
                    {t('bookingsPage.accept', { title: booking.space.title })}
                  </Button>
                  <Button variant="secondary" onClick={() => decide.mutate({ id: booking.id, status: 'declined' })}>
                    {t('bookingsPage.decline')}
                  </Button>
                </div>
              )}
              {role === 'host' && hostCanCancel(booking) && (
                <div className={styles.actions}>
                  <Button variant="secondary" onClick={() => openCancel(booking)}>
                    {t('bookingsPage.cancelBooking')}
                  </Button>
                </div>
              )}
              {booking.review?.can_review && (
                <div className={styles.actions}>
                  <Button variant="secondary" onClick={() => openReview(booking)}>
                    {t(role === 'host' ? 'bookingsPage.reviewGuest' : 'bookingsPage.reviewSpace', { title: booking.space.title })}
                  </Button>
                </div>
              )}
              {booking.review?.mine && <p>{t(booking.review.theirs_written ? 'bookingsPage.reviewShown' : 'bookingsPage.reviewSealed')}</p>}
              {role === 'guest' && guestCanCancel(booking) && (
                <div className={styles.actions}>
                  {booking.status === 'payment_pending' && (
                    <Button onClick={() => finish.mutate(booking)} loading={finish.isPending && finish.variables?.id === booking.id}>
                      {t('bookingsPage.finishPayment', { title: booking.space.title })}
                    </Button>
                  )}
                  {booking.status === 'offered' && (
                    <Button onClick={() => decide.mutate({ id: booking.id, status: 'accepted' })} loading={decide.isPending && decide.variables?.id === booking.id}>
                      {t('inboxPage.offer.accept')}
                    </Button>
                  )}
                  <Button variant="secondary" onClick={() => openCancel(booking)}>
                    {t('bookingsPage.cancelBooking')}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
        {finish.isError && (
          <li role="alert" className={styles.error}>
            {t('bookingsPage.finishFailed')}
          </li>
        )}
        {decide.isError && (
          <li role="alert" className={styles.error}>
            {t('common.loadFailed')}
          </li>
        )}
      </ul>
    </>
  );
}

/** One side's bookings under its heading. */
function BookingSection({ role, heading, locale }: { role: BookingRole; heading: string; locale: string }) {
  return (
    <section aria-labelledby={`bookings-${role}`}>
      <h2 id={`bookings-${role}`} className={styles.heading}>
        {heading}
      </h2>
      <BookingList role={role} locale={locale} />
    </section>
  );
}

/** `/bookings`: the guest's requests and bookings by state; for a host, the requests on their spaces to accept or decline. */
export function BookingsPage() {
  const { t } = useTranslation('mf-account');
  const locale = useShellServices()?.locale ?? 'en-US';
  const isHost = useSession()?.navState === 'NAV_LOGGED_IN_HOST';
  return (
    <div className={styles.page}>
      {isHost && <BookingSection role="host" heading={t('bookingsPage.hostHeading')} locale={locale} />}
      <BookingSection role="guest" heading={t('bookingsPage.guestHeading')} locale={locale} />
    </div>
  );
}
