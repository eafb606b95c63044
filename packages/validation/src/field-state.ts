import * as v from 'valibot';

/**
 * A field's validation state (spec §4): valid, invalid with the message to
 * show, or optional and left empty (no error shown).
 */
export type FieldState = { status: 'valid' } | { status: 'invalid'; message: string } | { status: 'empty-optional' };

const VALID: FieldState = Object.freeze({ status: 'valid' });
const EMPTY_OPTIONAL: FieldState = Object.freeze({ status: 'empty-optional' });

/** True for what a person leaves empty: undefined, null, a blank string or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Validates one value. With `optional`, an empty value is 'empty-optional';
 * otherwise the first issue's message (the spec text) is the field's message.
 */
export function validateField(schema: v.GenericSchema, value: unknown, options: { optional?: boolean } = {}): FieldState {
  if (options.optional === true && isEmptyValue(value)) return EMPTY_OPTIONAL;
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (result.success) return VALID;
  const first = result.issues[0];
  return { status: 'invalid', message: first.message };
}

/**
 * Issues of a composite schema (a request body) grouped for display or an API
 * error: the first message per field (dot path), and the first form-level message.
 */
export function issueMessages(issues: readonly v.BaseIssue<unknown>[]): { form: string | null; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  let form: string | null = null;
  for (const issue of issues) {
    const path = v.getDotPath(issue);
    if (path === null || path === '') {
      form ??= issue.message;
    } else if (!(path in fields)) {
      fields[path] = issue.message;
    }
  }
  return { form, fields };
}

/** How one form field is validated. */
export interface FieldConfig {
  schema: v.GenericSchema;
  /** Empty is fine: the field's state is then 'empty-optional'. */
  optional?: boolean;
}

/** What a form validator knows at one moment. Replaced, never mutated, on every change. */
export interface FormSnapshot<TName extends string> {
  /** Each field's state; `null` until the field is first validated. */
  fields: Readonly<Record<TName, FieldState | null>>;
  /** Fields the person has left at least once (or that a submit attempt validated). */
  touched: Readonly<Record<TName, boolean>>;
  /** A message about the form as a whole (the log-in pair message, for example). */
  formMessage: string | null;
  /** False while any field is invalid or a form message stands. */
  canSubmit: boolean;
}

/** Result of `validateAll`. */
export type FormValidation<TName extends string> = { valid: true; snapshot: FormSnapshot<TName>; output: unknown } | { valid: false; snapshot: FormSnapshot<TName> };

/** A form's validate-on-blur state machine. Plain functions; a React hook can wrap it with useSyncExternalStore. */
export interface FormValidator<TName extends string> {
  /** The person left a field: mark it touched and validate it. `null` for a name the form does not have. */
  blur(name: TName, value: unknown): FieldState | null;
  /**
   * The value changed. Only a field currently shown invalid is re-validated, so
   * an error clears as soon as it is fixed but a new one waits for blur.
   */
  change(name: TName, value: unknown): FieldState | null;
  /** Submit attempt: touch and validate every field, then the form-level schema. */
  validateAll(values: Partial<Record<TName, unknown>>): FormValidation<TName>;
  /** The current snapshot (same object until something changes). */
  getSnapshot(): FormSnapshot<TName>;
  /** Called after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** False while any field is invalid. */
  canSubmit(): boolean;
  /** Back to untouched and unvalidated. */
  reset(): void;
}

/**
 * Builds a validate-on-blur form validator (spec §5: fields validate on blur;
 * submit is blocked while any field is invalid; empty optional fields are valid).
 * `formSchema`, when given, checks the whole values object on submit and its
 * form-level issue becomes `formMessage`.
 */
export function createFormValidator<TName extends string>(options: { fields: Record<TName, FieldConfig | v.GenericSchema>; formSchema?: v.GenericSchema }): FormValidator<TName> {
  const configs = new Map<string, FieldConfig>();
  for (const [name, entry] of Object.entries(options.fields) as [TName, FieldConfig | v.GenericSchema][]) {
    configs.set(name, 'schema' in entry && !('kind' in entry) ? entry : { schema: entry as v.GenericSchema });
  }
  const names = [...configs.keys()] as TName[];
  const listeners = new Set<() => void>();

  const initial = (): FormSnapshot<TName> => ({
    fields: Object.fromEntries(names.map((n) => [n, null])) as Record<TName, FieldState | null>,
    touched: Object.fromEntries(names.map((n) => [n, false])) as Record<TName, boolean>,
    formMessage: null,
    canSubmit: true,
  });
  let snapshot = initial();

  const publish = (next: Omit<FormSnapshot<TName>, 'canSubmit'>) => {
    const anyInvalid = names.some((n) => next.fields[n]?.status === 'invalid');
    snapshot = { ...next, canSubmit: !anyInvalid && next.formMessage === null };
    for (const listener of [...listeners]) listener();
  };

  const run = (name: TName, value: unknown): FieldState | null => {
    const config = configs.get(name);
    return config === undefined ? null : validateField(config.schema, value, { optional: config.optional ?? false });
  };

  return {
    blur(name, value) {
      const state = run(name, value);
      if (state === null) return null;
      publish({
        fields: { ...snapshot.fields, [name]: state },
        touched: { ...snapshot.touched, [name]: true },
        formMessage: null,
      });
      return state;
    },
    change(name, value) {
      if (!configs.has(name)) return null;
      const current = snapshot.fields[name];
      if (current?.status !== 'invalid') {
        if (snapshot.formMessage !== null) publish({ ...snapshot, formMessage: null });
        return current;
      }
      const state = run(name, value);
      publish({ fields: { ...snapshot.fields, [name]: state }, touched: snapshot.touched, formMessage: null });
      return state;
    },
    validateAll(values) {
      const fields: Record<TName, FieldState | null> = { ...snapshot.fields };
      for (const name of names) fields[name] = run(name, values[name]);
      let formMessage: string | null = null;
      let output: unknown = values;
      const fieldsValid = names.every((n) => fields[n]?.status !== 'invalid');
      if (fieldsValid && options.formSchema !== undefined) {
        const result = v.safeParse(options.formSchema, values);
        if (result.success) output = result.output;
        else formMessage = issueMessages(result.issues).form ?? result.issues[0].message;
      }
      publish({
        fields,
        touched: Object.fromEntries(names.map((n) => [n, true])) as Record<TName, boolean>,
        formMessage,
      });
      return snapshot.canSubmit ? { valid: true, snapshot, output } : { valid: false, snapshot };
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    canSubmit: () => snapshot.canSubmit,
    reset() {
      publish(initial());
    },
  };
}
