import { Button, Modal } from '@hourspace/ui';
import { VerificationCodeSchema } from '@hourspace/validation';
import { useForm } from '@hourspace/validation/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentSession } from '../../../events/session-events';
import { useFlow } from '../../../lib/use-flow';
import { CodeField } from '../../../components/code-field';
import formStyles from '../../../components/forms.module.css';
import { NoticeMessage } from '../../../components/notice-message';
import { useCodeSending } from '../../../lib/use-code-sent';
import { sendPhoneCode, verifyPhone } from '../lib/phone-flow';

/**
 * Phone verification (spec §4): the SMS code is sent on open; the Verify button waits for
 * a code; wrong codes are allowed until the count exceeds 2, then the failed modal opens.
 * Skippable for now.
 */
export function PhoneVerifyModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('mf-auth');
  const { run, busy, notice } = useFlow();
  const form = useForm<'code'>({ code: VerificationCodeSchema });
  const { sent, send } = useCodeSending(run, sendPhoneCode);
  const [code, setCode] = useState('');
  const wrong = useRef(0);
  const profile = currentSession()?.profile;
  const phone = profile?.phone_formatted;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validator.validateAll({ code }).valid) return;
    void run('verify', async (deps) => {
      const result = await verifyPhone(deps, code.trim(), wrong.current);
      wrong.current = result.wrong;
      return result.outcome;
    });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('phoneVerify.title')}
      description={phone ? t('phoneVerify.subtitle', { phone }) : t('phoneVerify.subtitleNoPhone')}
      closeLabel={t('close')}
      size="sm"
      footer={
        <p className={formStyles.success} role="status">
          {sent.visible ? t('phoneVerify.sent') : ''}
        </p>
      }
    >
      {notice && <NoticeMessage notice={notice} />}
      <form className={formStyles.form} noValidate onSubmit={submit}>
        <CodeField code={code} onCode={setCode} form={form} />
        <div className={formStyles.actions}>
          <Button type="submit" fullWidth loading={busy === 'verify'} disabled={busy !== null || code.trim() === ''}>
            {t('phoneVerify.submit')}
          </Button>
          <Button variant="link" onClick={() => void send()} loading={busy === 'send'} disabled={busy !== null}>
            {t('phoneVerify.resend')}
          </Button>
          <Button variant="ghost" fullWidth onClick={onClose}>
            {t('phone.skip')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
