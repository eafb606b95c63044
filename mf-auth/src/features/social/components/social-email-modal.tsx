import { Button, Modal } from '@hourspace/ui';
import { EmailSchema } from '@hourspace/validation';
import { useForm } from '@hourspace/validation/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlow } from '../../../lib/use-flow';
import type { View } from '../../../lib/views';
import formStyles from '../../../components/forms.module.css';
import { NoticeMessage } from '../../../components/notice-message';
import { socialEmailSignup } from '../../../lib/social/social-flow';
import { EmailField } from '../../../components/credential-fields';

/**
 * The social email form (spec §4 step 3): Facebook or Apple gave no email (or Apple gave
 * a relay address the person may replace); the typed email is checked, then the account
 * is created and the profile form opens.
 */
export function SocialEmailModal({ view, onClose }: { view: Extract<View, { name: 'social-email' }>; onClose: () => void }) {
  const { t } = useTranslation('mf-auth');
  const { run, busy, notice } = useFlow(view.notice);
  const form = useForm<'email'>({ email: EmailSchema });
  const provider = t(`methods.${view.identity.provider}`);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    if (!form.validator.validateAll({ email }).valid) return;
    void run('email', (deps) => socialEmailSignup(deps, view.identity, email.trim(), view.unsubscribe));
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('socialEmail.title')}
      description={view.identity.email ? t('socialEmail.subtitleApple') : t('socialEmail.subtitle', { provider })}
      closeLabel={t('close')}
      size="sm"
    >
      {notice && <NoticeMessage notice={notice} />}
      <form className={formStyles.form} noValidate onSubmit={submit}>
        <EmailField defaultValue={view.identity.email} {...form.bind('email')} />
        <Button type="submit" fullWidth loading={busy === 'email'} disabled={busy !== null || !form.snapshot.canSubmit}>
          {t('socialEmail.submit')}
        </Button>
      </form>
    </Modal>
  );
}
