import type { Card } from '@hourspace/api-client';
import { Button, TextField } from '@hourspace/ui';
import { CardNameSchema, messageFor } from '@hourspace/validation';
import { useForm } from '@hourspace/validation/react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent, StripeCardElementOptions } from '@stripe/stripe-js';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CardRefusedError, useSaveCardMutation } from '../api/save-card';
import { cardElementMessage, cardRefusalMessage } from '../lib/card-errors';
import { stripeLocaleOf } from '../lib/load-stripe';
import styles from './payments.module.css';
import cardStyles from '../../../components/cards.module.css';
import { Skeleton } from '../../../components/skeleton';
import { useAccountServices } from '../../../lib/account-api';
import { callErrorMessage } from '../../../lib/call-error';

/**
 * The card element's look: Stripe.js styles the inputs inside its frame from these values (no
 * CSS variables reach it), matched to the design system's text field.
 */
const CARD_OPTIONS: StripeCardElementOptions = {
  hidePostalCode: true,
  style: {
    base: { fontSize: '16px', color: '#1a1a1a', fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', '::placeholder': { color: '#5c5c5c' } },
    invalid: { color: '#c4221f' },
  },
};

interface CardFormProps {
  userId: string;
  onSaved: (card: Card) => void;
  onCancel: () => void;
}

/**
 * The add-a-card form (docs/decisions/payments-provider.md): the cardholder name is our field
 * (spec §5: required); number, expiry and CVC are typed into Stripe.js's card element, a frame
 * from the provider's origin, so the page never holds the number. Stripe.js is loaded from the
 * channel's address when the form opens; if it cannot load, the form says so and offers a retry.
 */
export function CardForm(props: CardFormProps) {
  const { t, i18n } = useTranslation('mf-account');
  const { loadStripe } = useAccountServices();
  const locale = stripeLocaleOf(i18n.language);
  const stripe = useQuery({
    queryKey: ['mf-account', 'stripe-js', locale],
    queryFn: () =>
      loadStripe(locale).catch((error: unknown) => {
        console.error('[mf-account] Stripe.js did not load', error);
        throw error;
      }),
    retry: false,
    staleTime: Infinity,
    structuralSharing: false,
  });

  return (
    <section className={styles.form} aria-labelledby="account-card-form-title">
      <h3 id="account-card-form-title" className={styles.formTitle}>
        {t('cards.form.title')}
      </h3>
      {stripe.isPending ? (
        <Skeleton lines={3} />
      ) : stripe.isError ? (
        <div className={cardStyles.error} role="alert">
          <p>{t('cards.form.loadFailed')}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void stripe.refetch()} loading={stripe.isFetching}>
              {t('common.retry')}
            </Button>
            <Button variant="ghost" onClick={props.onCancel}>
              {t('cards.form.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Elements stripe={stripe.data} options={{ locale }}>
          <CardFields {...props} />
        </Elements>
      )}
    </section>
  );
}

/** What the card element last said: whether it holds a whole card, nothing at all, and its error code. */
interface ElementState {
  complete: boolean;
  empty: boolean;
  code: string | undefined;
}

function CardFields({ userId, onSaved, onCancel }: CardFormProps) {
  const { t } = useTranslation('mf-account');
  const stripe = useStripe();
  const elements = useElements();
  const form = useForm<'name'>({ name: CardNameSchema });
  const [name, setName] = useState('');
  const [element, setElement] = useState<ElementState>({ complete: false, empty: true, code: undefined });
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveCardMutation(userId);
  const ids = { label: useId(), error: useId() };
  // The element is locked while Stripe.js confirms (and may show 3-D Secure), like our own field.
  const cardOptions = useMemo(() => ({ ...CARD_OPTIONS, disabled: save.isPending }), [save.isPending]);

  const elementMessage = element.code
    ? cardElementMessage(element.code, form.language, t)
    : submitted && !element.complete
      ? element.empty
        ? messageFor('card.number.required', form.language)
        : t('cards.errors.checkDetails')
      : null;
  const saveError = save.error
    ? save.error instanceof CardRefusedError
      ? cardRefusalMessage(save.error.stripeError, form.language, t)
      : callErrorMessage(save.error, form.language, t('common.unexpected'))
    : null;

  const onChange = (event: StripeCardElementChangeEvent) => {
    setElement({ complete: event.complete, empty: event.empty, code: event.error?.code });
    if (save.isError) save.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || !stripe || !elements) return;
    setSubmitted(true);
    const nameValid = form.validator.validateAll({ name }).valid;
    const card = elements.getElement(CardElement);
    if (!nameValid || !element.complete || !card) return;
    save.mutate({ stripe, card, name: name.trim() }, { onSuccess: (saved) => onSaved(saved) });
  };

  return (
    <form className={styles.fields} noValidate onSubmit={submit} aria-labelledby="account-card-form-title">
      <TextField label={t('cards.form.name')} autoComplete="cc-name" required disabled={save.isPending} {...form.control('name', name, setName)} />
      <div className={styles.cardField}>
        {/* The frame inside has its own accessible title; this label names the box around it, and a click on it moves into the card number. */}
        <span id={ids.label} className={styles.cardLabel} onClick={() => elements?.getElement(CardElement)?.focus()}>
          {t('cards.form.card')}
        </span>
        <div
          role="group"
          aria-labelledby={ids.label}
          aria-describedby={elementMessage ? ids.error : undefined}
          className={elementMessage ? `${styles.cardBox} ${styles.cardBoxInvalid}` : styles.cardBox}
          data-testid="account-card-element"
        >
          <CardElement options={cardOptions} onChange={onChange} />
        </div>
        {elementMessage && (
          <p id={ids.error} className={styles.cardError} role="alert">
            {elementMessage}
          </p>
        )}
      </div>
      {(form.formMessage ?? saveError) && (
        <p className={cardStyles.formMessage} role="alert">
          {form.formMessage ?? saveError}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending} disabled={!form.snapshot.canSubmit || !stripe}>
          {t('cards.form.save')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={save.isPending}>
          {t('cards.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
