import { Tray, useShownAfterPaint } from '@hourspace/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { ActivityChoice } from '../../../lib/api/get-activities';
import { popularActivities, resolveActivityText } from '../lib/activity-match';
import { Combobox } from '@hourspace/ui';
import { fieldErrorText } from '../lib/field-error';
import { FieldTrigger } from './field-trigger';
import { useLazyModule } from '../../../lib/lazy-module';
import { fuzzyActivities } from '../lib/lazy-parts';
import styles from './search-form.module.css';
import { useSearchForm } from '../hooks/use-search-form';

/** Props of {@link ActivityField}. */
export interface ActivityFieldProps {
  id: string;
  catalogue: readonly ActivityChoice[] | null;
  /** Called on focus when the catalogue failed, to try again. */
  onNeedCatalogue: () => void;
  mobile: boolean;
  autoFocus?: boolean;
}

/**
 * The activity field: up to 5 fuzzy matches from the catalogue as the person types (the
 * most popular ones before), in a list under it on desktop and in a bottom tray on phones.
 */
export function ActivityField({ id, catalogue, onNeedCatalogue, mobile, autoFocus }: ActivityFieldProps) {
  const { t, i18n } = useTranslation('mf-search');
  const { text, error, focused, typeActivity, chooseActivity, setActive } = useSearchForm(
    useShallow((s) => ({
      text: s.activityText,
      error: s.errors.activity,
      focused: s.activeField === 'activity',
      typeActivity: s.typeActivity,
      chooseActivity: s.chooseActivity,
      setActive: s.setActive,
    })),
  );
  const [trayOpen, setTrayOpen] = useState(false);
  // The tray opens in the tap's frame with its title; its combobox (and the focus moved into it,
  // which lays the tray out) right after that paint (docs/decisions/hydration-transitions.md).
  const comboboxShown = useShownAfterPaint(trayOpen);
  // fuse.js is fetched on the first focus; until it is there only the popular list can show.
  const fuzzy = useLazyModule(fuzzyActivities, focused || trayOpen);
  const typed = text.trim() !== '';
  const matching = typed && fuzzy === null;
  const options = useMemo(() => {
    if (!catalogue) return [];
    const matches = !typed ? popularActivities(catalogue) : fuzzy ? fuzzy.matchActivities(catalogue, text) : [];
    return matches.map((a) => ({ key: a.id, label: a.label, detail: a.group, activity: a }));
  }, [catalogue, text, typed, fuzzy]);
  const errorText = fieldErrorText(error, i18n.language, t);

  const combobox = (inline: boolean) => (
    <Combobox
      id={inline ? `${id}-tray` : id}
      label={t('fields.activity')}
      placeholder={t('placeholders.activity')}
      value={text}
      onValueChange={typeActivity}
      options={options}
      onSelect={(option) => {
        chooseActivity(option.activity);
        if (inline) {
          setTrayOpen(false);
          setActive(null);
        }
      }}
      error={errorText}
      emptyText={catalogue && !matching ? t('suggestions.noActivity') : null}
      countText={(count) => t('suggestions.count', { count })}
      inline={inline}
      autoFocus={inline || autoFocus}
      focused={focused}
      onFocus={() => {
        setActive('activity');
        if (!catalogue) onNeedCatalogue();
      }}
      onBlur={() => {
        if (inline) return;
        setActive(null);
        // Typed text that names an activity exactly counts as picking it.
        const found = catalogue && resolveActivityText(catalogue, text);
        if (found && found.label !== text) chooseActivity(found);
      }}
    />
  );

  if (!mobile) return combobox(false);
  const close = () => {
    setTrayOpen(false);
    setActive(null);
    const found = catalogue && resolveActivityText(catalogue, text);
    if (found && found.label !== text) chooseActivity(found);
  };
  return (
    <>
      <FieldTrigger
        id={id}
        label={t('fields.activity')}
        value={text || t('placeholders.activity')}
        empty={text === ''}
        error={errorText}
        focused={focused}
        onOpen={() => {
          setTrayOpen(true);
          setActive('activity');
          if (!catalogue) onNeedCatalogue();
        }}
      />
      <Tray open={trayOpen} onClose={close} title={t('trays.activity')} closeLabel={t('close')} className={styles.searchTray}>
        {comboboxShown ? combobox(true) : null}
      </Tray>
    </>
  );
}
