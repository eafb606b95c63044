import { publishSessionRefresh } from '../../../events/publications';
import { API_ERRORS, callErrorNotice, hasApiError, notice } from '../../../lib/notices';
import type { FlowDeps } from '../../../lib/flow-deps';
import { fail, show, type Outcome } from '../../../lib/views';

/** Wrong codes allowed before the failed modal: it shows once the count exceeds this (spec §9). */
export const MAX_WRONG_PHONE_CODES = 2;

function phoneUpdateNotice(error: unknown) {
  if (hasApiError(error, API_ERRORS.exceededPhoneConfirmation) || hasApiError(error, API_ERRORS.phoneNotUpdatable)) return notice('phoneContactHelp');
  return callErrorNotice(error, notice('retry'));
}

/**
 * Saves the phone number (when it changed) and opens the verification modal
 * (spec §4 Phone verification).
 */
export async function savePhone(deps: FlowDeps, input: { phone: string; country: string; changed: boolean }): Promise<Outcome> {
  if (input.changed) {
    try {
      await deps.api.updateProfile({ phone: input.phone, phone_country: input.country });
    } catch (error) {
      return fail(phoneUpdateNotice(error));
    }
    publishSessionRefresh(deps.bus);
  }
  return show({ name: 'phone-verify' });
}

/** Sends the SMS code (on opening the verification modal); 'exceeded_phone_confirmation' opens the failed modal. */
export async function sendPhoneCode(deps: FlowDeps): Promise<Outcome | null> {
  try {
    await deps.api.sendPhoneCode();
    return null;
  } catch (error) {
    if (hasApiError(error, API_ERRORS.exceededPhoneConfirmation)) return show({ name: 'phone-failed' });
    return fail(phoneUpdateNotice(error));
  }
}

/**
 * Checks the SMS code. A wrong code counts; once the count exceeds 2 the failed modal
 * opens; 'exceeded_phone_confirmation' opens it at once. `wrongSoFar` is the count before
 * this try; the result carries the new count.
 */
export async function verifyPhone(deps: FlowDeps, code: string, wrongSoFar: number): Promise<{ outcome: Outcome; wrong: number }> {
  try {
    await deps.api.verifyPhoneCode(code);
  } catch (error) {
    if (hasApiError(error, API_ERRORS.exceededPhoneConfirmation)) return { outcome: show({ name: 'phone-failed' }), wrong: wrongSoFar };
    if (hasApiError(error, API_ERRORS.codeNotMatch)) {
      const wrong = wrongSoFar + 1;
      return { outcome: wrong > MAX_WRONG_PHONE_CODES ? show({ name: 'phone-failed' }) : fail(notice('phoneCodeInvalid')), wrong };
    }
    return { outcome: fail(callErrorNotice(error, notice('retry'))), wrong: wrongSoFar };
  }
  publishSessionRefresh(deps.bus);
  return { outcome: { kind: 'close' }, wrong: wrongSoFar };
}
