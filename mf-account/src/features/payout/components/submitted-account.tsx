import { parseLocalePath } from '@hourspace/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../../components/error-card';
import { Skeleton } from '../../../components/skeleton';
import { useSession } from '../../../events/session';
import { usePayoutAccountQuery } from '../api/get-payout-account';
import { payoutHref, PAYOUT_PATHS, type PayoutAccountView } from '../lib/payout-account';
import { VerificationStatus } from './verification-status';

/**
 * The pages that need the payout details sent first (bank account, verification): `children` of
 * the signed-in host's account once they are; until then its loading, its error with a retry, or
 * a link to the details page; above them, what the provider is checking or refused. `lines` is
 * the loading skeleton's height.
 */
export function SubmittedAccount({ lines, children }: { lines: number; children: (account: PayoutAccountView, userId: string) => ReactNode }) {
  const { t } = useTranslation('mf-account');
  const userId = useSession()?.profile?.SSOid ?? '';
  const account = usePayoutAccountQuery(userId);
  if (account.isPending) return <Skeleton lines={lines} />;
  if (account.isError) return <ErrorCard onRetry={() => void account.refetch()} retrying={account.isFetching} />;
  if (!account.data?.details_submitted) {
    const prefix = parseLocalePath(window.location.pathname).prefix;
    return (
      <p>
        {t('payout.methods.detailsFirst')} <a href={payoutHref(prefix, PAYOUT_PATHS.host)}>{t('payout.methods.toDetails')}</a>
      </p>
    );
  }
  return (
    <>
      <VerificationStatus account={account.data} userId={userId} />
      {children(account.data, userId)}
    </>
  );
}
