import { Button } from '@hourspace/ui';
import { IDENTITY_DOCUMENT_LIMITS, identityDocumentSchema, messageLanguage, translateMessage, validateField } from '@hourspace/validation';
import { parseLocalePath } from '@hourspace/i18n';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProviderFileError, useIdentityDocumentMutation } from '../api/upload-identity-document';
import { IDENTITY_REQUIREMENT, outstandingRequirements, payoutHref, PAYOUT_PATHS, type PayoutAccountView } from '../lib/payout-account';
import { SubmittedAccount } from './submitted-account';
import styles from './payout.module.css';
import cardStyles from '../../../components/cards.module.css';
import { Confirmation } from '../../../components/error-card';
import { HostOnly } from '../../../components/host-only';
import { callErrorMessage } from '../../../lib/call-error';

/** The requirements these pages know how to name; any other is shown by its provider id. */
const KNOWN_REQUIREMENTS = new Set(['external_account', 'external_account.verification', IDENTITY_REQUIREMENT]);

type Side = 'front' | 'back';

function FileInput({ side, file, error, disabled, onPick }: { side: Side; file: File | null; error: string | null; disabled: boolean; onPick: (file: File | null) => void }) {
  const { t } = useTranslation('mf-account');
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{t(`payout.verify.${side}`)}</label>
      <input
        id={id}
        type="file"
        accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => onPick(event.target.files?.[0] ?? null)}
      />
      <p id={`${id}-hint`} className={styles.muted}>
        {file ? file.name : t('payout.verify.fileHint', { mb: IDENTITY_DOCUMENT_LIMITS.maxBytes / 1_000_000 })}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.bankError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function Verify({ account, userId }: { account: PayoutAccountView; userId: string }) {
  const { t, i18n } = useTranslation('mf-account');
  const language = messageLanguage(i18n.language);
  const upload = useIdentityDocumentMutation(userId);
  const [files, setFiles] = useState<Record<Side, File | null>>({ front: null, back: null });
  const [errors, setErrors] = useState<Record<Side, string | null>>({ front: null, back: null });
  const [saved, setSaved] = useState(false);
  const prefix = parseLocalePath(window.location.pathname).prefix;
  const requirements = outstandingRequirements(account);
  const needsDocument = requirements.includes(IDENTITY_REQUIREMENT);

  const check = (side: Side, file: File | null): string | null => {
    const state = validateField(identityDocumentSchema(side), file);
    return state.status === 'invalid' ? translateMessage(state.message, language) : null;
  };
  const pick = (side: Side, file: File | null) => {
    setFiles((current) => ({ ...current, [side]: file }));
    setErrors((current) => ({ ...current, [side]: check(side, file) }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = { front: check('front', files.front), back: check('back', files.back) };
    setErrors(next);
    if (next.front || next.back || !files.front || !files.back || upload.isPending) return;
    upload.mutate({ front: files.front, back: files.back }, { onSuccess: () => setSaved(true) });
  };

  return (
    <>
      {saved && <Confirmation>{t('payout.verify.saved')}</Confirmation>}
      <section className={cardStyles.section} aria-labelledby="payout-requirements-title">
        <h2 id="payout-requirements-title" className={cardStyles.sectionTitle}>
          {t('payout.verify.requirementsTitle')}
        </h2>
        {requirements.length === 0 ? (
          <p>{t('payout.verify.nothingDue')}</p>
        ) : (
          <ul className={styles.requirements}>
            {requirements.map((requirement) => (
              <li key={requirement}>
                {KNOWN_REQUIREMENTS.has(requirement) ? t(`payout.requirements.${requirement.replaceAll('.', '_')}`) : requirement}
                {requirement.startsWith('external_account') && (
                  <>
                    {' '}
                    <a href={payoutHref(prefix, PAYOUT_PATHS.methods)}>{t('payout.verify.fixBank')}</a>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {needsDocument && (
        <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="payout-document-title">
          <h2 id="payout-document-title" className={cardStyles.sectionTitle}>
            {t('payout.verify.documentTitle')}
          </h2>
          <p>{t('payout.verify.documentBody', { mb: IDENTITY_DOCUMENT_LIMITS.maxBytes / 1_000_000 })}</p>
          <div className={styles.row}>
            <FileInput side="front" file={files.front} error={errors.front} disabled={upload.isPending} onPick={(file) => pick('front', file)} />
            <FileInput side="back" file={files.back} error={errors.back} disabled={upload.isPending} onPick={(file) => pick('back', file)} />
          </div>
          {upload.error && (
            <p className={cardStyles.formMessage} role="alert">
              {upload.error instanceof ProviderFileError ? t('payout.verify.uploadFailed') : callErrorMessage(upload.error, language, t('common.unexpected'))}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" loading={upload.isPending}>
              {t('payout.verify.submit')}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}

/** /account/verify: what the provider still requires (combined_requirements) and the identity document upload (front and back). */
export function PayoutVerifyPage() {
  return (
    <HostOnly strings="payout.hostOnly">
      <SubmittedAccount lines={4}>{(account, userId) => <Verify account={account} userId={userId} />}</SubmittedAccount>
    </HostOnly>
  );
}
