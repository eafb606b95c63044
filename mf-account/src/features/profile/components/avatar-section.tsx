import type { Profile } from '@hourspace/api-client';
import { safeHref } from '@hourspace/contracts';
import { AvatarUpload } from '@hourspace/ui';
import { messageLanguage, translateMessage } from '@hourspace/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadAvatarMutation } from '../api/upload-avatar';
import { avatarFileProblem, prepareAvatar, type ImageTools } from '../lib/prepare-avatar';
import cardStyles from '../../../components/cards.module.css';
import { Confirmation } from '../../../components/error-card';

/**
 * The profile photo: the ui AvatarUpload (jpg/jpeg/png, 8,000,000 bytes); a picked photo is
 * cropped to its centred square and scaled down to 1000×1000 in the browser, then uploaded
 * and saved at once.
 */
export function AvatarSection({ profile, imageTools }: { profile: Profile; imageTools?: ImageTools }) {
  const { t, i18n } = useTranslation('mf-account');
  const language = messageLanguage(i18n.language);
  const upload = useUploadAvatarMutation();
  const [preparing, setPreparing] = useState(false);
  const [failed, setFailed] = useState(false);

  const onFile = async (file: File) => {
    setFailed(false);
    setPreparing(true);
    try {
      const prepared = await prepareAvatar(file, imageTools);
      upload.mutate(prepared, { onError: () => setFailed(true) });
    } catch (error) {
      console.error('[mf-account] the photo could not be prepared for upload', error);
      setFailed(true);
    } finally {
      setPreparing(false);
    }
  };

  const busy = preparing || upload.isPending;
  return (
    <section className={cardStyles.section} aria-labelledby="account-photo-title">
      <h2 id="account-photo-title" className={cardStyles.sectionTitle}>
        {t('profileForm.photoTitle')}
      </h2>
      <AvatarUpload
        label={profile.avatar_url ? t('profileForm.photoChange') : t('profileForm.photoLabel')}
        previewAlt={t('profileForm.photoAlt')}
        // The URL is the person's data: only an http(s) or same-site one is shown (the shared link check).
        value={safeHref(profile.avatar_url, window.location.href)}
        validate={async (file) => {
          const problem = avatarFileProblem(file);
          return problem === null ? null : translateMessage(problem, language);
        }}
        onFile={(file) => void onFile(file)}
        error={failed ? t('profileForm.photoFailed') : null}
        validationFailedMessage={t('profileForm.photoFailed')}
        hint={t('profileForm.photoHint')}
        disabled={busy}
      />
      {busy && <p role="status">{t('profileForm.photoSaving')}</p>}
      {upload.isSuccess && !busy && !failed && <Confirmation>{t('profileForm.photoSaved')}</Confirmation>}
    </section>
  );
}
