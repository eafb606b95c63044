import * as v from 'valibot';

/** The message a field shows for `value`: the first issue's text, or null when valid. */
export function messageOf(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  return result.success ? null : result.issues[0].message;
}

/** A string of `length` characters. */
export function chars(length: number, char = 'a'): string {
  return char.repeat(length);
}

/** A string of `length` digits. */
export function digits(length: number): string {
  return Array.from({ length }, (_, i) => String((i + 1) % 10)).join('');
}
