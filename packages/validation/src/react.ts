/**
 * @hourspace/validation/react: the form kit every remote's forms use, so a form validates,
 * shows its field states and speaks the page's language the same way everywhere (spec §5).
 * React and react-i18next are peers: the page shares one of each (packages/config/webpack/shared.mjs).
 */
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { createFormValidator, type FieldConfig, type FieldState } from './field-state';
import { messageLanguage, translateMessage, type MessageLanguage } from './translations';

/** A field's state as `@hourspace/ui`'s fields take it (its `FieldState`). */
export type UiFieldState = { status: 'valid' } | { status: 'invalid'; message: string } | { status: 'optional-empty' };

/** A validation field state as the ui fields take it, with its message translated. */
export function toUiState(state: FieldState | null, language: MessageLanguage): UiFieldState | undefined {
  if (state === null) return undefined;
  if (state.status === 'invalid') return { status: 'invalid', message: translateMessage(state.message, language) };
  if (state.status === 'empty-optional') return { status: 'optional-empty' };
  return { status: 'valid' };
}

/** The language validation messages are shown in on this page ('fr-CA' → 'fr'). */
export function useMessageLanguage(): MessageLanguage {
  const { i18n } = useTranslation();
  return messageLanguage(i18n.language);
}

/**
 * A validate-on-blur form (spec §5) over `createFormValidator`: fields validate on blur, an
 * error clears as soon as it is fixed, `canSubmit` is false while any field is invalid, and
 * messages come out in the page's language.
 */
export function useForm<TName extends string>(fields: Record<TName, FieldConfig | v.GenericSchema>, formSchema?: v.GenericSchema) {
  const [validator] = useState(() => createFormValidator<TName>({ fields, ...(formSchema ? { formSchema } : {}) }));
  const snapshot = useSyncExternalStore(validator.subscribe, validator.getSnapshot, validator.getSnapshot);
  const language = useMessageLanguage();
  const stateOf = (name: TName) => toUiState(snapshot.fields[name], language);
  return {
    validator,
    snapshot,
    language,
    /** The ui state of a field (undefined until validated). */
    stateOf,
    /**
     * Props that bind a controlled ui field (`TextField`, `Select`) to the form: its name, value
     * and state; a change goes to `onValue` and re-validates a field shown invalid; a blur validates.
     */
    control: (name: TName, value: string, onValue: (value: string) => void) => ({
      name,
      value,
      state: stateOf(name),
      onChange: (event: { target: { value: string } }) => {
        onValue(event.target.value);
        validator.change(name, event.target.value);
      },
      onBlur: () => validator.blur(name, value),
    }),
    /** Props that bind an uncontrolled ui field to the form: the value is read from the element on change and blur. */
    bind: (name: TName) => ({
      name,
      state: stateOf(name),
      onChange: (event: { currentTarget: { value: string } }) => validator.change(name, event.currentTarget.value),
      onBlur: (event: { currentTarget: { value: string } }) => validator.blur(name, event.currentTarget.value),
    }),
    /** The form-level message, translated (the log-in pair message, for example). */
    formMessage: snapshot.formMessage === null ? null : translateMessage(snapshot.formMessage, language),
  };
}

/** What `useForm` returns. */
export type Form<TName extends string> = ReturnType<typeof useForm<TName>>;
