import { TextField, type TextFieldProps } from '@hourspace/ui';
import { useTranslation } from 'react-i18next';

/** The email field of the log-in, sign-up, social email and password-reset forms; bind it with `form.bind('email')`. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'autoComplete'>) {
  const { t } = useTranslation('mf-auth');
  return <TextField name="email" type="email" autoComplete="email" label={t('fields.email')} {...props} />;
}

/** A new password's field (sign-up, password reset) with the rule as its hint; bind it with `form.bind('password')`. */
export function NewPasswordField(props: Omit<TextFieldProps, 'type' | 'autoComplete' | 'hint'>) {
  const { t } = useTranslation('mf-auth');
  return <TextField name="password" type="password" autoComplete="new-password" hint={t('fields.passwordHint')} {...props} />;
}
