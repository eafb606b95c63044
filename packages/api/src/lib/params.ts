import { MESSAGES } from '@hourspace/validation';
import { validationError } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A positive integer id from a path parameter (a space, a booking), else a 400. */
export function idParam(params: unknown, key: string): number {
  const raw = (params as Record<string, unknown> | undefined)?.[key];
  const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw validationError([{ field: key, message: MESSAGES['request.invalid'] }]);
  return id;
}

/** A UUID from a path parameter (a thread), else a 400. */
export function uuidParam(params: unknown, key: string): string {
  const raw = (params as Record<string, unknown> | undefined)?.[key];
  if (typeof raw !== 'string' || !UUID.test(raw)) throw validationError([{ field: key, message: MESSAGES['request.invalid'] }]);
  return raw.toLowerCase();
}
