import { isApiError } from '@hourspace/api-client';
import { Button, Select, TextField } from '@hourspace/ui';
import { AU_STATES, PAYOUT_COUNTRIES, STATE_TABLES, US_STATES, payoutConditionalFields, translateMessage } from '@hourspace/validation';
import { useForm } from '@hourspace/validation/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { bankBody, bankFieldSchema, type BankField } from '../lib/bank-fields';
import { bankKindFor } from '../lib/payout-account';
import { detailsBody, detailsFieldRules, type DetailsField, type DetailsValues } from '../lib/payout-fields';
import { BankAccountFields } from './bank-account-fields';
import styles from './payout.module.css';
import cardStyles from '../../../components/cards.module.css';

const BANK_FIELD_NAMES: readonly BankField[] = ['account_holder_name', 'routing_number', 'transit_number', 'institution_number', 'sort_code', 'bsb', 'account_number', 'iban'];
const SCHEDULES = ['manual', 'daily', 'weekly', 'monthly'] as const;

/** What the form hands its page on submit: checked details and, when asked for, a checked bank account. */
export interface PayoutFormOutput {
  details: Record<string, string>;
  bank: Record<string, string> | null;
}

/** Field messages from a refused save (the API's 400 issues), by field name. */
export type ServerFieldErrors = Partial<Record<string, string>>;

/** The API's field issues of a failed save, keyed by field. */
export function serverFieldErrors(error: unknown): ServerFieldErrors {
  if (!isApiError(error)) return {};
  return Object.fromEntries(error.issues.filter((issue) => typeof issue.field === 'string' && issue.field !== '').map((issue) => [issue.field as string, issue.message]));
}

/**
 * The payout account form of /account/host: country, individual or business (business name,
 * 9-digit tax id), legal name, address with the US and Australian state lists, date of birth,
 * the SSN's last 4 for US individuals, the payout schedule and, for a host without one yet,
 * the bank account with the country's rules. Every field validates on blur; nothing is sent
 * while one is invalid.
 */
export function PayoutDetailsForm({
  initial,
  withBank,
  busy,
  serverErrors,
  formError,
  onSubmit,
}: {
  initial: DetailsValues;
  withBank: boolean;
  busy: boolean;
  serverErrors: ServerFieldErrors;
  formError: string | null;
  onSubmit: (output: PayoutFormOutput) => void;
}) {
  const { t, i18n } = useTranslation('mf-account');
  const [values, setValues] = useState<DetailsValues>(initial);
  // Country names in the page's language, from the browser's own tables.
  const regions = new Intl.DisplayNames([i18n.language, 'en'], { type: 'region' });
  const countryName = (code: string) => regions.of(code) ?? code;
  const [bankValues, setBankValues] = useState<Partial<Record<BankField, string>>>({});
  const context = useRef({ country: initial.country, businessType: initial.business_type });
  context.current = { country: values.country, businessType: values.business_type };
  const details = useForm<DetailsField>(detailsFieldRules(() => context.current));
  const kind = bankKindFor(values.country);
  const bank = useForm<BankField>(
    Object.fromEntries(BANK_FIELD_NAMES.map((name) => [name, v.lazy(() => bankFieldSchema(bankKindFor(context.current.country), name) ?? v.any())])) as unknown as Record<
      BankField,
      v.GenericSchema
    >,
  );
  const needs = payoutConditionalFields(values.country, values.business_type);
  const states = STATE_TABLES[values.country.toUpperCase()];

  // A field the server refused shows its message until the person edits that field.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setEdited(new Set()), [serverErrors]);
  const server = (name: string) => {
    const message = edited.has(name) ? undefined : serverErrors[name];
    return message ? { status: 'invalid' as const, message: translateMessage(message, details.language) } : undefined;
  };

  const set = (name: DetailsField, value: string) => {
    setEdited((current) => new Set([...current, name]));
    setValues((current) => ({ ...current, [name]: value, ...(name === 'country' ? { state: '' } : {}) }));
    details.validator.change(name, value);
  };
  const bind = (name: DetailsField) => ({
    name,
    value: values[name],
    state: server(name) ?? details.stateOf(name),
    disabled: busy,
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    onBlur: () => details.validator.blur(name, values[name]),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checkedDetails = details.validator.validateAll(values);
    const checkedBank = withBank ? bank.validator.validateAll(bankValues) : { valid: true };
    if (!checkedDetails.valid || !checkedBank.valid) return;
    onSubmit({ details: detailsBody(values), bank: withBank ? bankBody(kind, values.country, bankValues) : null });
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label={t('payout.details.formLabel')}>
      <fieldset className={styles.fieldset} id="payout-details">
        <legend className={styles.legend}>{t('payout.details.title')}</legend>
        <Select label={t('payout.details.country')} options={PAYOUT_COUNTRIES.map((code) => ({ value: code, label: countryName(code) }))} {...bind('country')} />
        <fieldset className={styles.radios}>
          <legend className={styles.legend}>{t('payout.details.businessType')}</legend>
          {(['individual', 'company'] as const).map((type) => (
            <label key={type} className={styles.radio}>
              <input type="radio" name="business_type" value={type} checked={values.business_type === type} disabled={busy} onChange={() => set('business_type', type)} />
              {t(`payout.details.businessTypes.${type}`)}
            </label>
          ))}
        </fieldset>
        {needs.business_name && <TextField label={t('payout.details.businessName')} autoComplete="organization" required {...bind('business_name')} />}
        {needs.tax_id && (
          <TextField label={t('payout.details.taxId')} hint={t('payout.details.taxIdHint')} inputMode="numeric" maxLength={11} autoComplete="off" required {...bind('tax_id')} />
        )}
        <div className={styles.row}>
          <TextField label={t('payout.details.firstName')} autoComplete="given-name" required {...bind('first_name')} />
          <TextField label={t('payout.details.lastName')} autoComplete="family-name" required {...bind('last_name')} />
        </div>
        <TextField label={t('payout.details.dob')} type="date" autoComplete="bday" required {...bind('dob')} />
        {needs.ssn_last_4 && (
          <TextField
            label={t('payout.details.ssnLast4')}
            hint={t('payout.details.ssnLast4Hint')}
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            required
            {...bind('ssn_last_4')}
          />
        )}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('payout.details.addressTitle')}</legend>
        <TextField label={t('payout.details.address1')} autoComplete="address-line1" required {...bind('address1')} />
        <div className={styles.row}>
          <TextField label={t('payout.details.city')} autoComplete="address-level2" required {...bind('city')} />
          {states ? (
            <Select
              label={t('payout.details.state')}
              placeholder={t('payout.details.statePlaceholder')}
              options={Object.entries(states === US_STATES ? US_STATES : AU_STATES).map(([code, name]) => ({ value: code, label: name }))}
              required
              {...bind('state')}
            />
          ) : (
            <TextField label={t('payout.details.region')} autoComplete="address-level1" required {...bind('state')} />
          )}
          <TextField label={t(values.country === 'US' ? 'payout.details.zip' : 'payout.details.postalCode')} autoComplete="postal-code" required {...bind('zipcode')} />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('payout.details.scheduleTitle')}</legend>
        <Select label={t('payout.details.schedule')} options={SCHEDULES.map((value) => ({ value, label: t(`payout.schedules.${value}`) }))} {...bind('payout_schedule')} />
      </fieldset>

      {withBank && (
        <fieldset className={styles.fieldset} id="payout-bank">
          <legend className={styles.legend}>{t('payout.bank.title')}</legend>
          <p className={styles.muted}>{t(`payout.bank.kinds.${kind}`)}</p>
          <BankAccountFields
            kind={kind}
            values={bankValues}
            stateOf={(name) => server(name) ?? bank.stateOf(name)}
            disabled={busy}
            onChange={(name, value) => {
              setEdited((current) => new Set([...current, name]));
              setBankValues((current) => ({ ...current, [name]: value }));
              bank.validator.change(name, value);
            }}
            onBlur={(name) => bank.validator.blur(name, bankValues[name] ?? '')}
          />
        </fieldset>
      )}

      {formError && (
        <p className={cardStyles.formMessage} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={busy} disabled={!details.snapshot.canSubmit || (withBank && !bank.snapshot.canSubmit)}>
          {t('payout.details.save')}
        </Button>
      </div>
    </form>
  );
}
