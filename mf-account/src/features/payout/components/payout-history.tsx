import type { Payout } from '@hourspace/api-client';
import { useTranslation } from 'react-i18next';
import { usePayoutsQuery } from '../api/get-payouts';
import { formatMinorUnits } from '../lib/money';
import styles from './payout.module.css';
import cardStyles from '../../../components/cards.module.css';
import { ErrorCard } from '../../../components/error-card';
import { Skeleton } from '../../../components/skeleton';
import { dateTimeFormat } from '@hourspace/i18n';

/** Ledger statuses these pages name; any other is shown as the provider wrote it. */
const KNOWN_STATUSES = new Set(['pending', 'in_transit', 'paid', 'failed', 'canceled', 'reversed']);

function PayoutRow({ payout, locale }: { payout: Payout; locale: string }) {
  const { t } = useTranslation('mf-account');
  const money = (amount: number) => formatMinorUnits(amount, payout.currency, locale);
  const date = new Date(payout.created_at);
  return (
    <tr>
      <td>{Number.isNaN(date.getTime()) ? payout.created_at : dateTimeFormat(locale, { dateStyle: 'medium' }).format(date)}</td>
      <td>{payout.booking_id === null ? '—' : String(payout.booking_id)}</td>
      <td className={styles.amount}>{money(payout.total_amount)}</td>
      <td className={styles.amount}>{money(payout.fee_amount)}</td>
      <td className={styles.amount}>{money(payout.payout_amount)}</td>
      <td>{KNOWN_STATUSES.has(payout.status) ? t(`payout.history.statuses.${payout.status}`) : payout.status}</td>
    </tr>
  );
}

/**
 * "Payout history" on /account/host: each booking's total, our fee and the host's payout, in
 * the row's currency and the page's locale (docs/decisions/payments-provider.md).
 */
export function PayoutHistory({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('mf-account');
  const payouts = usePayoutsQuery(userId);
  const columns = ['date', 'booking', 'total', 'fee', 'payout', 'status'] as const;
  return (
    <section className={cardStyles.section} aria-labelledby="payout-history-title">
      <h2 id="payout-history-title" className={cardStyles.sectionTitle}>
        {t('payout.history.title')}
      </h2>
      {payouts.isPending ? (
        <Skeleton lines={3} />
      ) : payouts.isError ? (
        <ErrorCard onRetry={() => void payouts.refetch()} retrying={payouts.isFetching} />
      ) : payouts.data.length === 0 ? (
        <p>{t('payout.history.empty')}</p>
      ) : (
        <div className={styles.historyScroll}>
          <table className={styles.history} aria-labelledby="payout-history-title">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className={['total', 'fee', 'payout'].includes(column) ? styles.amount : undefined}>
                    {t(`payout.history.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {payouts.data.map((payout) => (
                <PayoutRow key={payout.id} payout={payout} locale={i18n.language} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
