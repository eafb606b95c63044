import { TextField } from '@hourspace/ui';
import { useTranslation } from 'react-i18next';
import type { Form } from '@hourspace/validation/react';

/** The 4-digit verification code field of the email and phone verification modals. */
export function CodeField({ code, onCode, form }: { code: string; onCode: (code: string) => void; form: Form<'code'> }) {
  const { t } = useTranslation('mf-auth');
  return <TextField label={t('fields.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={4} {...form.control('code', code, onCode)} />;
}
