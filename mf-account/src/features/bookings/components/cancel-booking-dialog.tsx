import { parseLocalePath } from '@hourspace/i18n';
import { Button, Modal } from '@hourspace/ui';
import { useTranslation } from 'react-i18next';
import type { Booking } from '../api/get-bookings';
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
  /** The booking's time as the list shows it. */
  when: string;
  busy: boolean;
  failed: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}

/**
 * Asks the guest to confirm a cancellation: names the space and the time, states the space's
 * cancellation policy (what the guest gets back) and links to the full policy.
 */
export function CancelBookingDialog({ booking, when, busy, failed, onConfirm, onKeep }: CancelBookingDialogProps) {
  const { t } = useTranslation('mf-account');
  const policy = booking ? knownPolicy(booking.cancellation_policy) : null;
  return (
    <Modal
      open={booking !== null}
      onClose={onKeep}
      title={t('bookingsPage.cancelDialog.title')}
      closeLabel={t('bookingsPage.cancelDialog.close')}
      description={booking ? t('bookingsPage.cancelDialog.what', { title: booking.space.title, when }) : undefined}
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
      {policy && <h3 className={styles.policyHeading}>{t('bookingsPage.cancelDialog.policyHeading', { policy: t(`bookingsPage.cancelDialog.names.${policy}`) })}</h3>}
      <p>{t(`bookingsPage.cancelDialog.summaries.${policy ?? 'unknown'}`)}</p>
      <p>{t('bookingsPage.cancelDialog.grace')}</p>
      <p>
        <a href={cancellationPolicyHref()}>{t('bookingsPage.cancelDialog.policyLink')}</a>
      </p>
      {failed && (
        <p role="alert" className={styles.error}>
          {t('bookingsPage.cancelDialog.failed')}
        </p>
      )}
    </Modal>
  );
}
