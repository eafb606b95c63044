import type { Profile } from '@hourspace/api-client';
import { isApiError } from '@hourspace/api-client';
import { Button, Select, TextField } from '@hourspace/ui';
import {
  FirstNameSchema,
  HowHeardSchema,
  JobTitleSchema,
  LastNameSchema,
  OrganizationSchema,
  PhoneCountrySchema,
  PreferredLocaleSchema,
  createMobilePhoneSchema,
  howHeardOptions,
} from '@hourspace/validation';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useUpdateProfileMutation } from '../api/update-profile';
import { changedFields, languageChoices, phoneCountryChoices, profileValues, type ProfileValues } from '../lib/profile-values';
import styles from './profile.module.css';
import cardStyles from '../../../components/cards.module.css';
import { Confirmation } from '../../../components/error-card';
import { callErrorMessage } from '../../../lib/call-error';
import { useForm } from '@hourspace/validation/react';

type Field = keyof ProfileValues;

/** Phone update refusals spec §8 sends to the Help Center. */
const PHONE_HELP_ERRORS = new Set(['exceeded_phone_confirmation', 'Phone not Updatable']);

/**
 * The profile details form: first and last name (2-35), organization and job title
 * (optional), "how did you hear about us", preferred language, and the mobile phone with its
 * country (us, gb, de, fr, es; default us). Fields validate on blur with the §5 messages;
 * only what changed is saved.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('mf-account');
  const saved = useMemo(() => profileValues(profile, i18n.language), [profile, i18n.language]);
  const [values, setValues] = useState<ProfileValues>(saved);
  const country = useRef(values.phone_country);
  country.current = values.phone_country;
  const [fields] = useState(() => ({
    first_name: FirstNameSchema,
    last_name: LastNameSchema,
    organization: { schema: OrganizationSchema, optional: true },
    job_title: { schema: JobTitleSchema, optional: true },
    how_heard: { schema: HowHeardSchema, optional: true },
    preferred_locale: PreferredLocaleSchema,
    phone_country: PhoneCountrySchema,
    // The number is read for the country picked at the time it is checked.
    phone: {
      schema: v.pipe(
        v.unknown(),
        v.rawCheck(({ dataset, addIssue }) => {
          const result = v.safeParse(createMobilePhoneSchema({ optional: true, country: country.current }), dataset.value);
          if (!result.success) addIssue({ message: result.issues[0].message });
        }),
      ),
      optional: true,
    },
  }));
  const form = useForm<Field>(fields);
  const update = useUpdateProfileMutation();
  const [note, setNote] = useState<string | null>(null);

  const text = (name: Field) => ({
    ...form.control(name, values[name], (value) => {
      setValues((current) => ({ ...current, [name]: value }));
      setNote(null);
    }),
    disabled: update.isPending,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    if (!form.validator.validateAll(values).valid) return;
    const body = changedFields(saved, values);
    if (Object.keys(body).length === 0) {
      setNote(t('profileForm.unchanged'));
      return;
    }
    setNote(null);
    update.mutate(body, { onSuccess: () => setNote(t('profileForm.saved')) });
  };

  const errorText = update.error ? saveErrorMessage(update.error, Boolean(changedFields(saved, values).phone), form.language, t) : null;

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="account-details-title">
      <h2 id="account-details-title" className={cardStyles.sectionTitle}>
        {t('profileForm.detailsTitle')}
      </h2>
      <div className={styles.pair}>
        <TextField label={t('profileForm.firstName')} autoComplete="given-name" required {...text('first_name')} />
        <TextField label={t('profileForm.lastName')} autoComplete="family-name" required {...text('last_name')} />
      </div>
      <div className={styles.pair}>
        <TextField label={t('profileForm.organization')} optionalText={t('common.optional')} autoComplete="organization" {...text('organization')} />
        <TextField label={t('profileForm.jobTitle')} optionalText={t('common.optional')} autoComplete="organization-title" {...text('job_title')} />
      </div>
      <Select
        label={t('profileForm.howHeard')}
        optionalText={t('common.optional')}
        options={[{ value: '', label: t('profileForm.howHeardNone') }, ...howHeardOptions(form.language)]}
        {...text('how_heard')}
      />
      <Select label={t('profileForm.language')} options={languageChoices(i18n.language)} {...text('preferred_locale')} />
      <div className={styles.phone}>
        <Select
          label={t('profileForm.phoneCountry')}
          options={phoneCountryChoices(i18n.language)}
          {...text('phone_country')}
          onChange={(event) => {
            text('phone_country').onChange(event);
            country.current = event.target.value;
            // A number already checked is checked again for the new country.
            if (form.snapshot.fields.phone !== null) form.validator.blur('phone', values.phone);
          }}
        />
        <TextField label={t('profileForm.phone')} optionalText={t('common.optional')} type="tel" autoComplete="tel-national" inputMode="tel" {...text('phone')} />
      </div>
      {errorText && (
        <p className={cardStyles.formMessage} role="alert">
          {errorText}
        </p>
      )}
      {note && <Confirmation>{note}</Confirmation>}
      <div>
        <Button type="submit" loading={update.isPending} disabled={!form.snapshot.canSubmit}>
          {t('profileForm.save')}
        </Button>
      </div>
    </form>
  );
}

function saveErrorMessage(error: unknown, phoneChanged: boolean, language: ReturnType<typeof useForm>['language'], t: (key: string) => string): string {
  if (phoneChanged && isApiError(error) && (PHONE_HELP_ERRORS.has(error.error ?? '') || PHONE_HELP_ERRORS.has(error.error_description ?? ''))) return t('profileForm.phoneHelp');
  return callErrorMessage(error, language, phoneChanged ? t('profileForm.phoneRetry') : t('common.unexpected'));
}
