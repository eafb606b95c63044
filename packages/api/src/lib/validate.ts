import { MESSAGES } from '@hourspace/validation';
import * as v from 'valibot';
import { validationError, type FieldIssue } from './errors';

/** valibot issues as `{ field, message }`, first issue first. */
export function toFieldIssues(issues: readonly v.BaseIssue<unknown>[]): FieldIssue[] {
  return issues.map((issue) => ({ field: v.getDotPath(issue) ?? '', message: issue.message }));
}

/**
 * Parses a request part with a shared schema. Each field stops at its first problem,
 * so a field's issue is the spec message a form would show for it.
 */
export function parseWith<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (!result.success) throw validationError(toFieldIssues(result.issues));
  return result.output;
}

/** The body as a plain object; anything else (an array, a string, nothing) is a 400. */
export function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw validationError([{ field: '', message: MESSAGES['request.invalid'] }]);
  }
  return body as Record<string, unknown>;
}

/**
 * Adds missing keys as undefined, so an object schema reports a missing field with that
 * field's own message instead of the object's generic one.
 */
export function withKeys(body: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out = { ...body };
  for (const key of keys) if (!(key in out)) out[key] = undefined;
  return out;
}

/** A query-string value: the first one if repeated, undefined if absent. */
export function queryValue(query: unknown, key: string): string | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  const value = (query as Record<string, unknown>)[key];
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined;
  return typeof value === 'string' ? value : undefined;
}
