import { cardBrandName } from '@hourspace/ui';
import { useTranslation } from 'react-i18next';
import type { Booking } from '../api/get-bookings';
import { formatDay, formatMajor, formatMinor } from '../lib/money';
import styles from './bookings.module.css';

/** Payment states in which the card was charged (docs/decisions/checkout-flow.md). */
const CHARGED = ['captured', 'refunded', 'partially_refunded'];

/** Whether a booking has a receipt: it was charged (confirmed, or refunded since). */
export function hasReceipt(booking: Booking): boolean {
  const payment = booking.payment;
  return payment !== null && (CHARGED.includes(payment.status) || payment.captured > 0);
}

/**
 * A charged booking's receipt, from the booking's own fields: the hours, each add-on, the
 * service fee, the tax, the total charged; the card (brand and last four) and the day it was
 * charged; what was refunded and when, if anything was. The charge and refund are minor units
 * written with `payment.minor_digits` (docs/decisions/checkout-money.md).
 */
export function Receipt({ booking, locale, headingId }: { booking: Booking; locale: string; headingId: string }) {
  const { t } = useTranslation('mf-account');
  const payment = booking.payment;
  if (!payment || !hasReceipt(booking)) return null;
  const major = (amount: number | null) => formatMajor(amount, booking.currency, locale);
  const minor = (amount: number) => formatMinor(amount, payment.currency, payment.minor_digits, locale);
  const brand = payment.card ? (cardBrandName(payment.card.brand) ?? t('cards.brands.unknown')) : null;
  return (
    <div role="group" className={styles.receipt} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.receiptHeading}>
        {t('bookingsPage.receipt.title')}
      </h4>
      <dl className={styles.receiptLines}>
        {booking.subtotal !== null && (
          <>
            <dt>{t('bookingsPage.receipt.hours')}</dt>
            <dd>{major(booking.subtotal)}</dd>
          </>
        )}
        {booking.add_ons.map((addOn) => (
          <ReceiptLine key={addOn.id} label={addOn.name} amount={major(addOn.amount)} />
        ))}
        {booking.guest_fee !== null && <ReceiptLine label={t('bookingsPage.receipt.fee')} amount={major(booking.guest_fee)} />}
        {booking.tax !== null && booking.tax > 0 && <ReceiptLine label={t('bookingsPage.receipt.tax')} amount={major(booking.tax)} />}
        <ReceiptLine label={t('bookingsPage.receipt.total')} amount={minor(payment.captured || payment.amount)} />
        {payment.card && brand && <ReceiptLine label={t('bookingsPage.receipt.card')} amount={t('bookingsPage.receipt.cardValue', { brand, last4: payment.card.last4 })} />}
        {payment.captured_at && <ReceiptLine label={t('bookingsPage.receipt.charged')} amount={formatDay(payment.captured_at, locale)} />}
        {payment.refunded > 0 && (
          <ReceiptLine
            label={t('bookingsPage.receipt.refunded')}
            amount={
              payment.refunded_at
                ? t('bookingsPage.receipt.refundedValue', { amount: minor(payment.refunded), date: formatDay(payment.refunded_at, locale) })
                : minor(payment.refunded)
            }
          />
        )}
      </dl>
    </div>
  );
}

function ReceiptLine({ label, amount }: { label: string; amount: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{amount}</dd>
    </>
  );
}
