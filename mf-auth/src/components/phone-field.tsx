import { Select, TextField } from '@hourspace/ui';
import { createMobilePhoneSchema, DEFAULT_PHONE_COUNTRY, messageLanguage, phoneCountryOptions, validateField, type FieldState, type PhoneFields } from '@hourspace/validation';
import { toUiState } from '@hourspace/validation/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import formStyles from './forms.module.css';

/** A mobile phone field's state: the picker country, the typed number and its validation. */
export function usePhoneField(options: { optional: boolean; country?: string | null | undefined; phone?: string | null | undefined }) {
  const [country, setCountry] = useState((options.country ?? DEFAULT_PHONE_COUNTRY).toLowerCase());
  const [value, setValue] = useState(options.phone ?? '');
  const [state, setState] = useState<FieldState | null>(null);
  const check = (nextValue = value, nextCountry = country): { state: FieldState; parsed: PhoneFields | undefined } => {
    const schema = createMobilePhoneSchema({ optional: options.optional, country: nextCountry });
    const next = validateField(schema, nextValue, { optional: options.optional });
    setState(next);
    const parsed = next.status === 'valid' ? validatePhone(schema, nextValue) : undefined;
    return { state: next, parsed };
  };
  return {
    country,
    value,
    state,
    check,
    setCountry(next: string) {
      setCountry(next);
      if (state !== null) check(value, next);
    },
    setValue(next: string) {
      setValue(next);
      // An error clears as soon as it is fixed; a new one waits for blur.
      if (state?.status === 'invalid') check(next, country);
    },
  };
}

function validatePhone(schema: ReturnType<typeof createMobilePhoneSchema>, value: string): PhoneFields | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : undefined;
}

export type PhoneFieldModel = ReturnType<typeof usePhoneField>;

/** The country picker (us, gb, de, fr, es first) and the number, validated on blur. */
export function PhoneField({ field, optional, disabled }: { field: PhoneFieldModel; optional: boolean; disabled?: boolean }) {
  const { t, i18n } = useTranslation('mf-auth');
  const language = messageLanguage(i18n.language);
  const options = useMemo(
    () => phoneCountryOptions(i18n.language).map((option) => ({ value: option.country, label: `${option.label} (+${option.callingCode})` })),
    [i18n.language],
  );
  return (
    <div className={formStyles.phoneRow}>
      <Select
        label={t('fields.phoneCountry')}
        name="phone_country"
        options={options}
        value={field.country}
        disabled={disabled}
        onChange={(event) => field.setCountry(event.currentTarget.value)}
      />
      <TextField
        label={t('fields.phone')}
        name="phone"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        optionalText={optional ? t('fields.optional') : undefined}
        value={field.value}
        disabled={disabled}
        state={toUiState(field.state, language)}
        onChange={(event) => field.setValue(event.currentTarget.value)}
        onBlur={() => field.check()}
      />
    </div>
  );
}
