import type { FieldState as UiFieldState } from '@hourspace/ui';
import { createFormValidator, translateMessage, type FieldConfig, type FieldState, type MessageLanguage } from '@hourspace/validation';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';

/** The language validation messages are shown in, from the i18next language ('fr-CA' → 'fr'). */
export function messageLanguage(language: string | undefined): MessageLanguage {
  const short = (language ?? 'en').slice(0, 2);
  return short === 'fr' || short === 'es' || short === 'de' ? short : 'en';
}

/** A validation field state as the ui fields take it, its message translated. */
export function toUiState(state: FieldState | null, language: MessageLanguage): UiFieldState | undefined {
  if (state === null) return undefined;
  if (state.status === 'invalid') return { status: 'invalid', message: translateMessage(state.message, language) };
  if (state.status === 'empty-optional') return { status: 'optional-empty' };
  return { status: 'valid' };
}

/**
 * A validate-on-blur form (spec §5) over `@hourspace/validation`'s validator: fields validate
 * on blur, an error clears as soon as it is fixed, `canSubmit` is false while any field is
 * invalid, and messages come out in the page's language.
 */
export function useForm<TName extends string>(fields: Record<TName, FieldConfig | v.GenericSchema>, formSchema?: v.GenericSchema) {
  const [validator] = useState(() => createFormValidator<TName>({ fields, ...(formSchema ? { formSchema } : {}) }));
  const snapshot = useSyncExternalStore(validator.subscribe, validator.getSnapshot, validator.getSnapshot);
  const { i18n } = useTranslation();
  const language = messageLanguage(i18n.language);
  return {
    validator,
    snapshot,
    language,
    /** The ui state of a field (undefined until validated). */
    stateOf: (name: TName) => toUiState(snapshot.fields[name], language),
    /** The form-level message, translated. */
    formMessage: snapshot.formMessage === null ? null : translateMessage(snapshot.formMessage, language),
  };
}
