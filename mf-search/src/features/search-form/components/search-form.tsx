import { useShellServices } from '@hourspace/remote';
import { Button, mediaUp, useMediaQuery } from '@hourspace/ui';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { navigate } from '@hourspace/contracts';
import { useSearchFormApi } from '../../../lib/search-api';
import { ActivityField } from './activity-field';
import { activitiesQuery } from '../../../lib/api/get-activities';
import type { LocationChoice } from '../../../lib/api/get-place-predictions';
import { DateTimeField } from './date-time-field';
import { useLazyModule } from '../../../lib/lazy-module';
import { searchSubmit } from '../lib/lazy-parts';
import { LocationField } from './location-field';
import { rememberPlace } from '../../../lib/recent-places';
import styles from './search-form.module.css';
import { createSearchFormStore, type SearchFormInitial } from '../stores/search-form-store';
import { useActivities } from '../../../lib/use-activities';
import { useLocationPrefill } from '../hooks/use-location-prefill';
import { SearchFormStoreContext } from '../hooks/use-search-form';

/** Where the form sits: the home hero, the find-a-space modal, or the results page. */
export type SearchFormVariant = 'hero' | 'modal' | 'bar';

/** Props of {@link SearchForm}. */
export interface SearchFormProps {
  variant: SearchFormVariant;
  /** The search the form starts with (the results page's current one). */
  initial?: SearchFormInitial;
  /** Called with the results URL after a search was sent there (the modal closes). */
  onSearched?: (url: string) => void;
  /** Put focus in the activity field at once (the modal). */
  autoFocus?: boolean;
}

/**
 * The search form (spec §4 hero search form): activity, location and date/time, each
 * focused or read-only, the form active when any is. It checks the search (spec §5) and
 * goes to the results page. Submit waits, disabled with a spinner, for the locale's
 * default location. Below 1120 px each field opens a bottom tray.
 */
export function SearchForm({ variant, initial, onSearched, autoFocus = false }: SearchFormProps) {
  const { t } = useTranslation('mf-search');
  const services = useShellServices();
  const locale = services?.locale ?? 'en-US';
  const prefix = services?.prefix ?? 'us';
  const api = useSearchFormApi();
  const queryClient = useQueryClient();
  const mobile = !useMediaQuery(mediaUp('desktop'));
  const id = useId().replace(/:/g, '');
  const [store] = useState(() => createSearchFormStore(initial));
  const active = useStore(store, (s) => s.activeField !== null);
  const submitting = useStore(store, (s) => s.submitting);
  // The submit code (luxon date maths) is fetched while the person fills the form.
  useLazyModule(searchSubmit, active);

  const { catalogue, retry } = useActivities(locale);
  const applyPrefill = useCallback((choice: LocationChoice) => store.getState().applyPrefill(choice), [store]);
  // A form that starts with a place (the results page) needs no default.
  const [hasInitialPlace] = useState(() => store.getState().locationTouched);
  const { loading: prefillLoading } = useLocationPrefill(locale, applyPrefill, hasInitialPlace);

  const fieldIds = { activity: `hs-search-${id}-activity`, location: `hs-search-${id}-location`, dateTime: `hs-search-${id}-when` };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const state = store.getState();
    if (state.submitting) return;
    state.setSubmitting(true);
    let submit: Awaited<ReturnType<typeof searchSubmit.load>>;
    try {
      submit = await searchSubmit.load();
    } catch {
      // The code could not be fetched (offline): the button comes back for another try.
      store.getState().setSubmitting(false);
      return;
    }
    const { resolveSearch, buildResultsUrl } = submit;
    const result = await resolveSearch(state, {
      // The cached catalogue when there is one; a failed or missing one is asked for now.
      activities: () => queryClient.fetchQuery(activitiesQuery(api, locale)),
      geocode: (request) => api.geocode(request, locale),
    });
    const now = store.getState();
    now.setSubmitting(false);
    if (!result.ok) {
      now.setErrors(result.errors);
      const first = result.errors.activity ? fieldIds.activity : fieldIds.location;
      document.getElementById(first)?.focus();
      return;
    }
    if (result.activity) now.chooseActivity(result.activity);
    if (result.location.label === now.locationText) now.chooseLocation(result.location);
    rememberPlace(result.location);
    const url = buildResultsUrl(prefix, result.criteria);
    navigate(url);
    onSearched?.(url);
  };

  return (
    <SearchFormStoreContext.Provider value={store}>
      <div className={styles.container}>
        <form
          role="search"
          aria-label={t('findSpace')}
          data-remote="mf-search"
          data-active={active}
          noValidate
          className={[styles.form, styles[variant], mobile ? styles.mobile : styles.desktop, active && styles.active].filter(Boolean).join(' ')}
          onSubmit={(event) => void onSubmit(event)}
        >
          <div className={styles.fields}>
            <div className={styles.segment}>
              <ActivityField id={fieldIds.activity} catalogue={catalogue} onNeedCatalogue={retry} mobile={mobile} autoFocus={autoFocus && !mobile} />
            </div>
            <div className={styles.segment}>
              <LocationField id={fieldIds.location} locale={locale} mobile={mobile} />
            </div>
            <div className={styles.segment}>
              <DateTimeField id={fieldIds.dateTime} locale={locale} mobile={mobile} />
            </div>
          </div>
          <Button type="submit" size="lg" className={styles.submit} loading={prefillLoading || submitting}>
            {t('submit')}
          </Button>
        </form>
      </div>
    </SearchFormStoreContext.Provider>
  );
}
