import { useShellServices } from '@hourspace/remote';
import { Button, buttonClassName } from '@hourspace/ui';
import { EmailSchema, SignupPasswordSchema, translateMessage } from '@hourspace/validation';
import { useForm } from '@hourspace/validation/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../../components/forms.module.css';
import { PageFrame } from '../../../components/page-frame';
import pageStyles from '../../../components/page-frame.module.css';
import { useAuthApi } from '../../../lib/api';
import { sitePath } from '../../../lib/page';
import { requestResetLink, dropResetTokenFromAddress, readResetToken, setNewPassword, type RequestResult, type ResetResult } from '../lib/password-reset';
import { EmailField, NewPasswordField } from '../../../components/credential-fields';

/** Why the request form is shown again after a link failed. */
type LinkProblem = 'used' | 'expired' | 'badLink';

/**
 * /app/password-reset: without a token, asks for a reset link by email (the answer is the same
 * whether or not the email has an account); with the emailed link's `?token=`, sets a new
 * password under the §5 sign-up rule. A used, expired or unknown link says so and offers a new one.
 */
export function PasswordResetPage() {
  const [token, setToken] = useState(readResetToken);
  const [problem, setProblem] = useState<LinkProblem | null>(null);
  // After the first commit, not in render: a render React throws away would lose the token (CI saw it).
  useEffect(dropResetTokenFromAddress, []);
  if (token !== null)
    return (
      <NewPasswordForm
        token={token}
        onLinkProblem={(next) => {
          setProblem(next);
          setToken(null);
        }}
      />
    );
  return <RequestLinkForm problem={problem} />;
}

function RequestLinkForm({ problem }: { problem: LinkProblem | null }) {
  const { t } = useTranslation('mf-auth');
  const locale = useShellServices()?.locale ?? 'en-US';
  const api = useAuthApi();
  const form = useForm<'email'>({ email: EmailSchema });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<(RequestResult & { email: string }) | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!form.validator.validateAll({ email }).valid) return;
    setBusy(true);
    const answer = await requestResetLink(api, email, locale);
    setBusy(false);
    setResult({ ...answer, email });
  };

  if (result?.kind === 'sent') {
    return (
      <PageFrame title={t('passwordReset.sentTitle')}>
        <p role="status" className={pageStyles.message}>
          {t('passwordReset.sent', { email: result.email })}
        </p>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('passwordReset.title')} intro={t('passwordReset.intro')}>
      {problem && (
        <p role="alert" className={formStyles.notice}>
          {t(`passwordReset.link.${problem}`)}
        </p>
      )}
      {result && (
        <p role="alert" className={formStyles.notice}>
          {result.kind === 'invalid' ? translateMessage(result.text, form.language) : t(`passwordReset.request.${result.kind}`)}
        </p>
      )}
      <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
        <EmailField {...form.bind('email')} />
        <Button type="submit" fullWidth loading={busy} disabled={busy || !form.snapshot.canSubmit}>
          {t('passwordReset.send')}
        </Button>
      </form>
    </PageFrame>
  );
}

function NewPasswordForm({ token, onLinkProblem }: { token: string; onLinkProblem: (problem: LinkProblem) => void }) {
  const { t } = useTranslation('mf-auth');
  const prefix = useShellServices()?.prefix ?? 'us';
  const api = useAuthApi();
  const form = useForm<'password'>({ password: SignupPasswordSchema });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ResetResult | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (!form.validator.validateAll({ password }).valid) return;
    setBusy(true);
    const answer = await setNewPassword(api, token, password);
    setBusy(false);
    if (answer.kind === 'used' || answer.kind === 'expired' || answer.kind === 'badLink') onLinkProblem(answer.kind);
    else setResult(answer);
  };

  if (result?.kind === 'done') {
    return (
      <PageFrame title={t('passwordReset.doneTitle')}>
        <p role="status" className={pageStyles.message}>
          {t('passwordReset.done')}
        </p>
        <a className={buttonClassName({ variant: 'primary', fullWidth: true })} href={sitePath(prefix, '/signin')}>
          {t('passwordReset.logIn')}
        </a>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('passwordReset.newTitle')} intro={t('passwordReset.newIntro')}>
      {result && (
        <p role="alert" className={formStyles.notice}>
          {result.kind === 'invalid' ? translateMessage(result.text, form.language) : t('passwordReset.request.failed')}
        </p>
      )}
      <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
        <NewPasswordField label={t('passwordReset.newPassword')} {...form.bind('password')} />
        <Button type="submit" fullWidth loading={busy} disabled={busy || !form.snapshot.canSubmit}>
          {t('passwordReset.save')}
        </Button>
      </form>
    </PageFrame>
  );
}
