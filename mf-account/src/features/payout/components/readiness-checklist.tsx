import { parseLocalePath } from '@hourspace/i18n';
import { useTranslation } from 'react-i18next';
import { payoutHref, readinessChecklist, type BankReadyView, type PayoutAccountView } from '../lib/payout-account';
import styles from './payout.module.css';
import cardStyles from '../../../components/cards.module.css';

/**
 * The payout readiness checklist at the top of /account/host: details submitted, bank account,
 * identity verified, payouts enabled; each item links to where it is fixed.
 */
export function ReadinessChecklist({ ready, account }: { ready: BankReadyView; account: PayoutAccountView | null }) {
  const { t } = useTranslation('mf-account');
  const prefix = parseLocalePath(window.location.pathname).prefix;
  const items = readinessChecklist(ready, account);
  return (
    <section className={cardStyles.section} aria-labelledby="payout-checklist-title">
      <h2 id="payout-checklist-title" className={cardStyles.sectionTitle}>
        {t('payout.checklist.title')}
      </h2>
      <ul className={styles.checklist}>
        {items.map((item) => (
          <li key={item.id} className={`${styles.checkItem} ${item.done ? styles.done : ''}`} data-done={item.done}>
            <span className={styles.mark} aria-hidden="true">
              {item.done ? '✓' : ''}
            </span>
            <a href={payoutHref(prefix, item.href)}>
              {t(`payout.checklist.items.${item.id}`)}
              {/* The state is read out with the item's name: "Bank account: to do". */}
              <span className={styles.muted}>{t(item.done ? 'payout.checklist.done' : 'payout.checklist.todo')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
