import { Modal, TextField } from '@hourspace/ui';
import { CustomOfferSchema } from '@hourspace/validation';
import { useForm } from '@hourspace/validation/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFormEnd } from '../../../components/dialog-form-end';
import { callErrorMessage } from '../../../lib/call-error';
import { useCustomOffer } from '../api/make-custom-offer';
import styles from './inbox.module.css';

type Field = 'subtotal' | 'message';
const fields = { subtotal: CustomOfferSchema.entries.subtotal, message: { schema: CustomOfferSchema.entries.message, optional: true } };

/**
 * The host's custom offer on a requested booking: a new subtotal (spec §5: at least 1; the
 * guest fee and tax are added on top) and an optional message, in a dialog.
 */
export function CustomOfferDialog({
  bookingId,
  title,
  currency,
  onClose,
  onSent,
}: {
  bookingId: number;
  title: string;
  currency: string | null;
  onClose: () => void;
  onSent: () => void;
}) {
  const { t } = useTranslation('mf-account');
  const [values, setValues] = useState<Record<Field, string>>({ subtotal: '', message: '' });
  const form = useForm<Field>(fields);
  const offer = useCustomOffer();
  const text = (name: Field) => form.control(name, values[name], (value) => setValues((v) => ({ ...v, [name]: value })));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (offer.isPending) return;
    if (!form.validator.validateAll(values).valid) return;
    offer.mutate({ bookingId, subtotal: Number(values.subtotal.replaceAll(',', '')), message: values.message.trim() }, { onSuccess: onSent });
  };
  return (
    <Modal open onClose={onClose} title={t('inboxPage.offer.title')} description={title} closeLabel={t('inboxPage.offer.close')} size="sm">
      <form className={styles.offerForm} noValidate onSubmit={submit}>
        <TextField
          label={currency ? t('inboxPage.offer.subtotalIn', { currency }) : t('inboxPage.offer.subtotal')}
          hint={t('inboxPage.offer.subtotalHint')}
          required
          inputMode="decimal"
          autoComplete="off"
          {...text('subtotal')}
        />
        <TextField label={t('inboxPage.offer.message')} optionalText={t('common.optional')} autoComplete="off" {...text('message')} />
        <DialogFormEnd
          failure={offer.error ? callErrorMessage(offer.error, form.language, t('common.unexpected')) : null}
          failureClassName={styles.error}
          actionsClassName={styles.actions}
          submitLabel={t('inboxPage.offer.send')}
          cancelLabel={t('inboxPage.offer.cancel')}
          pending={offer.isPending}
          disabled={!form.snapshot.canSubmit}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
