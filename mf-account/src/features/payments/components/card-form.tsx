import type { Card } from '@hourspace/api-client';
import { Button, CardEntryField, CardRefusedError, cardRefusalMessage, stripeLocaleOf, TextField, type CardEntryHandle } from '@hourspace/ui';
import { CardNameSchema } from '@hourspace/validation';
import { useForm } from '@hourspace/validation/react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveCardMutation } from '../api/save-card';
import { cardMessages } from '../lib/card-errors';
import styles from './payments.module.css';
import cardStyles from '../../../components/cards.module.css';
import { useAccountServices } from '../../../lib/account-api';
import { callErrorMessage } from '../../../lib/call-error';

interface CardFormProps {
  userId: string;
  onSaved: (card: Card) => void;
  onCancel: () => void;
}

/**
 * The add-a-card form (docs/decisions/payments-provider.md): the cardholder name is our field
 * (spec §5: required); number, expiry and CVC are typed into the shared card entry
 * (@hourspace/ui's `CardEntryField`, Stripe.js's card element from the channel's address), which
 * the booking panel uses too (docs/decisions/checkout-panel.md).
 */
export function CardForm({ userId, onSaved, onCancel }: CardFormProps) {
  const { t, i18n } = useTranslation('mf-account');
  const { loadStripe } = useAccountServices();
  const form = useForm<'name'>({ name: CardNameSchema });
  const [name, setName] = useState('');
  const entry = useRef<CardEntryHandle>(null);
  const save = useSaveCardMutation(userId);
  const messages = useMemo(() => cardMessages(form.language, t), [form.language, t]);
  const labels = useMemo(() => ({ card: t('cards.form.card'), loading: t('cards.form.loading'), loadFailed: t('cards.form.loadFailed'), retry: t('common.retry') }), [t]);

  const saveError = save.error
    ? save.error instanceof CardRefusedError
      ? cardRefusalMessage(save.error.stripeError, messages)
      : callErrorMessage(save.error, form.language, t('common.unexpected'))
    : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || !entry.current) return;
    const nameValid = form.validator.validateAll({ name }).valid;
    const cardComplete = entry.current.check();
    if (!nameValid || !cardComplete) return;
    save.mutate({ entry: entry.current, name: name.trim() }, { onSuccess: (saved) => onSaved(saved) });
  };

  return (
    <section className={styles.form} aria-labelledby="account-card-form-title">
      <h3 id="account-card-form-title" className={styles.formTitle}>
        {t('cards.form.title')}
      </h3>
      <form className={styles.fields} noValidate onSubmit={submit} aria-labelledby="account-card-form-title">
        <TextField label={t('cards.form.name')} autoComplete="cc-name" required disabled={save.isPending} {...form.control('name', name, setName)} />
        <CardEntryField
          ref={entry}
          loadStripe={loadStripe}
          locale={stripeLocaleOf(i18n.language)}
          labels={labels}
          messages={messages}
          disabled={save.isPending}
          onChange={() => save.isError && save.reset()}
          testId="account-card-element"
        />
        {(form.formMessage ?? saveError) && (
          <p className={cardStyles.formMessage} role="alert">
            {form.formMessage ?? saveError}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={save.isPending} disabled={!form.snapshot.canSubmit}>
            {t('cards.form.save')}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={save.isPending}>
            {t('cards.form.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
