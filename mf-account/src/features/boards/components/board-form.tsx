import { Button, TextField } from '@hourspace/ui';
import { useBoardForm } from '@hourspace/validation/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardBody } from '../api/boards';
import styles from './boards.module.css';

/**
 * A board's name (required, 2 to 35) and description (optional, at most 130): checked on
 * blur and on submit; the first invalid field takes focus. `failed` shows under the fields.
 */
export function BoardForm({
  initial,
  submitLabel,
  busy,
  failed,
  onSubmit,
  onCancel,
}: {
  initial?: BoardBody;
  submitLabel: string;
  busy: boolean;
  failed: boolean;
  onSubmit: (body: BoardBody) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('mf-account');
  const board = useBoardForm(initial);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = board.validate();
    if (body) onSubmit(body);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField label={t('boardsPage.name')} autoComplete="off" {...board.field('name')} />
      <TextField label={t('boardsPage.description')} optionalText={t('common.optional')} autoComplete="off" {...board.field('description')} />
      {failed && (
        <p role="alert" className={styles.error}>
          {t('common.unexpected')}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('boardsPage.cancel')}
        </Button>
      </div>
    </form>
  );
}
