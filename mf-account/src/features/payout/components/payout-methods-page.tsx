import { Button } from '@hourspace/ui';
import { messageLanguage, translateMessage } from '@hourspace/validation';
import { useForm } from '@hourspace/validation/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useCreateBankAccountMutation } from '../api/create-bank-account';
import { bankBody, bankFieldSchema, type BankField } from '../lib/bank-fields';
import { bankKindFor, defaultBankAccount, type PayoutAccountView } from '../lib/payout-account';
import { BankAccountFields } from './bank-account-fields';
import { serverFieldErrors } from './payout-details-form';
import { SubmittedAccount } from './submitted-account';
import styles from './payout.module.css';
import cardStyles from '../../../components/cards.module.css';
import { Confirmation } from '../../../components/error-card';
import { HostOnly } from '../../../components/host-only';
import { callErrorMessage } from '../../../lib/call-error';

const BANK_FIELD_NAMES: readonly BankField[] = ['account_holder_name', 'routing_number', 'transit_number', 'institution_number', 'sort_code', 'bsb', 'account_number', 'iban'];

function ReplaceBankForm({ country, userId, onSaved, onCancel }: { country: string; userId: string; onSaved: () => void; onCancel: (() => void) | null }) {
  const { t, i18n } = useTranslation('mf-account');
  const kind = bankKindFor(country);
  const form = useForm<BankField>(Object.fromEntries(BANK_FIELD_NAMES.map((name) => [name, bankFieldSchema(kind, name) ?? v.any()])) as Record<BankField, v.GenericSchema>);
  const [values, setValues] = useState<Partial<Record<BankField, string>>>({});
  const create = useCreateBankAccountMutation(userId);
  const server = serverFieldErrors(create.error);
  const formError = create.error ? callErrorMessage(create.error, messageLanguage(i18n.language), t('common.unexpected')) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending || !form.validator.validateAll(values).valid) return;
    create.mutate(bankBody(kind, country, values), { onSuccess: onSaved });
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="payout-replace-title">
      <h3 id="payout-replace-title" className={cardStyles.sectionTitle}>
        {t('payout.methods.formTitle')}
      </h3>
      <p className={styles.muted}>{t(`payout.bank.kinds.${kind}`)}</p>
      <BankAccountFields
        kind={kind}
        values={values}
        disabled={create.isPending}
        stateOf={(name) => form.stateOf(name) ?? (server[name] ? { status: 'invalid', message: translateMessage(server[name] ?? '', form.language) } : undefined)}
        onChange={(name, value) => {
          setValues((current) => ({ ...current, [name]: value }));
          form.validator.change(name, value);
        }}
        onBlur={(name) => form.validator.blur(name, values[name] ?? '')}
      />
      {formError && (
        <p className={cardStyles.formMessage} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={create.isPending} disabled={!form.snapshot.canSubmit}>
          {t('payout.methods.save')}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={create.isPending}>
            {t('payout.methods.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

function Methods({ account, userId }: { account: PayoutAccountView; userId: string }) {
  const { t } = useTranslation('mf-account');
  const [replacing, setReplacing] = useState(false);
  const [saved, setSaved] = useState(false);
  const bank = defaultBankAccount(account);
  const error = account.external_accounts_error ?? null;
  const showForm = replacing || !bank || error !== null;

  return (
    <>
      {saved && <Confirmation>{t('payout.methods.saved')}</Confirmation>}
      <section className={cardStyles.section} aria-labelledby="payout-bank-title">
        <h2 id="payout-bank-title" className={cardStyles.sectionTitle}>
          {t('payout.methods.current')}
        </h2>
        {bank ? (
          <div className={styles.bank}>
            <p>{t('payout.bank.current', { last4: bank.last4 ?? '····' })}</p>
            {bank.account_holder_name && <p className={styles.muted}>{bank.account_holder_name}</p>}
            {error && (
              <p className={styles.bankError} role="alert">
                {t('payout.methods.error', { reason: error })}
              </p>
            )}
            {!showForm && (
              <Button variant="secondary" onClick={() => setReplacing(true)}>
                {t('payout.methods.replace')}
              </Button>
            )}
          </div>
        ) : (
          <p>{t('payout.methods.none')}</p>
        )}
      </section>
      {showForm && (
        <ReplaceBankForm
          country={account.country ?? 'US'}
          userId={userId}
          onCancel={replacing && !error ? () => setReplacing(false) : null}
          onSaved={() => {
            setReplacing(false);
            setSaved(true);
          }}
        />
      )}
    </>
  );
}

/** /account/methods: the external bank account, its error (external_accounts_error) and a way to replace it. */
export function PayoutMethodsPage() {
  return (
    <HostOnly strings="payout.hostOnly">
      <SubmittedAccount lines={3}>{(account, userId) => <Methods account={account} userId={userId} />}</SubmittedAccount>
    </HostOnly>
  );
}
