import type { Card } from '@hourspace/api-client';
import { Button, cardBrandName } from '@hourspace/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardsQuery } from '../api/get-cards';
import { CardForm } from './card-form';
import styles from './payments.module.css';
import cardStyles from '../../../components/cards.module.css';
import { Confirmation, ErrorCard } from '../../../components/error-card';
import { Skeleton } from '../../../components/skeleton';
import { useSession } from '../../../events/session';
import { dateTimeFormat } from '@hourspace/i18n';

/** The card's expiry in the page's locale ('12/2031', '12.2031'), or null when the provider gave none. */
export function formatExpiry(card: Pick<Card, 'exp_month' | 'exp_year'>, locale: string): string | null {
  if (!card.exp_month || !card.exp_year) return null;
  return dateTimeFormat(locale, { month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(card.exp_year, card.exp_month - 1, 1)));
}

function SavedCard({ card }: { card: Card }) {
  const { t, i18n } = useTranslation('mf-account');
  const brand = cardBrandName(card.brand) ?? t('cards.brands.unknown');
  const expiry = formatExpiry(card, i18n.language);
  return (
    <li className={styles.card}>
      <span className={styles.brand}>{brand}</span>
      <span className={styles.number}>{t('cards.endingIn', { last4: card.last4 ?? '····' })}</span>
      {expiry && <span>{t('cards.expires', { expiry })}</span>}
      {card.name && <span className={styles.holder}>{card.name}</span>}
    </li>
  );
}

/**
 * The Payments page (`/account`): the saved cards and "Add a card". The card is typed into
 * Stripe.js's frame and confirmed with the provider; our API saves the confirmed SetupIntent
 * (docs/decisions/payments-provider.md).
 */
export function PaymentsPage() {
  const { t } = useTranslation('mf-account');
  const userId = useSession()?.profile?.SSOid ?? '';
  const cards = useCardsQuery(userId);
  const [adding, setAdding] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  return (
    <>
      <section className={cardStyles.section} aria-labelledby="account-cards-title">
        <h2 id="account-cards-title" className={cardStyles.sectionTitle}>
          {t('cards.cardsTitle')}
        </h2>
        {cards.isPending ? (
          <Skeleton lines={2} />
        ) : cards.isError ? (
          <ErrorCard onRetry={() => void cards.refetch()} retrying={cards.isFetching} />
        ) : cards.data.length === 0 ? (
          <p>{t('cards.none')}</p>
        ) : (
          <ul className={styles.list} aria-labelledby="account-cards-title">
            {cards.data.map((card) => (
              <SavedCard key={card.id} card={card} />
            ))}
          </ul>
        )}
        {saved && <Confirmation>{saved}</Confirmation>}
      </section>
      {adding ? (
        <CardForm
          userId={userId}
          onCancel={() => setAdding(false)}
          onSaved={(added) => {
            setAdding(false);
            setSaved(t('cards.saved', { last4: added.last4 ?? '····' }));
          }}
        />
      ) : (
        <Button
          variant="secondary"
          onClick={() => {
            setSaved(null);
            setAdding(true);
          }}
        >
          {t('cards.add')}
        </Button>
      )}
    </>
  );
}
