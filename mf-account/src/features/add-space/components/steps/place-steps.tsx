import { RemoteParcel } from '@hourspace/remote';
import { Button, Select, TextField } from '@hourspace/ui';
import { LISTING_LIMITS, ListingSizeSchema, ListingSizeUnitSchema, ListingSpaceTypeSchema, ListingStreetSchema, SIZE_UNITS, SPACE_TYPES } from '@hourspace/validation';
import { useForm } from '@hourspace/validation/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import styles from '../add-space.module.css';
import { numberText, ServerError, StepActions, StepForm, type StepFormProps } from './step-parts';

const SPACE = { space_type: ListingSpaceTypeSchema, size: ListingSizeSchema, size_unit: ListingSizeUnitSchema };
type SpaceField = keyof typeof SPACE;

/** The kind of place and its floor area (square feet or metres; metres outside the United States by default). */
export function SpaceStep({ values, busy, error, submitLabel, onSave, onBack }: StepFormProps) {
  const { t } = useTranslation('mf-account');
  const form = useForm<SpaceField>(SPACE);
  const [spaceType, setSpaceType] = useState(values?.space_type ?? '');
  const [size, setSize] = useState(numberText(values?.size));
  const [unit, setUnit] = useState<string>(values?.size_unit ?? (values?.country && values.country !== 'US' ? 'm2' : 'sqft'));
  const submit = () => {
    const fields = { space_type: spaceType, size, size_unit: unit };
    if (busy || !form.validator.validateAll(fields).valid) return;
    onSave({ space_type: v.parse(ListingSpaceTypeSchema, spaceType), size: v.parse(ListingSizeSchema, size), size_unit: v.parse(ListingSizeUnitSchema, unit) });
  };
  return (
    <StepForm step="space" onSubmit={submit}>
      <Select
        label={t('addSpace.fields.spaceType')}
        required
        disabled={busy}
        placeholder={t('addSpace.fields.spaceTypePlaceholder')}
        options={SPACE_TYPES.map((type) => ({ value: type, label: t(`addSpace.spaceTypes.${type}`) }))}
        {...form.control('space_type', spaceType, setSpaceType)}
      />
      <div className={styles.pair}>
        <TextField label={t('addSpace.fields.size')} inputMode="numeric" maxLength={9} required disabled={busy} {...form.control('size', size, setSize)} />
        <Select
          label={t('addSpace.fields.sizeUnit')}
          required
          disabled={busy}
          options={SIZE_UNITS.map((sizeUnit) => ({ value: sizeUnit, label: t(`addSpace.sizeUnits.${sizeUnit}`) }))}
          {...form.control('size_unit', unit, setUnit)}
        />
      </div>
      <ServerError error={error} language={form.language} />
      <StepActions busy={busy} submitLabel={submitLabel} onBack={onBack} />
    </StepForm>
  );
}

interface Point {
  latitude: number;
  longitude: number;
}

function samePoint(a: Point | null, b: Point | null): boolean {
  return a !== null && b !== null && Math.abs(a.latitude - b.latitude) < 1e-7 && Math.abs(a.longitude - b.longitude) < 1e-7;
}

/**
 * The street line and the pin. There is no street geocoder offline (docs/decisions/listing-publish.md):
 * the pin starts at the city's centre and the host drags or clicks it onto the building on mf-search's
 * map (the `pin-map` parcel; arrow keys move it too). The API refuses a pin over 25 km from the city.
 */
export function LocationStep({ values, busy, error, submitLabel, onSave, onBack }: StepFormProps) {
  const { t } = useTranslation('mf-account');
  const form = useForm<'street'>({ street: ListingStreetSchema });
  const [street, setStreet] = useState(values?.street ?? '');
  const saved = values?.point ?? null;
  const [point, setPoint] = useState<Point | null>(saved);
  const [resets, setResets] = useState(0);
  const [centre] = useState<Point | null>(values && 'pinned' in values && values.pinned === false ? saved : null);
  const place = [values?.city, values?.state].filter(Boolean).join(', ');
  const submit = () => {
    if (busy || !form.validator.validateAll({ street }).valid) return;
    onSave({ street: v.parse(ListingStreetSchema, street), ...(point && !samePoint(point, saved) ? { point } : {}) });
  };
  return (
    <StepForm step="location" onSubmit={submit}>
      <TextField
        label={t('addSpace.fields.street')}
        hint={t('addSpace.fields.streetHint', { place })}
        autoComplete="street-address"
        maxLength={LISTING_LIMITS.streetMax}
        required
        disabled={busy}
        {...form.control('street', street, setStreet)}
      />
      <div className={styles.mapBlock}>
        <p className={styles.hint} id="add-space-pin-hint">
          {t('addSpace.fields.pinHint', { km: LISTING_LIMITS.pointMaxKm })}
        </p>
        {point ? (
          <RemoteParcel
            key={resets}
            name="pin-map"
            className={styles.map}
            props={{ point, onMove: setPoint, describedBy: 'add-space-pin-hint' }}
            fallback={<p className={styles.hint}>{t('addSpace.fields.mapUnavailable')}</p>}
          />
        ) : (
          <p className={styles.hint}>{t('addSpace.fields.pinAfterCity')}</p>
        )}
        {point && (
          <p className={styles.hint} aria-live="polite">
            {t('addSpace.fields.pinAt', { latitude: point.latitude.toFixed(5), longitude: point.longitude.toFixed(5) })}
          </p>
        )}
        {centre && point && !samePoint(point, centre) && (
          <Button
            variant="ghost"
            onClick={() => {
              setPoint(centre);
              setResets((n) => n + 1);
            }}
            disabled={busy}
          >
            {t('addSpace.fields.pinReset')}
          </Button>
        )}
      </div>
      <ServerError error={error} language={form.language} />
      <StepActions busy={busy} submitLabel={submitLabel} onBack={onBack} />
    </StepForm>
  );
}
