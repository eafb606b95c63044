import { Button, Modal } from '@hourspace/ui';
import { VerificationCodeSchema } from '@hourspace/validation';
import { useForm } from '@hourspace/validation/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentSession } from '../../../events/session-events';
import { useFlow } from '../../../lib/use-flow';
import type { View } from '../../../lib/views';
import { CodeField } from '../../../components/code-field';
import formStyles from '../../../components/forms.module.css';
import { NoticeMessage } from '../../../components/notice-message';
import { useCodeSending } from '../../../lib/use-code-sent';
import { sendEmailCode, verifyEmail } from '../lib/verify-email';

/**
 * Verify your email (spec §2 Modals, §4 step 6): the 4-digit code is sent on open and on
 * request, each time with 'Code Sent!' for 3.5 s; a right code opens Welcome (in a sign-up).
 */
export function VerifyEmailModal({ view, onClose }: { view: Extract<View, { name: 'verify-email' }>; onClose: () => void }) {
  const { t } = useTranslation('mf-auth');
  const { run, busy, notice } = useFlow();
  const form = useForm<'code'>({ code: VerificationCodeSchema });
  const { sent, send } = useCodeSending(run, sendEmailCode);
  const [code, setCode] = useState('');
  const email = currentSession()?.profile?.email ?? undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validator.validateAll({ code }).valid) return;
    void run('verify', (deps) => verifyEmail(deps, code.trim(), { signup: view.signup === true }));
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('verifyEmail.title')}
      description={email ? t('verifyEmail.subtitle', { email }) : t('verifyEmail.subtitleNoEmail')}
      closeLabel={t('close')}
      size="sm"
      closeOnBackdropClick={false}
      footer={
        <p className={formStyles.success} role="status">
          {sent.visible ? t('verifyEmail.sent') : ''}
        </p>
      }
    >
      {notice && <NoticeMessage notice={notice} />}
      <form className={formStyles.form} noValidate onSubmit={submit}>
        <CodeField code={code} onCode={setCode} form={form} />
        <div className={formStyles.actions}>
          <Button type="submit" fullWidth loading={busy === 'verify'} disabled={busy !== null || code.trim() === '' || !form.snapshot.canSubmit}>
            {t('verifyEmail.submit')}
          </Button>
          <Button variant="link" onClick={() => void send()} loading={busy === 'send'} disabled={busy !== null}>
            {t('verifyEmail.resend')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
