import { CompleteProfileModal } from '../profile/complete-profile-modal';
import { LoginModal } from '../login/login-modal';
import { PhoneFailedModal } from '../phone/phone-failed-modal';
import { PhoneModal } from '../phone/phone-modal';
import { PhoneVerifyModal } from '../phone/phone-verify-modal';
import { PromoModal } from '../promo/promo-modal';
import { SignupModal } from '../signup/signup-modal';
import { SocialEmailModal } from '../social/social-email-modal';
import { WelcomeBackModal } from '../social/welcome-back-modal';
import { VerifyEmailModal } from '../verify-email/verify-email-modal';
import { WelcomeModal } from '../welcome/welcome-modal';
import { useAuthStore } from './auth-store';
import type { View } from './views';

function ModalFor({ view, onClose }: { view: View; onClose: () => void }) {
  switch (view.name) {
    case 'signup':
      return <SignupModal view={view} onClose={onClose} />;
    case 'login':
      return <LoginModal view={view} onClose={onClose} />;
    case 'complete-profile':
      return <CompleteProfileModal view={view} onClose={onClose} />;
    case 'verify-email':
      return <VerifyEmailModal view={view} onClose={onClose} />;
    case 'welcome':
      return <WelcomeModal onClose={onClose} />;
    case 'social-email':
      return <SocialEmailModal view={view} onClose={onClose} />;
    case 'welcome-back':
      return <WelcomeBackModal view={view} onClose={onClose} />;
    case 'phone':
      return <PhoneModal onClose={onClose} />;
    case 'phone-verify':
      return <PhoneVerifyModal onClose={onClose} />;
    case 'phone-failed':
      return <PhoneFailedModal onClose={onClose} />;
    case 'promo':
      return <PromoModal view={view} onClose={onClose} />;
  }
}

/** The one modal shown, if any; a new opening starts it fresh (its key changes). */
export function AuthModals() {
  const view = useAuthStore((state) => state.view);
  const openCount = useAuthStore((state) => state.openCount);
  const close = useAuthStore((state) => state.close);
  if (!view) return null;
  return <ModalFor key={openCount} view={view} onClose={() => close()} />;
}
