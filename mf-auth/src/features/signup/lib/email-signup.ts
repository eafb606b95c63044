import type { LoginResponse } from '@hourspace/api-client';
import { API_ERRORS, callErrorNotice, firstMethod, hasApiError, notice, otherMethodNotice } from '../../../lib/notices';
import { logInAndComplete } from '../../../lib/complete-login';
import { track, type FlowDeps } from '../../../lib/flow-deps';
import { commonSignupFields } from '../../../lib/signup-fields';
import { fail, show, type Outcome } from '../../../lib/views';

/** What the sign-up form hands over once its fields are valid. */
export interface EmailSignupInput {
  email: string;
  password: string;
  /** The marketing opt-out flag from the time-zone default and the checkbox. */
  unsubscribe: boolean;
}

/**
 * The email is already an account: log in with the same credentials (spec §4 step 1 and
 * §8 'Username in use'); a wrong password says the email is taken.
 */
function logInInstead(deps: FlowDeps, input: EmailSignupInput): Promise<Outcome> {
  return logInAndComplete(deps, { grant_type: 'password', username: input.email, password: input.password, signin: true }, { method: 'email' }, (error) =>
    hasApiError(error, API_ERRORS.invalidPassword) ? notice('emailTakenReset') : null,
  );
}

/**
 * Email sign-up (spec §4 Sign-up flow step 1–2). Grants first: no account creates one and
 * opens the profile form; an email account tries a password log-in; another provider's
 * account opens the log-in modal with that provider's type.
 */
export async function emailSignup(deps: FlowDeps, input: EmailSignupInput): Promise<Outcome> {
  let grants;
  try {
    grants = await deps.api.getGrants({ username: input.email });
  } catch (error) {
    return fail(callErrorNotice(error));
  }
  if (grants.email) return logInInstead(deps, input);
  const other = firstMethod(grants);
  if (other) return show({ name: 'login', type: other, email: input.email, notice: otherMethodNotice(other) });

  let login: LoginResponse;
  try {
    login = await deps.api.signup({
      grant_type: 'signup',
      username: input.email,
      password: input.password,
      unsubscribe: input.unsubscribe,
      ...commonSignupFields(deps),
    });
  } catch (error) {
    if (hasApiError(error, API_ERRORS.usernameInUse)) return logInInstead(deps, input);
    return fail(callErrorNotice(error));
  }
  let profile;
  try {
    ({ profile } = await deps.signIn(login));
  } catch (error) {
    return fail(callErrorNotice(error));
  }
  track(deps, 'sign up', { method: 'email', ssoid: profile.SSOid });
  return show({ name: 'complete-profile', signup: true });
}
