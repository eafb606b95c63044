/**
 * The three states a validated field can be in (spec §Forms): valid, invalid
 * with its message, or optional and left empty (no error, no success mark).
 * `undefined` means "not validated yet" (before the first blur or submit).
 */
export type FieldState = { status: 'valid' } | { status: 'invalid'; message: string } | { status: 'optional-empty' };

/** The message of an invalid state, or null. */
export function fieldErrorMessage(state: FieldState | undefined): string | null {
  return state?.status === 'invalid' ? state.message : null;
}

/** Joins id references for `aria-describedby`, or undefined when there are none. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}
