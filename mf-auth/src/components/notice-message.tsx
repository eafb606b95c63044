import { useShellServices } from '@hourspace/remote';
import { messageLanguage, translateMessage } from '@hourspace/validation';
import { useTranslation } from 'react-i18next';
import { Trans } from './trans';
import type { Notice } from '../lib/notices';
import { sitePath } from '../lib/page';
import { supportUrl } from '../lib/support';
import { useAuthStore } from '../lib/auth-store';
import styles from './forms.module.css';

/**
 * A flow's message, announced (`role="alert"`). Links inside the spec's messages: the
 * support form (inactive account, help centre), the password reset page, and switches to
 * the log-in or sign-up modal.
 */
export function NoticeMessage({ notice, email }: { notice: Notice; email?: string | undefined }) {
  const { t, i18n } = useTranslation('mf-auth');
  const services = useShellServices();
  const show = useAuthStore((state) => state.show);
  const locale = services?.locale ?? i18n.language;
  const prefix = services?.prefix ?? '';
  if (notice.key === 'validation') {
    return (
      <p role="alert" className={styles.notice}>
        {translateMessage(notice.text, messageLanguage(i18n.language))}
      </p>
    );
  }
  const values: Record<string, string> = { ...notice.values };
  if (values.method) values.method = t(`methods.${values.method}`);
  return (
    <p role="alert" className={styles.notice}>
      <Trans
        t={t}
        i18nKey={`notices.${notice.key}`}
        values={values}
        components={{
          support: <a href={supportUrl(locale)} target="_blank" rel="noreferrer" />,
          reset: <a href={sitePath(prefix, '/app/password-reset')} />,
          login: <button type="button" className={styles.linkButton} onClick={() => show({ name: 'login', ...(email ? { email } : {}) })} />,
          signup: <button type="button" className={styles.linkButton} onClick={() => show({ name: 'signup' })} />,
        }}
      />
    </p>
  );
}
