import { TextField } from '@hourspace/ui';
import { useTranslation } from 'react-i18next';
import type { useForm } from '@hourspace/validation/react';

/** The 4-digit verification code field of the email and phone verification modals. */
export function CodeField({ code, onCode, form }: { code: string; onCode: (code: string) => void; form: ReturnType<typeof useForm<'code'>> }) {
  const { t } = useTranslation('mf-auth');
  return (
    <TextField
      name="code"
      label={t('fields.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={4}
      value={code}
      state={form.stateOf('code')}
      onChange={(event) => {
        onCode(event.currentTarget.value);
        form.validator.change('code', event.currentTarget.value);
      }}
      onBlur={(event) => form.validator.blur('code', event.currentTarget.value)}
    />
  );
}
