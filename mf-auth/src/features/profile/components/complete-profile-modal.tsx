import { safeHref } from '@hourspace/contracts';
import { AvatarUpload, Button, Modal, Select, TextField } from '@hourspace/ui';
import { FirstNameSchema, howHeardOptions, JobTitleSchema, LastNameSchema, OrganizationSchema, type HowHeardValue } from '@hourspace/validation';
import { useForm } from '@hourspace/validation/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlow } from '../../../lib/use-flow';
import type { View } from '../../../lib/views';
import formStyles from '../../../components/forms.module.css';
import { NoticeMessage } from '../../../components/notice-message';
import { PhoneField, usePhoneField } from '../../../components/phone-field';
import { avatarRequiredMessage, checkAvatarFile } from '../lib/avatar-check';
import { saveProfile } from '../lib/save-profile';

type Fields = 'firstName' | 'lastName' | 'organization' | 'jobTitle';

/**
 * Complete your profile (spec §4 Sign-up flow, §5): the photo (required), first and last
 * name (2 to 35), organization and job title (optional), mobile phone (optional) and the
 * 'how did you hear' answer. Submit uploads the photo, updates the profile, then opens
 * the email verification (when the email is not verified) or Welcome.
 */
export function CompleteProfileModal({ view, onClose }: { view: Extract<View, { name: 'complete-profile' }>; onClose: () => void }) {
  const { t } = useTranslation('mf-auth');
  const { run, busy, notice } = useFlow();
  const form = useForm<Fields>({
    firstName: FirstNameSchema,
    lastName: LastNameSchema,
    organization: { schema: OrganizationSchema, optional: true },
    jobTitle: { schema: JobTitleSchema, optional: true },
  });
  const phone = usePhoneField({ optional: true });
  const [avatarFile, setAvatarFile] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [howHeard, setHowHeard] = useState('');
  // A provider's picture, copied to the image service: only an http(s) or same-site URL (the shared link check).
  const savedAvatar = safeHref(view.prefill?.avatarUrl, window.location.href) ?? undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      firstName: String(data.get('first_name') ?? ''),
      lastName: String(data.get('last_name') ?? ''),
      organization: String(data.get('organization') ?? ''),
      jobTitle: String(data.get('job_title') ?? ''),
    };
    const fields = form.validator.validateAll(values);
    const phoneCheck = phone.check();
    const hasAvatar = avatarFile !== null || Boolean(savedAvatar);
    if (!hasAvatar) setAvatarError(avatarRequiredMessage(form.language));
    if (!fields.valid || phoneCheck.state.status === 'invalid' || !hasAvatar) return;
    void run('save', (deps) =>
      saveProfile(
        deps,
        {
          ...(avatarFile ? { avatarFile } : {}),
          ...(savedAvatar ? { avatarUrl: savedAvatar } : {}),
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          organization: values.organization.trim(),
          jobTitle: values.jobTitle.trim(),
          ...(howHeard ? { howHeard: howHeard as HowHeardValue } : {}),
          ...(phoneCheck.parsed ? { phone: { phone: phoneCheck.parsed.phone, country: phoneCheck.parsed.phone_country } } : {}),
        },
        { signup: view.signup === true },
      ),
    );
  };

  const text = (name: Fields, label: string, autoComplete: string, optional = false, defaultValue?: string) => (
    <TextField
      {...form.bind(name)}
      name={{ firstName: 'first_name', lastName: 'last_name', organization: 'organization', jobTitle: 'job_title' }[name]}
      label={label}
      autoComplete={autoComplete}
      defaultValue={defaultValue}
      optionalText={optional ? t('fields.optional') : undefined}
    />
  );

  return (
    <Modal open onClose={onClose} title={t('profile.title')} description={t('profile.subtitle')} closeLabel={t('close')} size="sm" closeOnBackdropClick={false}>
      {notice && <NoticeMessage notice={notice} />}
      <form className={formStyles.form} noValidate onSubmit={submit}>
        <AvatarUpload
          label={t('profile.photo')}
          previewAlt={t('profile.photoAlt')}
          value={savedAvatar ?? null}
          hint={t('profile.photoHint')}
          validate={(file) => checkAvatarFile(file, form.language)}
          onFile={(file) => {
            setAvatarFile(file);
            setAvatarError(null);
          }}
          error={avatarError}
          validationFailedMessage={t('notices.avatarUpload')}
          name="avatar"
          required
        />
        <div className={formStyles.row}>
          {text('firstName', t('fields.firstName'), 'given-name', false, view.prefill?.firstName)}
          {text('lastName', t('fields.lastName'), 'family-name', false, view.prefill?.lastName)}
        </div>
        {text('organization', t('fields.organization'), 'organization', true)}
        {text('jobTitle', t('fields.jobTitle'), 'organization-title', true)}
        <PhoneField field={phone} optional />
        <Select
          name="how_heard"
          label={t('fields.howHeard')}
          optionalText={t('fields.optional')}
          placeholder={t('fields.howHeardPlaceholder')}
          options={howHeardOptions(form.language)}
          value={howHeard}
          onChange={(event) => setHowHeard(event.currentTarget.value)}
        />
        <Button type="submit" fullWidth loading={busy === 'save'} disabled={busy !== null || !form.snapshot.canSubmit}>
          {t('profile.submit')}
        </Button>
      </form>
    </Modal>
  );
}
