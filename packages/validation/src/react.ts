/**
 * @hourspace/validation/react: the form kit every remote's forms use, so a form validates,
 * shows its field states and speaks the page's language the same way everywhere (spec §5).
 * React and react-i18next are peers: the page shares one of each (packages/config/webpack/shared.mjs).
 */
import { useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { createFormValidator, type FieldConfig, type FieldState } from './field-state';
import { BoardDescriptionSchema, BoardNameSchema } from './rules/boards';
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

/** A field of the board form. */
export type BoardField = 'name' | 'description';

/** The board rules of spec §5 (shared with the API): the field's first message in `language` (an i18next language or locale), or null. */
export function boardFieldError(field: BoardField, value: string, language: string): string | null {
  const result = v.safeParse(field === 'name' ? BoardNameSchema : BoardDescriptionSchema, value, { abortPipeEarly: true });
  return result.success ? null : translateMessage(result.issues[0]?.message ?? '', messageLanguage(language));
}

/**
 * The board form (spec §5: a name of 2 to 35 characters, a description of at most 130), as the
 * boards page and the save dialog show it: a field is checked when left (the name once it has
 * text) and its message stays until it is checked again; `validate` checks both on submit,
 * focuses the first invalid field and gives the trimmed body when both are valid.
 */
export function useBoardForm(initial?: { name?: string | null; description?: string | null }) {
  const language = useMessageLanguage();
  const [values, setValues] = useState<Record<BoardField, string>>({ name: initial?.name ?? '', description: initial?.description ?? '' });
  const [errors, setErrors] = useState<Partial<Record<BoardField, string | null>>>({});
  const refs = { name: useRef<HTMLInputElement>(null), description: useRef<HTMLInputElement>(null) };
  return {
    /** Props of the field's ui `TextField`. */
    field: (field: BoardField) => {
      const message = errors[field];
      return {
        ref: refs[field],
        name: `board_${field}`,
        value: values[field],
        state: message ? { status: 'invalid' as const, message } : undefined,
        onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
        onBlur: (event: { target: { value: string } }) => {
          if (field === 'description' || event.target.value) setErrors((current) => ({ ...current, [field]: boardFieldError(field, event.target.value, language) }));
        },
      };
    },
    validate(): { name: string; description: string } | null {
      const found = { name: boardFieldError('name', values.name, language), description: boardFieldError('description', values.description, language) };
      setErrors(found);
      if (found.name) refs.name.current?.focus();
      else if (found.description) refs.description.current?.focus();
      return found.name || found.description ? null : { name: values.name.trim(), description: values.description.trim() };
    },
  };
}
