import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { nameText, optionalText, requiredText } from './helpers';

/** Limits of spec §5 and §9 for account fields. */
export const ACCOUNT_LIMITS = {
  nameMin: 2,
  nameMax: 35,
  passwordMin: 8,
} as const;

/** Email: required, then a valid address. Trimmed. */
export const EmailSchema = v.pipe(v.string(MESSAGES['email.required']), v.trim(), v.nonEmpty(MESSAGES['email.required']), v.email(MESSAGES['email.invalid']));
/** A valid, trimmed email address. */
export type Email = v.InferOutput<typeof EmailSchema>;

/**
 * True when a password meets the sign-up rule: 8 or more characters with an
 * upper-case letter, a lower-case letter and a digit. Letters outside ASCII count.
 */
export function isStrongPassword(password: string): boolean {
  return password.length >= ACCOUNT_LIMITS.passwordMin && /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password) && /\d/.test(password);
}

/** Sign-up password: required, then the strength rule. Never trimmed (spaces are part of a password). */
export const SignupPasswordSchema = v.pipe(
  v.string(MESSAGES['password.required']),
  v.nonEmpty(MESSAGES['password.required']),
  v.check(isStrongPassword, MESSAGES['password.weak']),
);
/** A password that passed the sign-up rule. */
export type SignupPassword = v.InferOutput<typeof SignupPasswordSchema>;

/** Log-in password: required only, so accounts made under older rules can still log in. */
export const LoginPasswordSchema = v.pipe(v.string(MESSAGES['password.required']), v.nonEmpty(MESSAGES['password.required']));
/** A non-empty log-in password. */
export type LoginPassword = v.InferOutput<typeof LoginPasswordSchema>;

/** first_name: required, 2 to 35 characters after trimming. */
export const FirstNameSchema = nameText(MESSAGES['firstName.required'], ACCOUNT_LIMITS.nameMin, ACCOUNT_LIMITS.nameMax);
/** A valid first name. */
export type FirstName = v.InferOutput<typeof FirstNameSchema>;

/** last_name: required, 2 to 35 characters after trimming. */
export const LastNameSchema = nameText(MESSAGES['lastName.required'], ACCOUNT_LIMITS.nameMin, ACCOUNT_LIMITS.nameMax);
/** A valid last name. */
export type LastName = v.InferOutput<typeof LastNameSchema>;

/** organization: optional free text. */
export const OrganizationSchema = optionalText();
/** An organization name, or undefined. */
export type Organization = v.InferOutput<typeof OrganizationSchema>;

/** job_title (profession): optional free text. */
export const JobTitleSchema = optionalText();
/** A job title, or undefined. */
export type JobTitle = v.InferOutput<typeof JobTitleSchema>;

/** business_name: required. */
export const BusinessNameSchema = requiredText(MESSAGES['businessName.required']);
/** A business name. */
export type BusinessName = v.InferOutput<typeof BusinessNameSchema>;
