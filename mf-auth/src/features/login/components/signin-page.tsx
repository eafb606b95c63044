import { useShellServices } from '@hourspace/remote';
import { buttonClassName } from '@hourspace/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { useSession } from '../../../events/session-events';
import { useAuthStore } from '../../../lib/auth-store';
import { demandModalHost } from '../../../lib/host-demand';
import { page, safeDestination } from '../../../lib/page';
import { useFlow } from '../../../lib/use-flow';
import type { Outcome } from '../../../lib/views';
import { afterSigninTarget, applySigninOutcome } from '../lib/signin-outcome';
import { LoginForm } from './login-form';

/**
 * /signin: the log-in form as a page (the same form as the modal). `?dest=` (a same-site target
 * only, through the one shared check) is where a successful log-in goes; without it, home. A
 * person already signed in is offered the way on.
 */
export function SigninPage() {
  const { t } = useTranslation('mf-auth');
  const prefix = useShellServices()?.prefix ?? 'us';
  const [dest] = useState(() => safeDestination(page.url().searchParams.get('dest') ?? undefined));
  const apply = useCallback((outcome: Outcome) => applySigninOutcome(outcome, { prefix, dest }), [prefix, dest]);
  const flow = useFlow(undefined, apply);
  const session = useSession();

  if (session?.profile && flow.busy === null) {
    return (
      <PageFrame title={t('signin.signedInTitle')} intro={t('signin.signedInBody', { name: session.profile.first_name ?? '' })}>
        <a className={buttonClassName({ variant: 'primary', fullWidth: true })} href={afterSigninTarget(prefix, dest)}>
          {t('signin.continue')}
        </a>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('login.title')} intro={t('login.subtitle')}>
      <LoginForm
        // Always a target: the log-in (and pending terms' `turls`) then leads on from here, never back to /signin.
        view={{ name: 'login', dest: afterSigninTarget(prefix, dest) }}
        flow={flow}
        onSignup={() => {
          useAuthStore.getState().show({ name: 'signup', source: 'log' });
          demandModalHost();
        }}
      />
    </PageFrame>
  );
}
