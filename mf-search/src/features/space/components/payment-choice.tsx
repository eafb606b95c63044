import { cardBrandName, CardEntryField, Spinner, stripeLocaleOf, TextField, type CardEntryHandle, type CardMessages, type FieldState } from '@hourspace/ui';
import { cardFieldMessages, type MessageLanguage } from '@hourspace/validation';
import type { TFunction } from 'i18next';
import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Card } from '../../../lib/api/checkout';
import { useSearchApi } from '../../../lib/search-api';
import styles from './space.module.css';

/** The choice of "Add a new card" among the saved cards' ids. */
export const NEW_CARD = 'new';

/** Card entry's words in this remote's strings and the §5 messages (@hourspace/ui translates nothing). */
export function cardMessages(language: MessageLanguage, t: TFunction<'mf-search'>): CardMessages {
  return {
    ...cardFieldMessages(language),
    incompleteExpiry: t('space.book.pay.card.incompleteExpiry'),
    postalCode: t('space.book.pay.card.postalCode'),
    checkDetails: t('space.book.pay.card.checkDetails'),
    declined: t('space.book.pay.reasons.card_declined'),
    insufficientFunds: t('space.book.pay.reasons.insufficient_funds'),
    authenticationFailed: t('space.book.pay.reasons.authentication_failed'),
    processing: t('space.book.pay.reasons.processing_error'),
    unexpected: t('errors.unexpected'),
  };
}

/** A saved card as the guest knows it: "Visa ending in 4242". */
function cardLabel(card: Card, t: TFunction<'mf-search'>): string {
  const brand = cardBrandName(card.brand) ?? t('space.book.pay.unknownBrand');
  return t('space.book.pay.savedCard', { brand, last4: card.last4 ?? '' });
}

/** Props of {@link PaymentChoice}. */
export interface PaymentChoiceProps {
  cards: { status: 'pending' | 'error' | 'success'; data: Card[] | undefined };
  choice: string;
  onChoice: (choice: string) => void;
  name: string;
  onName: (name: string) => void;
  nameState: FieldState | undefined;
  onNameBlur: () => void;
  messages: CardMessages;
  disabled: boolean;
  onCardChange: () => void;
  entryRef: Ref<CardEntryHandle>;
}

/**
 * The card to hold (docs/decisions/checkout-flow.md): the guest's saved cards as radio buttons
 * with brand and last four, or a new card typed into the shared card entry
 * (docs/decisions/checkout-panel.md), saved first and then used.
 */
export function PaymentChoice({ cards, choice, onChoice, name, onName, nameState, onNameBlur, messages, disabled, onCardChange, entryRef }: PaymentChoiceProps) {
  const { t, i18n } = useTranslation('mf-search');
  const api = useSearchApi();
  const labels = useMemo(
    () => ({ card: t('space.book.pay.cardDetails'), loading: t('space.book.pay.cardLoading'), loadFailed: t('space.book.pay.cardLoadFailed'), retry: t('errors.retry') }),
    [t],
  );
  if (cards.status === 'pending') return <Spinner label={t('space.book.pay.loadingCards')} />;
  return (
    <fieldset className={styles.payChoice} disabled={disabled}>
      <legend>{t('space.book.pay.legend')}</legend>
      {cards.status === 'error' && (
        <p role="alert" className={styles.fieldError}>
          {t('space.book.pay.cardsFailed')}
        </p>
      )}
      {(cards.data ?? []).map((card) => (
        <label key={card.id} className={styles.cardOption}>
          <input type="radio" name="booking-card" value={card.id} checked={choice === card.id} onChange={() => onChoice(card.id)} />
          {cardLabel(card, t)}
        </label>
      ))}
      <label className={styles.cardOption}>
        <input type="radio" name="booking-card" value={NEW_CARD} checked={choice === NEW_CARD} onChange={() => onChoice(NEW_CARD)} />
        {t('space.book.pay.newCard')}
      </label>
      {choice === NEW_CARD && (
        <div className={styles.newCard}>
          <TextField label={t('space.book.pay.cardName')} autoComplete="cc-name" value={name} onChange={(e) => onName(e.target.value)} onBlur={onNameBlur} state={nameState} />
          <CardEntryField
            ref={entryRef}
            loadStripe={api.loadStripe}
            locale={stripeLocaleOf(i18n.language)}
            labels={labels}
            messages={messages}
            disabled={disabled}
            onChange={onCardChange}
            testId="booking-card-element"
          />
        </div>
      )}
    </fieldset>
  );
}
