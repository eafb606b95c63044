import { Button, Modal } from '@hourspace/ui';
import { useTranslation } from 'react-i18next';
import { currentSession } from '../../../events/session-events';
import { useAuthStore } from '../../../lib/auth-store';
import { useFlow } from '../../../lib/use-flow';
import type { View } from '../../../lib/views';
import formStyles from '../../../components/forms.module.css';
import { attachPromoIfNeeded } from '../lib/promo';

/**
 * The promo modal (spec §2 `#a=promo&source=`): the entitlement's title, subtitle and
 * button. Signed in, the button attaches the offer; signed out, it opens the sign-up,
 * which sends the offer as entitlement_id. An ended offer's button only closes.
 */
export function PromoModal({ view, onClose }: { view: Extract<View, { name: 'promo' }>; onClose: () => void }) {
  const { t } = useTranslation('mf-auth');
  const { run, busy } = useFlow();
  const show = useAuthStore((state) => state.show);
  const { promo } = view;

  const act = () => {
    if (promo.expired) return onClose();
    const user = currentSession()?.profile?.SSOid;
    if (!user) return show({ name: 'signup', source: 'promo' });
    void run('attach', async (deps) => {
      await attachPromoIfNeeded(deps, user);
      return { kind: 'close' };
    });
  };

  return (
    <Modal open onClose={onClose} title={promo.title} description={promo.subtitle || undefined} closeLabel={t('close')} size="sm">
      <div className={formStyles.actions}>
        <Button fullWidth onClick={act} loading={busy === 'attach'} disabled={busy !== null}>
          {promo.buttonText || t('close')}
        </Button>
      </div>
    </Modal>
  );
}
