import { Button, TextField } from '@hourspace/ui';
import { CardCvvSchema, CardMonthSchema, CardNameSchema, CardNumberSchema, CardSchema, CardYearSchema } from '@hourspace/validation';
import { useForm } from '@hourspace/validation/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import styles from './payments.module.css';
import cardStyles from '../../../components/cards.module.css';
import type { CardDetails } from '../../../lib/account-api';

type CardField = keyof CardDetails;
const FIELDS = { name: CardNameSchema, number: CardNumberSchema, month: CardMonthSchema, year: CardYearSchema, cvv: CardCvvSchema } satisfies Record<CardField, v.GenericSchema>;
const EMPTY: CardDetails = { name: '', number: '', month: '', year: '', cvv: '' };

/**
 * The add-a-card form with the §5 card rules (name required; number 13-19 digits with a
 * Luhn check; month 01-12; a 4-digit year not in the past; CVV 3-4): each field validates on
 * blur, submit is blocked while one is invalid, and a month already over is refused.
 * `onSubmit` gets the checked card (number without spaces); it never leaves the browser
 * except through the card provider.
 */
export function CardForm({ onSubmit, onCancel, busy, error }: { onSubmit: (card: CardDetails) => void; onCancel: () => void; busy: boolean; error: string | null }) {
  const { t } = useTranslation('mf-account');
  const form = useForm<CardField>(FIELDS, CardSchema);
  const [values, setValues] = useState<CardDetails>(EMPTY);

  const bind = (name: CardField) => ({
    ...form.control(name, values[name], (value) => setValues((current) => ({ ...current, [name]: value }))),
    disabled: busy,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = form.validator.validateAll(values);
    if (!checked.valid) return;
    onSubmit(v.parse(CardSchema, values));
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="account-card-form-title">
      <h3 id="account-card-form-title" className={styles.formTitle}>
        {t('cards.form.title')}
      </h3>
      <TextField label={t('cards.form.name')} autoComplete="cc-name" required {...bind('name')} />
      <TextField label={t('cards.form.number')} autoComplete="cc-number" inputMode="numeric" maxLength={23} required {...bind('number')} />
      <div className={styles.row}>
        <TextField label={t('cards.form.month')} hint={t('cards.form.monthHint')} autoComplete="cc-exp-month" inputMode="numeric" maxLength={2} required {...bind('month')} />
        <TextField label={t('cards.form.year')} hint={t('cards.form.yearHint')} autoComplete="cc-exp-year" inputMode="numeric" maxLength={4} required {...bind('year')} />
        <TextField label={t('cards.form.cvv')} autoComplete="cc-csc" inputMode="numeric" maxLength={4} required {...bind('cvv')} />
      </div>
      {(form.formMessage ?? error) && (
        <p className={cardStyles.formMessage} role="alert">
          {form.formMessage ?? error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={busy} disabled={!form.snapshot.canSubmit}>
          {t('cards.form.save')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('cards.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
