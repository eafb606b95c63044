import { Button } from '@hourspace/ui';
import { ReviewResponseSchema } from '@hourspace/validation';
import { useForm } from '@hourspace/validation/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { callErrorMessage } from '../../../lib/call-error';
import styles from './reviews.module.css';

const FIELDS = { response: ReviewResponseSchema };

/**
 * The host's response to one review (spec §5 review_response: 5 to 1500 characters, its
 * messages in the page's language): validates on blur and on submit; a refused save shows
 * the server's message.
 */
export function ReviewResponseForm({
  authorName,
  initial,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  authorName: string;
  initial: string;
  busy: boolean;
  error: unknown;
  onSubmit: (response: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('mf-account');
  const form = useForm<'response'>(FIELDS);
  const [value, setValue] = useState(initial);
  const id = useId();
  const state = form.stateOf('response');
  const fieldMessage = state?.status === 'invalid' ? state.message : null;
  const serverMessage = error ? callErrorMessage(error, form.language, t('common.unexpected')) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!form.validator.validateAll({ response: value }).valid) return;
    onSubmit(v.parse(ReviewResponseSchema, value));
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <label htmlFor={`${id}-response`} className={styles.label}>
        {t('reviewsPage.responseLabel', { name: authorName })}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('reviewsPage.responseHint')}
      </p>
      <textarea
        id={`${id}-response`}
        className={styles.textarea}
        value={value}
        disabled={busy}
        aria-invalid={fieldMessage ? true : undefined}
        aria-describedby={fieldMessage ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => {
          setValue(event.target.value);
          form.validator.change('response', event.target.value);
        }}
        onBlur={() => form.validator.blur('response', value)}
      />
      {fieldMessage && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {fieldMessage}
        </p>
      )}
      {serverMessage && !fieldMessage && (
        <p className={styles.error} role="alert">
          {serverMessage}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {t('reviewsPage.save')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('reviewsPage.cancel')}
        </Button>
      </div>
    </form>
  );
}
