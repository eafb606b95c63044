import { Tray, useShownAfterPaint } from '@hourspace/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { Combobox } from '@hourspace/ui';
import { fieldErrorText } from '../lib/field-error';
import { FieldTrigger } from './field-trigger';
import { usePlacePredictions } from '../hooks/use-place-predictions';
import styles from './search-form.module.css';
import { useSearchForm } from '../hooks/use-search-form';

/** Props of {@link LocationField}. */
export interface LocationFieldProps {
  id: string;
  locale: string;
  mobile: boolean;
}

/**
 * The location field: place predictions of geocode types, asked 400 ms after the last
 * keystroke (spec §5). It starts with the locale's default place (env location_prefill).
 */
export function LocationField({ id, locale, mobile }: LocationFieldProps) {
  const { t, i18n } = useTranslation('mf-search');
  const { text, location, error, focused, typeLocation, chooseLocation, setActive } = useSearchForm(
    useShallow((s) => ({
      text: s.locationText,
      location: s.location,
      error: s.errors.location,
      focused: s.activeField === 'location',
      typeLocation: s.typeLocation,
      chooseLocation: s.chooseLocation,
      setActive: s.setActive,
    })),
  );
  const [trayOpen, setTrayOpen] = useState(false);
  // The tray opens in the tap's frame with its title; its combobox (and the focus moved into it,
  // which lays the tray out) right after that paint (docs/decisions/hydration-transitions.md).
  const comboboxShown = useShownAfterPaint(trayOpen);
  // A place already picked needs no suggestions until the person edits it.
  const picked = location !== null && location.label === text;
  const { predictions, loading, failed } = usePlacePredictions(text, locale, focused && !picked);
  const options = predictions.map((p, index) => ({ key: p.placeId ?? `${p.query}-${index}`, label: p.label, location: p }));
  const errorText = fieldErrorText(error, i18n.language, t);

  const combobox = (inline: boolean) => (
    <Combobox
      id={inline ? `${id}-tray` : id}
      label={t('fields.location')}
      placeholder={t('placeholders.location')}
      value={text}
      onValueChange={typeLocation}
      options={picked ? [] : options}
      onSelect={(option) => {
        chooseLocation(option.location);
        if (inline) {
          setTrayOpen(false);
          setActive(null);
        }
      }}
      error={errorText}
      loadingText={loading && options.length === 0 ? t('suggestions.loadingPlaces') : null}
      emptyText={picked ? null : failed ? t('errors.lookupFailed') : loading ? null : t('suggestions.noPlace')}
      countText={(count) => t('suggestions.count', { count })}
      inline={inline}
      autoFocus={inline}
      focused={focused}
      onFocus={() => setActive('location')}
      onBlur={() => {
        if (!inline) setActive(null);
      }}
    />
  );

  if (!mobile) return combobox(false);
  const close = () => {
    setTrayOpen(false);
    setActive(null);
  };
  return (
    <>
      <FieldTrigger
        id={id}
        label={t('fields.location')}
        value={text || t('placeholders.location')}
        empty={text === ''}
        error={errorText}
        focused={focused}
        onOpen={() => {
          setTrayOpen(true);
          setActive('location');
        }}
      />
      <Tray open={trayOpen} onClose={close} title={t('trays.location')} closeLabel={t('close')} className={styles.searchTray}>
        {comboboxShown ? combobox(true) : null}
      </Tray>
    </>
  );
}
