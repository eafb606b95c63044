/** One field problem of a 400 'validation' answer. */
export interface FieldIssue {
  field: string;
  message: string;
}

/**
 * An error the API answers on purpose. The body is always
 * `{ error, error_description, statusCode, ...extra }`: the front end keys on `error`
 * (and, for inactive accounts, on `error_description`), so those texts are a contract.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly error: string;
  readonly description: string;
  readonly extra: Record<string, unknown>;

  constructor(statusCode: number, error: string, description: string, extra: Record<string, unknown> = {}) {
    super(`${statusCode} ${error}: ${description}`);
    this.statusCode = statusCode;
    this.error = error;
    this.description = description;
    this.extra = extra;
  }

  /** The JSON body the client receives. */
  toBody(): Record<string, unknown> {
    return { error: this.error, error_description: this.description, statusCode: this.statusCode, ...this.extra };
  }
}

/** 400 with the first field message as `error_description` and every issue listed. */
export function validationError(issues: FieldIssue[]): ApiError {
  const first = issues[0] ?? { field: '', message: 'The request is not valid.' };
  return new ApiError(400, 'validation', first.message, { issues });
}

/** The texts the front end keys on (spec §8; packages/api/README.md, Errors). */
export const ERRORS = {
  invalidPassword: 'Invalid Password',
  invalidGrant: 'Invalid grant: user credentials are invalid',
  usernameInUse: 'Username in use',
  inactiveAccount: 'inactive_account',
  jwtExpired: 'jwt expired',
  codeNotMatch: 'code_not_match',
  exceededPhoneConfirmation: 'exceeded_phone_confirmation',
  phoneNotUpdatable: 'Phone not Updatable',
  invalidAccessToken: 'Invalid Access Token',
} as const;

export const unauthorized = (description = 'A valid bearer access token is required.'): ApiError => new ApiError(401, ERRORS.invalidAccessToken, description);

export const forbidden = (description: string): ApiError => new ApiError(403, 'Forbidden', description);

export const notFound = (description: string): ApiError => new ApiError(404, 'Not Found', description);

export const badRequest = (error: string, description: string, extra: Record<string, unknown> = {}): ApiError => new ApiError(400, error, description, extra);

/** Whether the error, or an error it wraps (drizzle wraps the driver's, five deep at most), passes `test`. */
export function someCause(error: unknown, test: (cause: object) => boolean): boolean {
  for (let e: unknown = error, depth = 0; e !== null && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (test(e)) return true;
  }
  return false;
}

/** Whether the error carries the Postgres SQLSTATE `code`, seen through drizzle's wrapper or directly from either driver. */
const hasSqlState = (error: unknown, code: string): boolean => someCause(error, (e) => (e as { code?: unknown }).code === code);

/** Postgres unique-violation. */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, '23505');

/** Postgres exclusion-violation (an EXCLUDE constraint such as the bookings' no-overlap one). */
export const isExclusionViolation = (error: unknown): boolean => hasSqlState(error, '23P01');
