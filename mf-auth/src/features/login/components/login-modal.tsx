import { Modal } from '@hourspace/ui';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../lib/auth-store';
import { useFlow } from '../../../lib/use-flow';
import type { View } from '../../../lib/views';
import { openingNotice } from '../lib/login-notice';
import { LoginForm } from './login-form';

/**
 * Log-in (spec §2 Modals): 'Welcome back / Please log in' around the log-in form (Google,
 * Apple and Facebook, email and password, the forgot-password link, the sign-up link).
 */
export function LoginModal({ view, onClose }: { view: Extract<View, { name: 'login' }>; onClose: () => void }) {
  const { t } = useTranslation('mf-auth');
  const flow = useFlow(openingNotice(view));
  const show = useAuthStore((state) => state.show);
  return (
    <Modal open onClose={onClose} title={t('login.title')} description={t('login.subtitle')} closeLabel={t('close')} size="sm">
      <LoginForm view={view} flow={flow} onSignup={() => show({ name: 'signup', source: 'log' })} />
    </Modal>
  );
}
