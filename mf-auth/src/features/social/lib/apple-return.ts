import { marketingDefault } from '@hourspace/validation';
import { notice } from '../../../lib/notices';
import { page } from '../../../lib/page';
import type { FlowDeps } from '../../../lib/flow-deps';
import { show, type Outcome } from '../../../lib/views';
import type { AppleReturn } from '../../../lib/social/apple';
import { continueWithSocial } from '../../../lib/social/social-flow';

/**
 * Continues an Apple sign-in after the page came back from Apple (spec §4: Apple
 * redirects the whole page). A failure opens the log-in modal with 'There was a problem
 * connecting with Apple.'; a message from the flow opens the modal the person started
 * from, showing it.
 */
export async function resumeApple(deps: FlowDeps, appleReturn: AppleReturn): Promise<Outcome> {
  if (appleReturn.kind === 'error') return show({ name: 'login', notice: notice('appleFailed') });
  const { intent, identity } = appleReturn;
  const outcome = await continueWithSocial(deps, identity, { intent, unsubscribe: marketingDefault(page.timeZone()).unsubscribe });
  if (outcome.kind !== 'notice') return outcome;
  return show(intent === 'signup' ? { name: 'signup', notice: outcome.notice } : { name: 'login', notice: outcome.notice });
}
