import * as v from 'valibot';
import { MESSAGES, type MessageKey } from '../messages';

/** Trimmed text that must not be empty. A missing or non-string value gets the same message. */
export function requiredText(required: string) {
  return v.pipe(v.string(required), v.trim(), v.nonEmpty(required));
}

/** Trimmed text, required, with a length range counted after trimming. */
export function textInRange(required: string, min: number, tooShort: string, max: number, tooLong: string) {
  return v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.minLength(min, tooShort), v.maxLength(max, tooLong));
}

/** A field prefix whose `.required`, `.tooShort` and `.tooLong` messages all exist ('personalMessage', 'bank.accountHolder'). */
export type RangedTextField = {
  [K in MessageKey]: K extends `${infer F}.required` ? (`${F}.tooShort` | `${F}.tooLong` extends MessageKey ? F : never) : never;
}[MessageKey];

/** `textInRange` with the field's own `<field>.required`, `<field>.tooShort` and `<field>.tooLong` messages. */
export function textInRangeFor(field: RangedTextField, min: number, max: number) {
  return textInRange(MESSAGES[`${field}.required`], min, MESSAGES[`${field}.tooShort`], max, MESSAGES[`${field}.tooLong`]);
}

/** Required text with the name rule's length messages (2 to 35 characters for people and boards). */
export function nameText(required: string, min: number, max: number) {
  return textInRange(required, min, MESSAGES['name.tooShort'], max, MESSAGES['name.tooLong']);
}

/** Trimmed text matching `pattern`; anything else, empty included, gets `message`. */
export function patternText(pattern: RegExp, message: string) {
  return v.pipe(v.string(message), v.trim(), v.regex(pattern, message));
}

/** Optional free text (organization, job title): trimmed when present, never an error when absent. */
export function optionalText() {
  return v.optional(v.pipe(v.string(MESSAGES['value.invalid']), v.trim()));
}

/**
 * Treats `null`, `undefined` and blank strings as "not given", and validates
 * anything else with `schema`: for fields that are optional but must be valid
 * when present (sign-up names from a social provider, for example).
 */
export function blankAsAbsent<TSchema extends v.GenericSchema>(schema: TSchema) {
  // The outer optional lets an object treat the key as optional when it is missing altogether.
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value)),
      v.optional(schema),
    ),
  );
}

const OPTIONAL_TYPES: ReadonlySet<string> = new Set(['optional', 'exact_optional', 'nullish', 'undefinedable']);

/**
 * The first step of a request body schema: the input must be a plain object,
 * and every required key it lacks is added as `undefined`. valibot reports a
 * missing key with the object's own message; filling it in lets the field's
 * schema give its spec message instead ('Please enter your email.' rather than
 * a generic one).
 */
export function withRequiredKeys(entriesList: readonly v.ObjectEntries[], message: string) {
  const required = [...new Set(entriesList.flatMap((entries) => Object.keys(entries).filter((key) => !OPTIONAL_TYPES.has(entries[key]?.type ?? ''))))];
  return v.pipe(
    v.custom<Record<string, unknown>>((input) => typeof input === 'object' && input !== null && !Array.isArray(input), message),
    v.transform((input) => {
      const filled: Record<string, unknown> = { ...input };
      for (const key of required) if (!(key in filled)) filled[key] = undefined;
      return filled;
    }),
  );
}

/** A request body object whose missing required keys get their field's own message. */
export function requestObject<TEntries extends v.ObjectEntries>(entries: TEntries, message: string) {
  return v.pipe(withRequiredKeys([entries], message), v.object(entries, message));
}

// "1500", "1,500", "1500.5"; the sign is kept so a negative reads as out of range, not as garbage.
const PLAIN_NUMBER = /^-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

/**
 * A number typed into a text box or sent as JSON. Strings may use thousands
 * commas; `prefix` (a currency sign) is allowed once in front.
 */
export function numericInput(options: { required: string; invalid: string; prefix?: string }) {
  return v.pipe(
    v.unknown(),
    v.rawTransform<unknown, number>(({ dataset, addIssue, NEVER }) => {
      const raw = dataset.value;
      if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
        addIssue({ message: options.required });
        return NEVER;
      }
      let text: string | undefined;
      if (typeof raw === 'number') {
        if (Number.isFinite(raw)) return raw;
      } else if (typeof raw === 'string') {
        text = raw.trim();
        if (options.prefix !== undefined && text.startsWith(options.prefix)) text = text.slice(options.prefix.length).trim();
        if (PLAIN_NUMBER.test(text)) return Number(text.replaceAll(',', ''));
      }
      addIssue({ message: options.invalid });
      return NEVER;
    }),
  );
}
