import { Button } from '@hourspace/ui';
import { ReviewResponseSchema } from '@hourspace/validation';
import { useForm } from '@hourspace/validation/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { TextAreaField } from '../../../components/text-area-field';
import { callErrorMessage } from '../../../lib/call-error';
import styles from './reviews.module.css';
import cardStyles from '../../../components/cards.module.css';

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
      <TextAreaField
        label={t('reviewsPage.responseLabel', { name: authorName })}
        hint={t('reviewsPage.responseHint')}
        disabled={busy}
        {...form.control('response', value, setValue)}
      />
      {serverMessage && !fieldMessage && (
        <p className={cardStyles.formMessage} role="alert">
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
