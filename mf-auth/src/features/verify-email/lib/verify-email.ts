import { publishSessionRefresh } from '../../../events/publications';
import { API_ERRORS, callErrorNotice, hasApiError, notice } from '../../../lib/notices';
import type { FlowDeps } from '../../../lib/flow-deps';
import { fail, show, type Outcome } from '../../../lib/views';

/** Sends the 4-digit email code; the failure message, or null when it went out. */
export async function sendEmailCode(deps: FlowDeps): Promise<Outcome | null> {
  try {
    await deps.api.sendEmailCode();
    return null;
  } catch (error) {
    return fail(callErrorNotice(error, notice('retry')));
  }
}

/** Checks the email code: right opens Welcome in a sign-up (else closes), wrong says so (spec §8 Bad email code). */
export async function verifyEmail(deps: FlowDeps, code: string, options: { signup: boolean } = { signup: true }): Promise<Outcome> {
  try {
    await deps.api.verifyEmailCode(code);
  } catch (error) {
    if (hasApiError(error, API_ERRORS.codeNotMatch)) return fail(notice('badEmailCode'));
    if (hasApiError(error, 'code_expired')) return fail(notice('codeExpired'));
    return fail(callErrorNotice(error, notice('retry')));
  }
  publishSessionRefresh(deps.bus);
  return options.signup ? show({ name: 'welcome' }) : { kind: 'close' };
}
