import { getBus } from '@hourspace/bus';
import { Button, Modal } from '@hourspace/ui';
import { useTranslation } from 'react-i18next';
import { publishSearchOpen } from '../../../events/publications';
import { page, sitePath } from '../../../lib/page';
import { useFlowDeps } from '../../../lib/use-flow';
import formStyles from '../../../components/forms.module.css';

/** Where 'Add my space' goes: the host's add-a-space screen (spec §2 Other routes). */
export const ADD_SPACE_PATH = '/app/ps#s=spaces';

/** Welcome (spec §2 Modals), the end of sign-up: Find a space / Add my space. */
export function WelcomeModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('mf-auth');
  const deps = useFlowDeps();
  const findSpace = () => {
    onClose();
    publishSearchOpen(getBus());
  };
  const addSpace = () => {
    onClose();
    page.assign(sitePath(deps.prefix, ADD_SPACE_PATH));
  };
  return (
    <Modal open onClose={onClose} title={t('welcome.title')} description={t('welcome.subtitle')} closeLabel={t('close')} size="sm">
      <div className={formStyles.actions}>
        <Button fullWidth onClick={findSpace}>
          {t('welcome.findSpace')}
        </Button>
        <Button fullWidth variant="secondary" onClick={addSpace}>
          {t('welcome.addSpace')}
        </Button>
      </div>
    </Modal>
  );
}
