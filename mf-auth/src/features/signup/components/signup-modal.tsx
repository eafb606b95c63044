import { Button, Checkbox, Modal } from '@hourspace/ui';
import { EmailSchema, SignupPasswordSchema } from '@hourspace/validation';
import { useForm } from '@hourspace/validation/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans } from '../../../components/trans';
import { sitePath } from '../../../lib/page';
import { useAuthStore } from '../../../lib/auth-store';
import { useFlow } from '../../../lib/use-flow';
import type { View } from '../../../lib/views';
import formStyles from '../../../components/forms.module.css';
import { NoticeMessage } from '../../../components/notice-message';
import { SocialButtons } from '../../../components/social-buttons';
import { emailSignup } from '../lib/email-signup';
import { subheaderFor } from '../lib/signup-source';
import { useGoogleSignupEnabled } from '../hooks/use-google-signup';
import { useMarketing } from '../../../lib/use-marketing';
import { EmailField, NewPasswordField } from '../../../components/credential-fields';

type Fields = 'email' | 'password';

/**
 * Sign-up (spec §2 Modals and Sign-up modal layout): 'Join Hourspace' with the source's
 * sub header; Google (only when Google sign-up is enabled), Apple and Facebook; the email
 * and password form; consent and the marketing checkbox; 'Already have an account? Login'.
 */
export function SignupModal({ view, onClose }: { view: Extract<View, { name: 'signup' }>; onClose: () => void }) {
  const { t } = useTranslation('mf-auth');
  const { deps, run, busy, notice } = useFlow(view.notice);
  const show = useAuthStore((state) => state.show);
  const form = useForm<Fields>({ email: EmailSchema, password: SignupPasswordSchema });
  const marketing = useMarketing(form.language);
  const googleEnabled = useGoogleSignupEnabled(deps);
  const subheader = subheaderFor(view.source);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
    const checked = form.validator.validateAll(values);
    if (!checked.valid) return;
    void run('email', (flowDeps) => emailSignup(flowDeps, { email: values.email.trim(), password: values.password, unsubscribe: marketing.unsubscribe }));
  };

  return (
    <Modal open onClose={onClose} title={t('signup.title')} description={subheader ? t(`signup.sub.${subheader}`) : undefined} closeLabel={t('close')} size="sm">
      {notice && <NoticeMessage notice={notice} />}
      <SocialButtons intent="signup" run={run} busy={busy} showGoogle={googleEnabled} unsubscribe={marketing.unsubscribe} source={view.source} />
      <p className={formStyles.divider}>{t('or')}</p>
      <form className={formStyles.form} noValidate onSubmit={submit}>
        <EmailField {...form.bind('email')} />
        <NewPasswordField label={t('fields.password')} {...form.bind('password')} />
        <Checkbox name="marketing" label={marketing.label} checked={marketing.checked} onChange={(event) => marketing.setChecked(event.currentTarget.checked)} />
        <p className={formStyles.small}>
          <Trans
            t={t}
            i18nKey="signup.consent"
            components={{
              terms: <a href={sitePath(deps.prefix, '/legal/terms')} target="_blank" rel="noreferrer" />,
              privacy: <a href={sitePath(deps.prefix, '/legal/privacy')} target="_blank" rel="noreferrer" />,
            }}
          />
        </p>
        <Button type="submit" fullWidth loading={busy === 'email'} disabled={busy !== null || !form.snapshot.canSubmit}>
          {t('signup.submit')}
        </Button>
      </form>
      <p className={formStyles.footerText}>
        <Trans t={t} i18nKey="signup.haveAccount" components={{ login: <button type="button" className={formStyles.linkButton} onClick={() => show({ name: 'login' })} /> }} />
      </p>
    </Modal>
  );
}
