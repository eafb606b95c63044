import { Button, TextField } from '@hourspace/ui';
import { EmailSchema, MESSAGES } from '@hourspace/validation';
import { useForm } from '@hourspace/validation/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans } from '../../../components/trans';
import * as v from 'valibot';
import { sitePath } from '../../../lib/page';
import type { useFlow } from '../../../lib/use-flow';
import type { View } from '../../../lib/views';
import formStyles from '../../../components/forms.module.css';
import { NoticeMessage } from '../../../components/notice-message';
import { useMarketing } from '../../../lib/use-marketing';
import { SocialButtons } from '../../../components/social-buttons';
import { passwordLogin } from '../lib/password-login';
import { EmailField } from '../../../components/credential-fields';

type Fields = 'email' | 'password';

/** Both fields non-empty, else the spec's one message for the pair. */
const LoginFormSchema = v.pipe(
  v.object({ email: v.string(), password: v.string() }),
  v.check((values) => values.email.trim() !== '' && values.password !== '', MESSAGES['login.invalidPair']),
);

/**
 * The log-in form of spec §2 (Google, Apple and Facebook, email and password, the
 * forgot-password link, the sign-up link), shared by the log-in modal and the /signin page:
 * each hands in its own flow runner (where outcomes go) and what 'Sign up' does.
 */
export function LoginForm({ view, flow, onSignup }: { view: Extract<View, { name: 'login' }>; flow: ReturnType<typeof useFlow>; onSignup: () => void }) {
  const { t } = useTranslation('mf-auth');
  const { deps, run, busy, notice } = flow;
  // An empty field is left to the pair message; a typed email must be an email.
  const form = useForm<Fields>({ email: { schema: EmailSchema, optional: true }, password: { schema: v.string(), optional: true } }, LoginFormSchema);
  const marketing = useMarketing(form.language);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
    if (!form.validator.validateAll(values).valid) return;
    void run('email', (flowDeps) => passwordLogin(flowDeps, { email: values.email.trim(), password: values.password, dest: view.dest }));
  };

  return (
    <>
      {notice && <NoticeMessage notice={notice} email={view.email} />}
      {form.formMessage && (
        <p role="alert" className={formStyles.notice}>
          {form.formMessage}
        </p>
      )}
      <SocialButtons intent="login" run={run} busy={busy} showGoogle unsubscribe={marketing.unsubscribe} dest={view.dest} />
      <p className={formStyles.divider}>{t('or')}</p>
      <form className={formStyles.form} noValidate onSubmit={submit}>
        <EmailField defaultValue={view.email} {...form.bind('email')} />
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('fields.password')}
          onChange={(event) => form.validator.change('password', event.currentTarget.value)}
        />
        <a className={formStyles.small} href={sitePath(deps.prefix, '/app/password-reset')}>
          {t('login.forgot')}
        </a>
        <Button type="submit" fullWidth loading={busy === 'email'} disabled={busy !== null || !form.snapshot.canSubmit}>
          {t('login.submit')}
        </Button>
      </form>
      <p className={formStyles.footerText}>
        <Trans t={t} i18nKey="login.noAccount" components={{ signup: <button type="button" className={formStyles.linkButton} onClick={onSignup} /> }} />
      </p>
    </>
  );
}
