import { parseLocalePath } from '@hourspace/i18n';
import { Button, Modal } from '@hourspace/ui';
import { useTranslation } from 'react-i18next';
import type { Booking, BookingRole } from '../api/get-bookings';
import { formatMinor } from '../lib/money';
import styles from './bookings.module.css';

/** The policies a space may have (packages/api/src/seed/space-details.ts), summarised as the legal cancellation policy states them. */
const POLICIES = ['flexible', 'moderate', 'strict'] as const;
type Policy = (typeof POLICIES)[number];

function knownPolicy(value: string): Policy | null {
  return (POLICIES as readonly string[]).includes(value) ? (value as Policy) : null;
}

/** The legal cancellation policy's path under the page's locale prefix. */
function cancellationPolicyHref(): string {
  const prefix = parseLocalePath(window.location.pathname).prefix;
  return `${prefix ? `/${prefix}` : ''}/legal/terms/cancellation-policy`;
}

export interface CancelBookingDialogProps {
  /** The booking to cancel; null keeps the dialog closed. */
  booking: Booking | null;
  /** Who cancels: the guest (the policy decides the refund) or the host (a full refund). */
  role: BookingRole;
  locale: string;
  /** The booking's time as the list shows it. */
  when: string;
  busy: boolean;
  failed: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}

/**
 * What cancelling moves, in words (docs/decisions/checkout-flow.md): a held card is released;
 * a confirmed booking refunds what `cancellation.refund_now` says to the guest, everything when
 * the host cancels.
 */
function refundText(booking: Booking, role: BookingRole, locale: string, t: ReturnType<typeof useTranslation<'mf-account'>>['t']): string | null {
  const payment = booking.payment;
  if (!payment) return null;
  const money = (amount: number) => formatMinor(amount, payment.currency, payment.minor_digits, locale);
  if (booking.status !== 'confirmed') return payment.status === 'authorized' || payment.status === 'requires_action' ? t('bookingsPage.cancelDialog.releaseHold') : null;
  if (role === 'host') return t('bookingsPage.cancelDialog.hostRefund', { amount: money(payment.captured || payment.amount) });
  const refund = booking.cancellation?.refund_now;
  if (!refund) return null;
  return refund.amount > 0 ? t('bookingsPage.cancelDialog.refundNow', { amount: money(refund.amount), percent: refund.percent }) : t('bookingsPage.cancelDialog.noRefundNow');
}

/**
 * Asks to confirm a cancellation: names the space and the time and says what will be refunded;
 * to the guest it also states the space's cancellation policy and links to it in full.
 */
export function CancelBookingDialog({ booking, role, locale, when, busy, failed, onConfirm, onKeep }: CancelBookingDialogProps) {
  const { t } = useTranslation('mf-account');
  const policy = booking ? knownPolicy(booking.cancellation_policy) : null;
  const refund = booking ? refundText(booking, role, locale, t) : null;
  return (
    <Modal
      open={booking !== null}
      onClose={onKeep}
      title={t('bookingsPage.cancelDialog.title')}
      closeLabel={t('bookingsPage.cancelDialog.close')}
      description={booking ? t(role === 'host' ? 'bookingsPage.cancelDialog.hostWhat' : 'bookingsPage.cancelDialog.what', { title: booking.space.title, when }) : undefined}
      size="sm"
      footer={
        <div className={styles.actions}>
          <Button onClick={onConfirm} loading={busy}>
            {t('bookingsPage.cancelDialog.confirm')}
          </Button>
          <Button variant="secondary" onClick={onKeep}>
            {t('bookingsPage.cancelDialog.keep')}
          </Button>
        </div>
      }
    >
      {refund && (
        <p className={styles.refund} data-testid="cancel-refund">
          {refund}
        </p>
      )}
      {role === 'guest' && (
        <>
          {policy && <h3 className={styles.policyHeading}>{t('bookingsPage.cancelDialog.policyHeading', { policy: t(`bookingsPage.cancelDialog.names.${policy}`) })}</h3>}
          <p>{t(`bookingsPage.cancelDialog.summaries.${policy ?? 'unknown'}`)}</p>
          <p>{t('bookingsPage.cancelDialog.grace')}</p>
          <p>
            <a href={cancellationPolicyHref()}>{t('bookingsPage.cancelDialog.policyLink')}</a>
          </p>
        </>
      )}
      {failed && (
        <p role="alert" className={styles.error}>
          {t('bookingsPage.cancelDialog.failed')}
        </p>
      )}
    </Modal>
  );
}
