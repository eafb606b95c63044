import { callErrorNotice, firstMethod, notice } from '../../../lib/notices';
import { logInAndComplete } from '../../../lib/complete-login';
import type { FlowDeps } from '../../../lib/flow-deps';
import { fail, type Outcome } from '../../../lib/views';

/** What the log-in form hands over (both non-empty: the form checked). */
export interface PasswordLoginInput {
  email: string;
  password: string;
  /** A same-site path to go to afterwards (`#a=login&dest=`). */
  dest?: string | undefined;
}

/**
 * Email and password log-in (spec §4 Login flow). Grants first: an email account logs in
 * with the password; an account under another method gets that method's message; no
 * account gets the sign-up prompt.
 */
export async function passwordLogin(deps: FlowDeps, input: PasswordLoginInput): Promise<Outcome> {
  let grants;
  try {
    grants = await deps.api.getGrants({ username: input.email });
  } catch (error) {
    return fail(callErrorNotice(error));
  }
  if (!grants.email) {
    const other = firstMethod(grants);
    return fail(other ? notice('differentMethod', { method: other }) : notice('noAccount'));
  }
  return logInAndComplete(deps, { grant_type: 'password', username: input.email, password: input.password, signin: true }, { method: 'email', dest: input.dest });
}
