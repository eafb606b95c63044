import { useTranslation } from 'react-i18next';
import { usePayoutPending } from '../api/get-payout-account';
import { isDocumentError, requirementErrors, type PayoutAccountView } from '../lib/payout-account';
import styles from './payout.module.css';

/**
 * What the payment provider is doing with the account (docs/decisions/payments-provider.md):
 * "checking" while it verifies something just sent (the account is read again meanwhile), and
 * what it refused, in our words: its reasons are English and for the log.
 */
export function VerificationStatus({ account, userId }: { account: PayoutAccountView | null; userId: string }) {
  const { t } = useTranslation('mf-account');
  const pending = usePayoutPending(account, userId);
  const errors = requirementErrors(account);
  const messages = [...new Set(errors.map((error) => (isDocumentError(error) ? t('payout.providerErrors.document') : t('payout.providerErrors.other'))))];
  return (
    <>
      <p className={pending ? styles.pending : styles.pendingIdle} role="status">
        {pending ? t('payout.pending') : ''}
      </p>
      {messages.length > 0 && (
        <div className={styles.bankError} role="alert">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
    </>
  );
}
