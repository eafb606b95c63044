import type { Profile } from '@hourspace/api-client';
import { Button } from '@hourspace/ui';
import { useTranslation } from 'react-i18next';
import styles from './profile.module.css';
import cardStyles from '../../../components/cards.module.css';
import { requestEmailVerification, requestPhoneVerification } from '../../../events/auth';

/**
 * Where the email and the phone stand. Verifying happens in mf-auth's modals, asked for over
 * the bus: the phone number modal then its code modal, and the email code modal (which sends
 * a new code as it opens: "Resend code").
 */
export function VerificationSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation('mf-account');
  const phone = profile.phone_formatted ?? profile.phone ?? null;
  return (
    <>
      <section className={cardStyles.section} aria-labelledby="account-email-title">
        <h2 id="account-email-title" className={cardStyles.sectionTitle}>
          {t('profileForm.emailTitle')}
        </h2>
        <p className={styles.status} data-verified={profile.email_verified ? 'true' : 'false'}>
          {profile.email_verified ? t('profileForm.emailVerified', { email: profile.email ?? '' }) : t('profileForm.emailUnverified', { email: profile.email ?? '' })}
        </p>
        {!profile.email_verified && (
          <div>
            <Button variant="secondary" onClick={requestEmailVerification}>
              {t('profileForm.emailResend')}
            </Button>
          </div>
        )}
      </section>
      <section className={cardStyles.section} aria-labelledby="account-phone-title">
        <h2 id="account-phone-title" className={cardStyles.sectionTitle}>
          {t('profileForm.phoneTitle')}
        </h2>
        {phone ? (
          <p className={styles.status} data-verified={profile.phone_verified ? 'true' : 'false'}>
            {profile.phone_verified ? t('profileForm.phoneVerified', { phone }) : t('profileForm.phoneUnverified', { phone })}
          </p>
        ) : (
          <p>{t('profileForm.phoneNone')}</p>
        )}
        {phone && (
          <div>
            <Button variant="secondary" onClick={requestPhoneVerification}>
              {profile.phone_verified ? t('profileForm.phoneChange') : t('profileForm.phoneVerify')}
            </Button>
          </div>
        )}
      </section>
    </>
  );
}
