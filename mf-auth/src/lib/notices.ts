import { ApiErrorCode, isApiError } from '@hourspace/api-client';

/** A sign-in method as the messages name it. */
export type Method = 'google' | 'apple' | 'facebook' | 'email';

/**
 * A message a modal shows: a key of this remote's `notices.*` strings (with its values),
 * or a validation text from `@hourspace/validation` / the API, translated when shown.
 */
export type Notice = { key: NoticeKey; values?: Record<string, string> } | { key: 'validation'; text: string };

/** Every spec §8 message this remote shows (and the few it had to word itself), by key. */
export type NoticeKey =
  | 'invalidPassword'
  | 'invalidPair'
  | 'loginFailed'
  | 'inactive'
  | 'unexpected'
  | 'emailTakenReset'
  | 'emailTakenLogin'
  | 'accountExistsWith'
  | 'alreadyAssociated'
  | 'signupExpired'
  | 'otherMethod.google'
  | 'otherMethod.apple'
  | 'otherMethod.facebook'
  | 'otherMethod.email'
  | 'differentMethod'
  | 'noAccount'
  | 'noMatch'
  | 'passwordReset'
  | 'badEmailCode'
  | 'codeExpired'
  | 'facebookNoEmail'
  | 'facebookFailed'
  | 'appleFailed'
  | 'googleFailed'
  | 'avatarUpload'
  | 'phoneContactHelp'
  | 'retry'
  | 'phoneCodeInvalid';

/** The raw API texts the flows branch on (the API's error contract). */
export const API_ERRORS = {
  invalidPassword: 'Invalid Password',
  invalidGrant: 'Invalid grant: user credentials are invalid',
  usernameInUse: 'Username in use',
  inactiveAccount: 'inactive_account',
  passwordReset: 'aggressive_password_reset',
  jwtExpired: 'jwt expired',
  codeNotMatch: 'code_not_match',
  exceededPhoneConfirmation: 'exceeded_phone_confirmation',
  phoneNotUpdatable: 'Phone not Updatable',
} as const;

export const notice = (key: NoticeKey, values?: Record<string, string>): Notice => (values ? { key, values } : { key });

/** True when the API answered with this raw `error` (or `error_description`). */
export function hasApiError(error: unknown, text: string): boolean {
  return isApiError(error) && (error.error === text || error.error_description === text);
}

/** Spec §8 'Status above 400 or Invalid JSON' (a timeout or a lost connection reads the same to a person). */
function isUnexpected(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.status > 400 ||
    error.code === ApiErrorCode.INVALID_JSON ||
    error.code === ApiErrorCode.TIMEOUT ||
    error.code === ApiErrorCode.NETWORK ||
    error.code === ApiErrorCode.SCHEMA
  );
}

function validationNotice(error: unknown): Notice | undefined {
  if (isApiError(error) && error.status === 400 && error.error === 'validation' && error.error_description) {
    return { key: 'validation', text: error.error_description };
  }
  return undefined;
}

/** The spec §8 message for a failed log-in (password or social). */
export function loginErrorNotice(error: unknown): Notice {
  if (hasApiError(error, API_ERRORS.inactiveAccount)) return notice('inactive');
  if (hasApiError(error, API_ERRORS.passwordReset)) return notice('passwordReset');
  if (hasApiError(error, API_ERRORS.invalidPassword)) return notice('invalidPassword');
  if (hasApiError(error, API_ERRORS.invalidGrant)) return notice('invalidPair');
  if (hasApiError(error, API_ERRORS.jwtExpired)) return notice('signupExpired');
  if (isUnexpected(error)) return notice('unexpected');
  return validationNotice(error) ?? notice('loginFailed');
}

/**
 * The message for any other failed call: an expired sign-up session, a status above
 * 400, a validation answer, else `fallback`.
 */
export function callErrorNotice(error: unknown, fallback: Notice = notice('loginFailed')): Notice {
  if (hasApiError(error, API_ERRORS.jwtExpired)) return notice('signupExpired');
  if (hasApiError(error, API_ERRORS.inactiveAccount)) return notice('inactive');
  if (isUnexpected(error)) return notice('unexpected');
  return validationNotice(error) ?? fallback;
}

/** The first method an account has, in the order the messages prefer. */
export function firstMethod(grants: { email?: boolean; google?: boolean; apple?: boolean; facebook?: boolean }): Method | undefined {
  if (grants.email) return 'email';
  if (grants.google) return 'google';
  if (grants.apple) return 'apple';
  if (grants.facebook) return 'facebook';
  return undefined;
}

/** True when the grants check found any account. */
export function hasAnyGrant(grants: { email?: boolean; google?: boolean; apple?: boolean; facebook?: boolean }): boolean {
  return firstMethod(grants) !== undefined;
}

/** 'Looks like you already have an account with us. Please log in using your … account' for a method. */
export function otherMethodNotice(method: Method): Notice {
  return notice(`otherMethod.${method}`);
}
