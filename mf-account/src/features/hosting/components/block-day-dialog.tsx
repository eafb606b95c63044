import { isApiError } from '@hourspace/api-client';
import { Modal, TextField } from '@hourspace/ui';
import { BlockDayTitleSchema, HOSTING_LIMITS } from '@hourspace/validation';
import { useForm } from '@hourspace/validation/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import cardStyles from '../../../components/cards.module.css';
import { DialogFormEnd } from '../../../components/dialog-form-end';
import { callErrorMessage } from '../../../lib/call-error';
import { useBlockDay } from '../api/hosting';
import { dayLabel } from '../lib/format';
import styles from './hosting.module.css';

const fields = { title: v.pipe(BlockDayTitleSchema, v.maxLength(HOSTING_LIMITS.blockDayTitleMax)) };

/** Blocks a day of a space: a dialog with the required title (spec §5 block_day_title). */
export function BlockDayDialog({ spaceId, day, locale, onClose, onBlocked }: { spaceId: number; day: string; locale: string; onClose: () => void; onBlocked: () => void }) {
  const { t } = useTranslation('mf-account');
  const [title, setTitle] = useState('');
  const form = useForm<'title'>(fields);
  const block = useBlockDay(spaceId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (block.isPending) return;
    const checked = form.validator.validateAll({ title });
    if (!checked.valid) return;
    block.mutate({ day, title: title.trim() }, { onSuccess: onBlocked });
  };
  const failure = block.error
    ? isApiError(block.error) && block.error.status === 409
      ? t(block.error.error === 'booked' ? 'hosting.calendar.blockBooked' : 'hosting.calendar.blockTaken')
      : callErrorMessage(block.error, form.language, t('common.unexpected'))
    : null;
  return (
    <Modal open onClose={onClose} title={t('hosting.calendar.blockTitle')} description={dayLabel(day, locale)} closeLabel={t('hosting.close')} size="sm">
      <form className={styles.form} noValidate onSubmit={submit}>
        <TextField label={t('hosting.calendar.titleLabel')} hint={t('hosting.calendar.titleHint')} required autoComplete="off" {...form.control('title', title, setTitle)} />
        <DialogFormEnd
          failure={failure}
          failureClassName={cardStyles.formMessage}
          actionsClassName={styles.actions}
          submitLabel={t('hosting.calendar.blockSubmit')}
          cancelLabel={t('hosting.cancel')}
          pending={block.isPending}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
