import { parseLocalePath } from '@hourspace/i18n';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBankReadyQuery } from '../api/get-bank-ready';
import { usePayoutAccountQuery } from '../api/get-payout-account';
import { useSavePayoutAccountMutation } from '../api/save-payout-account';
import { defaultBankAccount, payoutHref, PAYOUT_PATHS, type BankReadyView } from '../lib/payout-account';
import { initialDetails } from '../lib/payout-fields';
import { PayoutDetailsForm, serverFieldErrors } from './payout-details-form';
import { PayoutHistory } from './payout-history';
import { ReadinessChecklist } from './readiness-checklist';
import { VerificationStatus } from './verification-status';
import styles from './payout.module.css';
import { Confirmation, ErrorCard } from '../../../components/error-card';
import { HostOnly } from '../../../components/host-only';
import { Skeleton } from '../../../components/skeleton';
import { useSession } from '../../../events/session';
import { callErrorMessage } from '../../../lib/call-error';
import { messageLanguage } from '@hourspace/validation';

/** The country a new payout account starts in: the page's locale's ('/gb/…' → GB), else the US. */
function pageCountry(): string {
  const country = parseLocalePath(window.location.pathname).locale.country.toUpperCase();
  return country === 'UK' ? 'GB' : country;
}

function HostPayout() {
  const { t, i18n } = useTranslation('mf-account');
  const profile = useSession()?.profile;
  const userId = profile?.SSOid ?? '';
  const account = usePayoutAccountQuery(userId);
  const ready = useBankReadyQuery(userId);
  const save = useSavePayoutAccountMutation(userId);
  const [saved, setSaved] = useState(false);
  const serverErrors = useMemo(() => serverFieldErrors(save.error), [save.error]);

  if (account.isPending || ready.isPending) return <Skeleton lines={6} />;
  if (account.isError || ready.isError) {
    return (
      <ErrorCard
        onRetry={() => {
          void account.refetch();
          void ready.refetch();
        }}
        retrying={account.isFetching || ready.isFetching}
      />
    );
  }
  const bank = defaultBankAccount(account.data);
  const prefix = parseLocalePath(window.location.pathname).prefix;
  const formError = save.error ? callErrorMessage(save.error, messageLanguage(i18n.language), t('common.unexpected')) : null;
  const countries = ['US', 'GB', 'CA', 'AU', 'ES', 'DE', 'FR'];
  const start = countries.includes(pageCountry()) ? pageCountry() : 'US';

  return (
    <>
      <ReadinessChecklist ready={ready.data as BankReadyView} account={account.data} />
      <VerificationStatus account={account.data} userId={userId} />
      {saved && <Confirmation>{t('payout.details.saved')}</Confirmation>}
      {bank && (
        <div className={styles.bank}>
          <p>{t('payout.bank.current', { last4: bank.last4 ?? '····' })}</p>
          <a href={payoutHref(prefix, PAYOUT_PATHS.methods)}>{t('payout.bank.manage')}</a>
        </div>
      )}
      <PayoutDetailsForm
        initial={initialDetails(account.data, { first_name: profile?.first_name, last_name: profile?.last_name, country: start })}
        withBank={!bank}
        busy={save.isPending}
        serverErrors={serverErrors}
        formError={formError}
        onSubmit={({ details, bank: newBank }) => {
          setSaved(false);
          save.mutate({ details, bank: newBank, create: account.data === null }, { onSuccess: () => setSaved(true) });
        }}
      />
      <PayoutHistory userId={userId} />
    </>
  );
}

/** /account/host (payout info): the readiness checklist, what the provider is checking, the payout account and, for a host without one, the bank account, then the payout history. */
export function PayoutHostPage() {
  return (
    <HostOnly strings="payout.hostOnly">
      <HostPayout />
    </HostOnly>
  );
}
