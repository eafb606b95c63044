import { useShellServices } from '@hourspace/remote';
import { Button, Modal } from '@hourspace/ui';
import { useTranslation } from 'react-i18next';
import { Trans } from '../../../components/trans';
import { supportUrl } from '../../../lib/support';
import { useAuthStore } from '../../../lib/auth-store';
import formStyles from '../../../components/forms.module.css';

/** Verification failed (spec §2 Modals): 'Your phone number was unable to be verified', with the support link. */
export function PhoneFailedModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('mf-auth');
  const services = useShellServices();
  const show = useAuthStore((state) => state.show);
  return (
    <Modal open onClose={onClose} title={t('phoneFailed.title')} closeLabel={t('close')} size="sm">
      <p>
        <Trans t={t} i18nKey="phoneFailed.body" components={{ support: <a href={supportUrl(services?.locale ?? i18n.language)} target="_blank" rel="noreferrer" /> }} />
      </p>
      <div className={formStyles.actions}>
        <Button fullWidth onClick={() => show({ name: 'phone' })}>
          {t('phoneFailed.retry')}
        </Button>
        <Button fullWidth variant="secondary" onClick={onClose}>
          {t('phoneFailed.close')}
        </Button>
      </div>
    </Modal>
  );
}
