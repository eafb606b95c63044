import { safeHref } from '@hourspace/contracts';
import { Button, Modal } from '@hourspace/ui';
import { useTranslation } from 'react-i18next';
import { useFlow } from '../../../lib/use-flow';
import type { View } from '../../../lib/views';
import formStyles from '../../../components/forms.module.css';
import { NoticeMessage } from '../../../components/notice-message';
import { socialLogin } from '../../../lib/social/social-flow';
import styles from './welcome-back-modal.module.css';

/** Welcome back (Facebook), spec §4 step 3: a Facebook sign-up that found the person's account logs them in. */
export function WelcomeBackModal({ view, onClose }: { view: Extract<View, { name: 'welcome-back' }>; onClose: () => void }) {
  const { t } = useTranslation('mf-auth');
  const { run, busy, notice } = useFlow();
  const { identity } = view;
  // The picture URL comes from the provider: only an http(s) or same-site one is shown (the shared link check).
  const picture = safeHref(identity.pictureUrl, window.location.href);
  return (
    <Modal open onClose={onClose} title={t('welcomeBack.title')} closeLabel={t('close')} size="sm">
      {notice && <NoticeMessage notice={notice} />}
      <div className={styles.greeting}>
        {picture && <img className={styles.avatar} src={picture} alt="" width={56} height={56} />}
        <p>{identity.firstName ? t('welcomeBack.named', { name: identity.firstName }) : t('welcomeBack.unnamed')}</p>
      </div>
      <div className={formStyles.actions}>
        <Button fullWidth onClick={() => void run('login', (deps) => socialLogin(deps, identity))} loading={busy === 'login'} disabled={busy !== null}>
          {t('welcomeBack.submit')}
        </Button>
      </div>
    </Modal>
  );
}
