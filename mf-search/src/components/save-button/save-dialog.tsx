import { Button, Modal, Spinner, TextField, type FieldState } from '@hourspace/ui';
import { BoardDescriptionSchema, BoardNameSchema, translateMessage } from '@hourspace/validation';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useBoardChoicesQuery, useCreateBoardMutation, useSaveSpaceMutation, type BoardRef, type BoardSummary } from '../../lib/api/boards';
import { messageLanguage } from '../../lib/message-language';
import styles from './save-button.module.css';

type Field = 'name' | 'description';

/** The §5 board rules (shared with the API): the field's first message in the page's language, or null. */
export function boardFieldError(field: Field, value: string, language: string): string | null {
  const result = v.safeParse(field === 'name' ? BoardNameSchema : BoardDescriptionSchema, value, { abortPipeEarly: true });
  return result.success ? null : translateMessage(result.issues[0]?.message ?? '', messageLanguage(language));
}

/**
 * "Save to a board": the person's boards (the default "Saved spaces" first, also before it
 * exists) and "Create a board" (name 2 to 35, description at most 130). A pick saves and
 * closes; `onSaved` gets the board's name for the confirmation.
 */
export function SaveDialog({ user, spaceId, title, onClose, onSaved }: { user: string; spaceId: number; title: string; onClose: () => void; onSaved: (board: string) => void }) {
  const { t, i18n } = useTranslation('mf-search');
  const boards = useBoardChoicesQuery(user, true);
  const save = useSaveSpaceMutation(user);
  const create = useCreateBoardMutation(user);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const [failed, setFailed] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLInputElement>(null);

  const label = (board: Pick<BoardSummary, 'name'>) => board.name || t('save.defaultBoard');
  const choices: { ref: BoardRef; name: string; count: number }[] = boards.data
    ? [
        ...(boards.data.some((b) => b.is_default) ? [] : [{ ref: 'default' as const, name: t('save.defaultBoard'), count: 0 }]),
        ...boards.data.map((b) => ({ ref: b.id as BoardRef, name: label(b), count: b.space_count })),
      ]
    : [];

  const pick = (choice: { ref: BoardRef; name: string }) => {
    setFailed(false);
    save.mutate({ board: choice.ref, spaceId }, { onSuccess: () => onSaved(choice.name), onError: () => setFailed(true) });
  };

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
    setFailed(false);
    const body = { name: name.trim(), description: description.trim() };
    create.mutate({ body, spaceId }, { onSuccess: (board) => onSaved(board.name), onError: () => setFailed(true) });
  };

  const busy = save.isPending || create.isPending;
  return (
    <Modal open onClose={onClose} title={t('save.dialogTitle')} description={title} closeLabel={t('save.close')} size="sm">
      <section aria-labelledby="save-dialog-boards" className={styles.dialogSection}>
        <h3 id="save-dialog-boards" className={styles.dialogHeading}>
          {t('save.yourBoards')}
        </h3>
        {boards.isPending && (
          <p className={styles.loading}>
            <Spinner size="sm" label={t('save.loading')} />
          </p>
        )}
        {boards.isError && (
          <div role="alert" className={styles.loadError}>
            <p>{t('save.loadFailed')}</p>
            <Button variant="secondary" size="sm" onClick={() => void boards.refetch()}>
              {t('save.retry')}
            </Button>
          </div>
        )}
        {boards.data && (
          <ul className={styles.choices}>
            {choices.map((choice) => (
              <li key={String(choice.ref)}>
                <button type="button" className={styles.choice} disabled={busy} onClick={() => pick(choice)}>
                  <span className={styles.choiceName}>{choice.name}</span>
                  <span className={styles.choiceCount}>{t('save.count', { count: choice.count })}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <form className={styles.dialogSection} onSubmit={submit} noValidate aria-labelledby="save-dialog-create">
        <h3 id="save-dialog-create" className={styles.dialogHeading}>
          {t('save.createTitle')}
        </h3>
        <TextField
          ref={nameRef}
          label={t('save.name')}
          name="board_name"
          value={name}
          autoComplete="off"
          state={stateOf('name')}
          onChange={(e) => setName(e.target.value)}
          onBlur={(e) => (e.target.value ? check('name', e.target.value) : undefined)}
        />
        <TextField
          ref={descriptionRef}
          label={t('save.description')}
          optionalText={t('save.optional')}
          name="board_description"
          value={description}
          autoComplete="off"
          state={stateOf('description')}
          onChange={(e) => setDescription(e.target.value)}
          onBlur={(e) => check('description', e.target.value)}
        />
        {failed && (
          <p role="alert" className={styles.error}>
            {t('save.failed')}
          </p>
        )}
        <Button type="submit" loading={create.isPending} disabled={save.isPending}>
          {t('save.create')}
        </Button>
      </form>
    </Modal>
  );
}
