import type { ListingDraft, PlacePrediction } from '@hourspace/api-client';
import { useShellServices } from '@hourspace/remote';
import { Button, Combobox, Select, TextField } from '@hourspace/ui';
import {
  ListingActivitiesSchema,
  ListingCapacitySchema,
  ListingDescriptionSchema,
  ListingHourlyPriceSchema,
  ListingMinHoursSchema,
  ListingPlaceSchema,
  ListingTitleSchema,
  type ListingStep,
} from '@hourspace/validation';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { callErrorMessage } from '../../../lib/call-error';
import { useForm } from '@hourspace/validation/react';
import { useActivities, usePlaceSuggestions } from '../api/listing-drafts';
import styles from './add-space.module.css';
import cardStyles from '../../../components/cards.module.css';
import { TextAreaField } from '../../../components/text-area-field';

/** What a step hands to the page to save: the step's fields as the API takes them. */
export type StepSave = (body: Record<string, unknown>) => void;

interface StepProps {
  draft: ListingDraft | null;
  busy: boolean;
  error: unknown;
  onSave: StepSave;
  onBack?: () => void;
}

function StepActions({ busy, onBack }: { busy: boolean; onBack?: (() => void) | undefined }) {
  const { t } = useTranslation('mf-account');
  return (
    <div className={styles.actions}>
      <Button type="submit" loading={busy}>
        {t('addSpace.next')}
      </Button>
      {onBack && (
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          {t('addSpace.back')}
        </Button>
      )}
    </div>
  );
}

function ServerError({ error, language }: { error: unknown; language: Parameters<typeof callErrorMessage>[1] }) {
  const { t } = useTranslation('mf-account');
  if (!error) return null;
  return (
    <p className={cardStyles.formMessage} role="alert">
      {callErrorMessage(error, language, t('common.unexpected'))}
    </p>
  );
}

function StepForm({ step, children, onSubmit }: { step: ListingStep; children: ReactNode; onSubmit: () => void }) {
  const { t } = useTranslation('mf-account');
  const headingId = useId();
  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 id={headingId} className={styles.heading} tabIndex={-1}>
        {t(`addSpace.steps.${step}`)}
      </h2>
      {children}
    </form>
  );
}

const BASICS = { title: ListingTitleSchema, activities: ListingActivitiesSchema, place_id: ListingPlaceSchema, capacity: ListingCapacitySchema };
type BasicsField = keyof typeof BASICS;

interface PlaceOption {
  key: string;
  label: string;
  detail: string | null;
  prediction: PlacePrediction;
}

/** Step 1: title, activity type, city (the maps service's predictions) and capacity. */
export function BasicsStep({ draft, busy, error, onSave }: StepProps) {
  const { t } = useTranslation('mf-account');
  const locale = useShellServices()?.locale ?? 'en-US';
  const form = useForm<BasicsField>(BASICS);
  const activities = useActivities(locale);
  const [title, setTitle] = useState(draft?.title ?? '');
  const [activity, setActivity] = useState(draft?.activities[0] ?? '');
  const [cityText, setCityText] = useState(draft?.city ? [draft.city, draft.state].filter(Boolean).join(', ') : '');
  const [placeId, setPlaceId] = useState(draft?.place_id ?? '');
  const [capacity, setCapacity] = useState(draft?.capacity === null || draft?.capacity === undefined ? '' : String(draft.capacity));
  const [cityFocused, setCityFocused] = useState(false);
  const places = usePlaceSuggestions(cityText, locale, placeId === '');
  const id = useId();
  const values = { title, activities: activity ? [activity] : [], place_id: placeId, capacity };
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

  const submit = () => {
    if (busy || !form.validator.validateAll(values).valid) return;
    onSave({
      title: v.parse(ListingTitleSchema, title),
      activities: [activity],
      place_id: placeId,
      capacity: v.parse(ListingCapacitySchema, capacity),
    });
  };

  return (
    <StepForm step="basics" onSubmit={submit}>
      <TextField label={t('addSpace.fields.title')} hint={t('addSpace.fields.titleHint')} maxLength={120} required disabled={busy} {...form.control('title', title, setTitle)} />
      <Select
        label={t('addSpace.fields.activity')}
        name="activity"
        value={activity}
        required
        disabled={busy || activities.isPending}
        placeholder={activities.isError ? t('common.loadFailed') : t('addSpace.fields.activityPlaceholder')}
        options={(activities.data ?? []).map((a) => ({ value: String(a.id), label: a.dropdown }))}
        state={form.stateOf('activities')}
        onChange={(event) => {
          setActivity(event.target.value);
          form.validator.change('activities', event.target.value ? [event.target.value] : []);
        }}
        onBlur={() => form.validator.blur('activities', values.activities)}
      />
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
      <StepActions busy={busy} />
    </StepForm>
  );
}

const PRICE = { hourly_price: ListingHourlyPriceSchema, min_hours: ListingMinHoursSchema };
type PriceField = keyof typeof PRICE;

/** Step 2: the hourly price (in the city's currency) and the minimum hours. */
export function PriceStep({ draft, busy, error, onSave, onBack }: StepProps) {
  const { t } = useTranslation('mf-account');
  const form = useForm<PriceField>(PRICE);
  const [price, setPrice] = useState(draft?.hourly_price === null || draft?.hourly_price === undefined ? '' : String(draft.hourly_price));
  const [minHours, setMinHours] = useState(draft?.min_hours === null || draft?.min_hours === undefined ? '1' : String(draft.min_hours));
  const values = { hourly_price: price, min_hours: minHours };
  const submit = () => {
    if (busy || !form.validator.validateAll(values).valid) return;
    onSave({ hourly_price: v.parse(ListingHourlyPriceSchema, price), min_hours: v.parse(ListingMinHoursSchema, minHours) });
  };
  const bind = (name: PriceField, value: string, set: (value: string) => void) => ({ ...form.control(name, value, set), required: true, disabled: busy });
  return (
    <StepForm step="price" onSubmit={submit}>
      <TextField label={t('addSpace.fields.price', { currency: draft?.currency ?? 'USD' })} inputMode="decimal" maxLength={10} {...bind('hourly_price', price, setPrice)} />
      <TextField label={t('addSpace.fields.minHours')} inputMode="numeric" maxLength={2} {...bind('min_hours', minHours, setMinHours)} />
      <ServerError error={error} language={form.language} />
      <StepActions busy={busy} onBack={onBack} />
    </StepForm>
  );
}

/** Step 3: the description. */
export function DescriptionStep({ draft, busy, error, onSave, onBack }: StepProps) {
  const { t } = useTranslation('mf-account');
  const form = useForm<'description'>({ description: ListingDescriptionSchema });
  const [text, setText] = useState(draft?.description ?? '');
  const submit = () => {
    if (busy || !form.validator.validateAll({ description: text }).valid) return;
    onSave({ description: v.parse(ListingDescriptionSchema, text) });
  };
  return (
    <StepForm step="description" onSubmit={submit}>
      <TextAreaField
        label={t('addSpace.fields.description')}
        hint={t('addSpace.fields.descriptionHint')}
        required
        disabled={busy}
        tall
        {...form.control('description', text, setText)}
      />
      <ServerError error={error} language={form.language} />
      <StepActions busy={busy} onBack={onBack} />
    </StepForm>
  );
}

/**
 * The steps this page has forms for, in order; the review screen comes after the last. The API's
 * LISTING_STEPS has more (docs/decisions/listing-publish.md): the new wizard will take them on.
 */
export const STEP_ORDER: ListingStep[] = ['basics', 'price', 'description'];
