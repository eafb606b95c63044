import type { HostListing, ListingDraft, ListingFieldsBody } from '@hourspace/api-client';
import { Button } from '@hourspace/ui';
import type { ListingStep } from '@hourspace/validation';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callErrorMessage } from '../../../../lib/call-error';
import type { MessageLanguage } from '@hourspace/validation';
import styles from '../add-space.module.css';
import cardStyles from '../../../../components/cards.module.css';

/** What a step form edits: a draft in the wizard, or a published listing on `/mylistings`. */
export type ListingValues = ListingDraft | HostListing;

/** The props every step form takes (the wizard and the listing editor use the same forms; docs/decisions/listing-wizard.md). */
export interface StepFormProps {
  values: ListingValues | null;
  busy: boolean;
  /** The last save's error: its message is shown under the form. */
  error: unknown;
  /** The submit button's text ("Save and continue" in the wizard, "Save" in the editor). */
  submitLabel: string;
  onSave: (body: ListingFieldsBody) => void;
  onBack?: (() => void) | undefined;
}

/** A number field's text from a saved number (empty when there is none). */
export function numberText(value: number | null | undefined, fallback = ''): string {
  return value === null || value === undefined ? fallback : String(value);
}

/** Minor units to the text of a money field in major units ("12.5" for 1250). */
export function minorText(minor: number | null | undefined, fallback = ''): string {
  if (minor === null || minor === undefined) return fallback;
  return Number.isInteger(minor / 100) ? String(minor / 100) : (minor / 100).toFixed(2);
}

export function StepActions({ busy, submitLabel, onBack }: { busy: boolean; submitLabel: string; onBack?: (() => void) | undefined }) {
  const { t } = useTranslation('mf-account');
  return (
    <div className={styles.actions}>
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
      {onBack && (
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          {t('addSpace.back')}
        </Button>
      )}
    </div>
  );
}

/** The server's answer to a failed save, in the page's language (the API's field message when it sent one). */
export function ServerError({ error, language }: { error: unknown; language: MessageLanguage }) {
  const { t } = useTranslation('mf-account');
  if (!error) return null;
  return (
    <p className={cardStyles.formMessage} role="alert">
      {callErrorMessage(error, language, t('common.unexpected'))}
    </p>
  );
}

/** A step's form: its heading (focused when the step opens) and fields; submit validates then saves. */
export function StepForm({ step, children, onSubmit }: { step: ListingStep; children: ReactNode; onSubmit: () => void }) {
  const { t } = useTranslation('mf-account');
  const headingId = useId();
  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 id={headingId} className={styles.heading} tabIndex={-1}>
        {t(`addSpace.steps.${step}`)}
      </h2>
      {children}
    </form>
  );
}

/** A text's length against its limit, announced politely as it changes. */
export function Counter({ length, max }: { length: number; max: number }) {
  const { t } = useTranslation('mf-account');
  return (
    <p className={styles.counter} aria-live="polite">
      {t('addSpace.counter', { count: length, max })}
    </p>
  );
}
