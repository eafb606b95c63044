import { useShellServices } from '@hourspace/remote';
import { Button } from '@hourspace/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Confirmation } from '../../../components/error-card';
import { useAnswerOffer } from '../api/make-custom-offer';
import type { Thread } from '../api/threads';
import { CustomOfferDialog } from './custom-offer-dialog';
import styles from './inbox.module.css';
import { numberFormat } from '@hourspace/i18n';

type ThreadBooking = Thread['bookings'][number];

function money(amount: number, currency: string | null, locale: string): string {
  if (currency === null) return String(amount);
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

/**
 * The custom offer part of a booking request card: the host's "Make a custom offer" on a
 * request (or a new one on an offer); the offer's subtotal, total and message for both; the
 * guest's accept or cancel. The offer's message is plain text, never HTML.
 */
export function BookingOffer({ booking, role }: { booking: ThreadBooking; role: 'guest' | 'host' }) {
  const { t } = useTranslation('mf-account');
  const locale = useShellServices()?.locale ?? 'en-US';
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const answer = useAnswerOffer();
  const offer = booking.offer;
  const open_ = booking.status === 'requested' || booking.status === 'offered';
  return (
    <>
      {offer && booking.status === 'offered' && (
        <div className={styles.offer}>
          <p className={styles.requestTitle}>{t('inboxPage.offer.made', { subtotal: money(offer.subtotal ?? 0, booking.currency, locale) })}</p>
          {booking.total !== null && <p>{t('inboxPage.offer.total', { total: money(booking.total, booking.currency, locale) })}</p>}
          {offer.message && <p className={styles.offerMessage}>{offer.message}</p>}
        </div>
      )}
      {note && <Confirmation>{note}</Confirmation>}
      {role === 'guest' && booking.status === 'offered' && (
        <div className={styles.actions}>
          <Button
            onClick={() => answer.mutate({ id: booking.id, status: 'accepted' }, { onSuccess: () => setNote(t('inboxPage.offer.accepted')) })}
            loading={answer.isPending && answer.variables?.status === 'accepted'}
          >
            {t('inboxPage.offer.accept')}
          </Button>
          <Button variant="secondary" onClick={() => answer.mutate({ id: booking.id, status: 'cancelled' })} loading={answer.isPending && answer.variables?.status === 'cancelled'}>
            {t('bookingsPage.cancel')}
          </Button>
        </div>
      )}
      {answer.isError && (
        <p role="alert" className={styles.error}>
          {t('common.unexpected')}
        </p>
      )}
      {role === 'host' && open_ && (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t(booking.status === 'offered' ? 'inboxPage.offer.again' : 'inboxPage.offer.open')}
          </Button>
        </div>
      )}
      {open && (
        <CustomOfferDialog
          bookingId={booking.id}
          title={booking.space.title}
          currency={booking.currency}
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            setNote(t('inboxPage.offer.sent'));
          }}
        />
      )}
    </>
  );
}
