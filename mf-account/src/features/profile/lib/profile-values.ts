import type { Profile, UpdateProfileBody } from '@hourspace/api-client';
import { DEFAULT_PHONE_COUNTRY, HOW_HEARD_VALUES, SUPPORTED_LOCALES, parsePhone, phoneCountryOptions } from '@hourspace/validation';

/** What the profile form edits, as strings (a select's empty choice is ''). */
export interface ProfileValues {
  first_name: string;
  last_name: string;
  organization: string;
  job_title: string;
  how_heard: string;
  preferred_locale: string;
  phone_country: string;
  phone: string;
}

/** The form's starting values from the saved profile; the phone country defaults to us (spec §5). */
export function profileValues(profile: Profile, pageLocale: string): ProfileValues {
  const country = (profile.phone_country ?? '').toLowerCase();
  return {
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    organization: profile.organization ?? '',
    job_title: profile.job_title ?? '',
    how_heard: profile.how_heard && (HOW_HEARD_VALUES as readonly string[]).includes(profile.how_heard) ? profile.how_heard : '',
    preferred_locale: profile.preferred_locale && (SUPPORTED_LOCALES as readonly string[]).includes(profile.preferred_locale) ? profile.preferred_locale : pageLocale,
    phone_country: country !== '' ? country : DEFAULT_PHONE_COUNTRY,
    phone: profile.phone ?? '',
  };
}

/**
 * The PUT body: only what changed (the API wants at least one field). The phone goes with
 * its country when either changed; the API recomputes its formatted forms from the two.
 */
export function changedFields(saved: ProfileValues, edited: ProfileValues): UpdateProfileBody {
  const body: UpdateProfileBody = {};
  for (const key of ['first_name', 'last_name', 'organization', 'job_title', 'how_heard', 'preferred_locale'] as const) {
    const value = edited[key].trim();
    if (value !== saved[key].trim() && !(value === '' && (key === 'how_heard' || key === 'preferred_locale'))) body[key] = value;
  }
  const phone = edited.phone.trim();
  if (phone !== '' && !samePhone(saved, edited)) {
    body.phone = phone;
    body.phone_country = edited.phone_country;
  }
  return body;
}

/** Whether the typed phone is the saved one (same country, same number however it is written). */
function samePhone(saved: ProfileValues, edited: ProfileValues): boolean {
  if (saved.phone_country !== edited.phone_country) return false;
  const typed = parsePhone(edited.phone, edited.phone_country);
  const before = parsePhone(saved.phone, saved.phone_country);
  if (typed.success && before.success) return typed.output.e164 === before.output.e164;
  return edited.phone.replace(/\D/g, '') === saved.phone.replace(/\D/g, '');
}

/** The phone country choices: the spec's preferred countries (us, gb, de, fr, es), named in the page's language with their calling codes. */
export function phoneCountryChoices(locale: string): Array<{ value: string; label: string }> {
  return phoneCountryOptions(locale)
    .filter((option) => option.preferred)
    .map((option) => ({ value: option.country, label: `${option.label} (+${option.callingCode})` }));
}

/** The preferred language choices, each named in the page's language ('Deutsch (Deutschland)' in German for de-DE…). */
export function languageChoices(language: string): Array<{ value: string; label: string }> {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'language' });
  } catch {
    names = null;
  }
  return SUPPORTED_LOCALES.map((locale) => ({ value: locale, label: names?.of(locale) ?? locale }));
}
