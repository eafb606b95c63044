import { Button, Modal, Spinner, TextField } from '@hourspace/ui';
import { useBoardForm } from '@hourspace/validation/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoardChoicesQuery, useCreateBoardMutation, useSaveSpaceMutation, type BoardRef, type BoardSummary } from '../../lib/api/boards';
import styles from './save-button.module.css';

/**
 * "Save to a board": the person's boards (the default "Saved spaces" first, also before it
 * exists) and "Create a board" (name 2 to 35, description at most 130). A pick saves and
 * closes; `onSaved` gets the board's name for the confirmation.
 */
export function SaveDialog({ user, spaceId, title, onClose, onSaved }: { user: string; spaceId: number; title: string; onClose: () => void; onSaved: (board: string) => void }) {
  const { t } = useTranslation('mf-search');
  const boards = useBoardChoicesQuery(user, true);
  const save = useSaveSpaceMutation(user);
  const create = useCreateBoardMutation(user);
  const newBoard = useBoardForm();
  const [failed, setFailed] = useState(false);

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = newBoard.validate();
    if (!body) return;
    setFailed(false);
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
        <TextField label={t('save.name')} autoComplete="off" {...newBoard.field('name')} />
        <TextField label={t('save.description')} optionalText={t('save.optional')} autoComplete="off" {...newBoard.field('description')} />
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
