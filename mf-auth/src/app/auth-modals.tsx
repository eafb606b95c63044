import { CompleteProfileModal } from '../features/profile/components/complete-profile-modal';
import { LoginModal } from '../features/login/components/login-modal';
import { PhoneFailedModal } from '../features/phone/components/phone-failed-modal';
import { PhoneModal } from '../features/phone/components/phone-modal';
import { PhoneVerifyModal } from '../features/phone/components/phone-verify-modal';
import { PromoModal } from '../features/promo/components/promo-modal';
import { SignupModal } from '../features/signup/components/signup-modal';
import { SocialEmailModal } from '../features/social/components/social-email-modal';
import { WelcomeBackModal } from '../features/social/components/welcome-back-modal';
import { VerifyEmailModal } from '../features/verify-email/components/verify-email-modal';
import { WelcomeModal } from '../features/welcome/components/welcome-modal';
import { useAuthStore } from '../lib/auth-store';
import type { View } from '../lib/views';

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
