/** Stable codes for every way a call can fail, so callers, logs and tests key on them. */
export const ApiErrorCode = {
  /** The method is not GET, PUT, POST or DELETE; refused before any request. */
  METHOD_NOT_ALLOWED: 'API-001',
  /** The API answered with an error status, or with an error body (`{ error, … }`). */
  HTTP: 'API-002',
  /** The answer was not JSON. The error's message is exactly 'Invalid JSON' (spec §7). */
  INVALID_JSON: 'API-003',
  /** The answer was JSON but not the shape this call expects. */
  SCHEMA: 'API-004',
  /** No answer within the call's timeout. */
  TIMEOUT: 'API-005',
  /** The request never reached the API (offline, refused connection, CORS). */
  NETWORK: 'API-006',
  /** The caller passed input the call cannot be made with; refused before any request. */
  BAD_INPUT: 'API-007',
} as const;
export type ApiErrorCodeValue = (typeof ApiErrorCode)[keyof typeof ApiErrorCode];

/** One field problem of a 400 'validation' answer. */
export interface ApiIssue {
  field: string;
  message: string;
}

/** What an ApiError carries besides its code. */
export interface ApiErrorInit {
  /** HTTP status; 0 when there was no answer (timeout, network, refused before sending). */
  status?: number;
  /** The API's raw `error` (e.g. 'Invalid Password', 'validation'), for flows that branch on it. */
  error?: string;
  /** The API's raw `error_description` (for 'validation', the spec message). */
  error_description?: string;
  issues?: ApiIssue[];
  /** The whole JSON error body, for the extra fields some answers carry (sign-in method flags, retry_after). */
  body?: Record<string, unknown>;
  cause?: unknown;
}

/**
 * Every failure of the client. The raw API `error` / `error_description` stay available
 * so auth flows can key on them; `userMessageFor` turns it into a message for people.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCodeValue;
  readonly status: number;
  readonly error: string | undefined;
  readonly error_description: string | undefined;
  readonly issues: ApiIssue[];
  readonly body: Record<string, unknown> | undefined;

  constructor(code: ApiErrorCodeValue, message: string, init: ApiErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = code;
    this.status = init.status ?? 0;
    this.error = init.error;
    this.error_description = init.error_description;
    this.issues = init.issues ?? [];
    this.body = init.body;
  }
}

/** Type guard that survives two copies of this package (two remote builds). */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError ||
    (typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'ApiError' && typeof (value as { code?: unknown }).code === 'string')
  );
}

/** The spec §8 message for a status above 400 or an 'Invalid JSON' answer. */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again in a few minutes.';

/**
 * The message to show a person for a failed call.
 * A 400 'validation' answer carries the spec message of the failing rule in
 * `error_description`, so that is shown as it is. Everything else (status above 400,
 * 'Invalid JSON', timeouts, network failures, unexpected shapes, non-ApiErrors) gets the
 * §8 message: the raw API texts are for flows to branch on, not for people to read.
 */
export function userMessageFor(error: unknown): string {
  if (isApiError(error) && error.status === 400 && error.error === 'validation' && error.error_description) {
    return error.error_description;
  }
  return UNEXPECTED_ERROR_MESSAGE;
}

/** True when the API said the access token is missing, invalid or expired. */
export function isAuthError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 401) return true;
  return [error.error, error.error_description].some((text) => text === 'Invalid Access Token' || text === 'jwt expired');
}
