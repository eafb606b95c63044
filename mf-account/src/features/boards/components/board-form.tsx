import { Button, TextField, type FieldState } from '@hourspace/ui';
import { BoardDescriptionSchema, BoardNameSchema, messageLanguage, translateMessage } from '@hourspace/validation';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { BoardBody } from '../api/boards';
import styles from './boards.module.css';

type Field = 'name' | 'description';

/** The §5 board rules (shared with the API): the field's first message in the page's language, or null. */
export function boardFieldError(field: Field, value: string, language: string): string | null {
  const result = v.safeParse(field === 'name' ? BoardNameSchema : BoardDescriptionSchema, value, { abortPipeEarly: true });
  return result.success ? null : translateMessage(result.issues[0]?.message ?? '', messageLanguage(language));
}

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
  const { t, i18n } = useTranslation('mf-account');
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLInputElement>(null);

  const stateOf = (field: Field): FieldState | undefined => {
    const message = errors[field];
    return message ? { status: 'invalid', message } : undefined;
  };
  const check = (field: Field, value: string) => setErrors((e) => ({ ...e, [field]: boardFieldError(field, value, i18n.language) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { name: boardFieldError('name', name, i18n.language), description: boardFieldError('description', description, i18n.language) };
    setErrors(found);
    if (found.name) return nameRef.current?.focus();
    if (found.description) return descriptionRef.current?.focus();
    onSubmit({ name: name.trim(), description: description.trim() });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        ref={nameRef}
        label={t('boardsPage.name')}
        name="board_name"
        value={name}
        autoComplete="off"
        state={stateOf('name')}
        onChange={(e) => setName(e.target.value)}
        onBlur={(e) => (e.target.value ? check('name', e.target.value) : undefined)}
      />
      <TextField
        ref={descriptionRef}
        label={t('boardsPage.description')}
        optionalText={t('common.optional')}
        name="board_description"
        value={description}
        autoComplete="off"
        state={stateOf('description')}
        onChange={(e) => setDescription(e.target.value)}
        onBlur={(e) => check('description', e.target.value)}
      />
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
