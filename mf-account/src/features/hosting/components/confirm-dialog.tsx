import { Button, Modal } from '@hourspace/ui';
import { useTranslation } from 'react-i18next';
import cardStyles from '../../../components/cards.module.css';
import styles from './hosting.module.css';

/**
 * A question before an action that changes a listing (pause it, delete a draft): the shared
 * Modal (role="dialog", focus kept inside, Escape and Cancel close it, focus back to the
 * opener), what will happen as its description, and what went wrong if the action failed.
 */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  pending,
  failure,
  onConfirm,
  onClose,
}: {
  title: string;
  body: string;
  confirmLabel: string;
  pending: boolean;
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('mf-account');
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      description={body}
      closeLabel={t('hosting.close')}
      size="sm"
      footer={
        <div className={styles.actions}>
          <Button loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('hosting.cancel')}
          </Button>
        </div>
      }
    >
      {failure && (
        <p className={cardStyles.formMessage} role="alert">
          {failure}
        </p>
      )}
    </Modal>
  );
}
