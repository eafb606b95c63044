import type { FieldState as UiFieldState } from '@hourspace/ui';
import { TextField } from '@hourspace/ui';
import type { BankAccountKind } from '@hourspace/validation';
import { useTranslation } from 'react-i18next';
import { BANK_FIELDS, type BankField } from '../lib/bank-fields';
import styles from './payout.module.css';

/** The bank account fields of a kind (spec §5 rules and select-all max lengths), for a form that owns the values and their validation. */
export function BankAccountFields({
  kind,
  values,
  stateOf,
  onChange,
  onBlur,
  disabled,
}: {
  kind: BankAccountKind;
  values: Partial<Record<BankField, string>>;
  stateOf: (name: BankField) => UiFieldState | undefined;
  onChange: (name: BankField, value: string) => void;
  onBlur: (name: BankField) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('mf-account');
  return (
    <div className={styles.row}>
      {BANK_FIELDS[kind].map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={t(`payout.bank.fields.${field.name === 'account_number' ? `account_number_${kind}` : field.name}`)}
          hint={field.name === 'account_holder_name' ? undefined : t('payout.bank.hints.maxLength', { max: field.maxLength })}
          maxLength={field.maxLength}
          inputMode={field.numeric ? 'numeric' : undefined}
          autoComplete="off"
          spellCheck={false}
          required
          disabled={disabled}
          value={values[field.name] ?? ''}
          state={stateOf(field.name)}
          onChange={(event) => onChange(field.name, event.target.value)}
          onBlur={() => onBlur(field.name)}
        />
      ))}
    </div>
  );
}
