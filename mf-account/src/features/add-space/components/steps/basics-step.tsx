import type { Activity, PlacePrediction } from '@hourspace/api-client';
import { useShellServices } from '@hourspace/remote';
import { Checkbox, Combobox, TextField } from '@hourspace/ui';
import { LISTING_LIMITS, ListingActivitiesSchema, ListingCapacitySchema, ListingPlaceSchema, ListingTitleSchema } from '@hourspace/validation';
import { useForm } from '@hourspace/validation/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useActivities, usePlaceSuggestions } from '../../api/listing-drafts';
import styles from '../add-space.module.css';
import { Counter, numberText, ServerError, StepActions, StepForm, type StepFormProps } from './step-parts';

const BASICS = { title: ListingTitleSchema, activities: ListingActivitiesSchema, place_id: ListingPlaceSchema, capacity: ListingCapacitySchema };
type BasicsField = keyof typeof BASICS;

interface PlaceOption {
  key: string;
  label: string;
  detail: string | null;
  prediction: PlacePrediction;
}

/** The activities grouped by use type (event, meeting, production), in the catalogue's order. */
function byUseType(activities: readonly Activity[]): [string, Activity[]][] {
  const groups = new Map<string, Activity[]>();
  for (const activity of activities) {
    const group = activity.display_use_type ?? '';
    groups.set(group, [...(groups.get(group) ?? []), activity]);
  }
  return [...groups];
}

/**
 * The basics: title (with its counter), the activities the space suits (up to five), the city (the maps
 * service's predictions) and capacity. A published listing without a place id keeps its city unless the
 * host picks another one.
 */
export function BasicsStep({ values, busy, error, submitLabel, onSave, onBack }: StepFormProps) {
  const { t } = useTranslation('mf-account');
  const locale = useShellServices()?.locale ?? 'en-US';
  const form = useForm<BasicsField>(BASICS);
  const activities = useActivities(locale);
  const savedPlace = values && 'place_id' in values && typeof values.place_id === 'string' ? values.place_id : null;
  const keepsCity = savedPlace === null && Boolean(values?.city);
  const [title, setTitle] = useState(values?.title ?? '');
  const [chosen, setChosen] = useState<string[]>(values?.activities ?? []);
  const [cityText, setCityText] = useState(values?.city ? [values.city, values.state].filter(Boolean).join(', ') : '');
  const [placeId, setPlaceId] = useState(savedPlace ?? (keepsCity ? KEEP : ''));
  const [capacity, setCapacity] = useState(numberText(values?.capacity));
  const [cityFocused, setCityFocused] = useState(false);
  const places = usePlaceSuggestions(cityText, locale, placeId === '');
  const id = useId();
  const fieldValues = { title, activities: chosen, place_id: placeId, capacity };
  const options: PlaceOption[] =
    placeId === ''
      ? (places.data ?? []).map((p) => ({
          key: p.place_id,
          label: p.structured_formatting?.main_text ?? p.description,
          detail: p.structured_formatting?.secondary_text ?? null,
          prediction: p,
        }))
      : [];
  const placeState = form.stateOf('place_id');
  const activitiesState = form.stateOf('activities');

  const toggle = (activityId: string, on: boolean) => {
    const next = on ? [...chosen, activityId] : chosen.filter((chosenId) => chosenId !== activityId);
    setChosen(next);
    form.validator.change('activities', next);
  };

  const submit = () => {
    if (busy || !form.validator.validateAll(fieldValues).valid) return;
    onSave({
      title: v.parse(ListingTitleSchema, title),
      activities: chosen,
      ...(placeId === KEEP ? {} : { place_id: placeId }),
      capacity: v.parse(ListingCapacitySchema, capacity),
    });
  };

  return (
    <StepForm step="basics" onSubmit={submit}>
      <TextField
        label={t('addSpace.fields.title')}
        hint={t('addSpace.fields.titleHint')}
        maxLength={LISTING_LIMITS.titleMax}
        required
        disabled={busy}
        {...form.control('title', title, setTitle)}
      />
      <Counter length={title.trim().length} max={LISTING_LIMITS.titleMax} />
      <fieldset className={styles.fieldset} aria-describedby={`${id}-activities-hint`} aria-invalid={activitiesState?.status === 'invalid' || undefined}>
        <legend className={styles.legend}>{t('addSpace.fields.activities')}</legend>
        <p id={`${id}-activities-hint`} className={styles.hint}>
          {t('addSpace.fields.activitiesHint', { count: LISTING_LIMITS.activitiesMax })}
        </p>
        {activities.isError && <p role="alert">{t('common.loadFailed')}</p>}
        {byUseType(activities.data ?? []).map(([group, list]) => (
          <div key={group} className={styles.choiceGroup} role="group" aria-label={group}>
            <p className={styles.groupName} aria-hidden="true">
              {group}
            </p>
            {list.map((activity) => {
              const activityId = String(activity.id);
              const on = chosen.includes(activityId);
              return (
                <Checkbox
                  key={activityId}
                  label={activity.dropdown}
                  checked={on}
                  disabled={busy || (!on && chosen.length >= LISTING_LIMITS.activitiesMax)}
                  onChange={(event) => toggle(activityId, event.target.checked)}
                />
              );
            })}
          </div>
        ))}
        {activitiesState?.status === 'invalid' && (
          <p className={styles.fieldError} role="alert">
            {activitiesState.message}
          </p>
        )}
      </fieldset>
      <Combobox<PlaceOption>
        id={`${id}-city`}
        label={t('addSpace.fields.city')}
        placeholder={t('addSpace.fields.cityPlaceholder')}
        value={cityText}
        onValueChange={(text) => {
          setCityText(text);
          setPlaceId('');
          form.validator.change('place_id', '');
        }}
        options={options}
        onSelect={(option) => {
          setCityText(option.prediction.description);
          setPlaceId(option.key);
          form.validator.change('place_id', option.key);
        }}
        error={placeState?.status === 'invalid' ? placeState.message : null}
        loadingText={placeId === '' && places.isFetching && options.length === 0 ? t('addSpace.fields.cityLoading') : null}
        emptyText={placeId === '' && places.isSuccess && cityText.trim().length >= 2 ? t('addSpace.fields.cityEmpty') : null}
        countText={(count) => t('addSpace.fields.cityCount', { count })}
        focused={cityFocused}
        onFocus={() => setCityFocused(true)}
        onBlur={() => {
          setCityFocused(false);
          form.validator.blur('place_id', placeId);
        }}
      />
      <TextField label={t('addSpace.fields.capacity')} inputMode="numeric" maxLength={7} required disabled={busy} {...form.control('capacity', capacity, setCapacity)} />
      <ServerError error={error} language={form.language} />
      <StepActions busy={busy} submitLabel={submitLabel} onBack={onBack} />
    </StepForm>
  );
}

/** The place id of a published listing whose city is kept: not sent, and valid as it is. */
const KEEP = 'keep';
