import { Button, Modal } from '@hourspace/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentSession } from '../../../events/session-events';
import { useFlow } from '../../../lib/use-flow';
import formStyles from '../../../components/forms.module.css';
import { NoticeMessage } from '../../../components/notice-message';
import { PhoneField, usePhoneField } from '../../../components/phone-field';
import { savePhone } from '../lib/phone-flow';

/** Whether the typed number is the profile's number (same digits, same country). */
export function isSamePhone(saved: { phone?: string | null; phone_country?: string | null }, typed: { value: string; country: string }): boolean {
  if (!saved.phone) return false;
  const digits = typed.value.replace(/\D/g, '');
  return digits.endsWith(saved.phone.replace(/\D/g, '')) && (saved.phone_country ?? 'us').toLowerCase() === typed.country.toLowerCase();
}

/**
 * The phone number modal, 'Never miss a booking update' (spec §4 Phone verification): in
 * edit mode when there is no phone; the CTA is disabled while the number is empty, or
 * unchanged and already verified. Saving opens the code modal. Skippable for now.
 */
export function PhoneModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('mf-auth');
  const { run, busy, notice } = useFlow();
  const [profile] = useState(() => currentSession()?.profile ?? null);
  const [editing, setEditing] = useState(!profile?.phone);
  const phone = usePhoneField({ optional: false, country: profile?.phone_country, phone: profile?.phone });
  const saved = { phone: profile?.phone, phone_country: profile?.phone_country };
  const unchanged = isSamePhone(saved, phone);
  const ctaDisabled = busy !== null || phone.value.trim() === '' || (unchanged && profile?.phone_verified === true);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ctaDisabled) return;
    const checked = phone.check();
    if (checked.state.status !== 'valid' || !checked.parsed) return;
    const { phone: national, phone_country: country } = checked.parsed;
    void run('save', (deps) => savePhone(deps, { phone: national, country, changed: !unchanged }));
  };

  const formatted = profile?.phone_formatted ?? profile?.phone ?? '';

  return (
    <Modal open onClose={onClose} title={t('phone.title')} description={t('phone.subtitle')} closeLabel={t('close')} size="sm">
      {notice && <NoticeMessage notice={notice} />}
      <form className={formStyles.form} noValidate onSubmit={submit}>
        {editing ? (
          <PhoneField field={phone} optional={false} disabled={busy !== null} />
        ) : (
          <div>
            <p>{t('phone.current', { phone: formatted })}</p>
            <p className={formStyles.small}>{profile?.phone_verified ? t('phone.verified') : t('phone.unverified')}</p>
            <Button variant="link" onClick={() => setEditing(true)}>
              {t('phone.edit')}
            </Button>
          </div>
        )}
        <div className={formStyles.actions}>
          <Button type="submit" fullWidth loading={busy === 'save'} disabled={ctaDisabled}>
            {t('phone.submit')}
          </Button>
          <Button variant="ghost" fullWidth onClick={onClose}>
            {t('phone.skip')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
